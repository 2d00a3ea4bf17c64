const reported = new Set<string>();

/** A configuration problem is told once per page, not once per render or per element. */
export function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}
