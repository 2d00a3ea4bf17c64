/** The demo store's fault mode for the calls the page makes next (see demo/README.md). */
export function setFault(value: string): void {
  document.cookie = `demo_fault=${value}; path=/`;
}

export function clearFault(): void {
  document.cookie = 'demo_fault=; path=/; max-age=0';
}
