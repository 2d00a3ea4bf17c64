/** Collects console.error calls until `restore()`; each call's arguments joined as text. */
export function captureConsoleErrors() {
  const messages: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console.error = original) };
}

/** Collects console.warn calls until `restore()`; each call's arguments joined as text. */
export function captureConsoleWarnings() {
  const messages: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console.warn = original) };
}
