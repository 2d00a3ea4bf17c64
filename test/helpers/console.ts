/** Collects the calls of one console method until `restore()`; each call's arguments joined as text. */
export function captureConsole(method: 'error' | 'warn') {
  const messages: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console[method] = original) };
}

/** Collects console.error calls until `restore()`. */
export const captureConsoleErrors = () => captureConsole('error');

/** Collects console.warn calls until `restore()`. */
export const captureConsoleWarnings = () => captureConsole('warn');
