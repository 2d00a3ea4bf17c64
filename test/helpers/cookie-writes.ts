/**
 * Records every `document.cookie = …` of the page (the text with its flags, which reading
 * `document.cookie` never shows) until `restore()`. `refuse` makes each write throw instead, as a
 * browser whose cookie store is locked does.
 */
export function recordCookieWrites({ refuse = false }: { refuse?: boolean } = {}): { writes: string[]; restore(): void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      if (refuse) throw new DOMException('The cookie store is locked.', 'SecurityError');
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => void delete (document as { cookie?: string }).cookie };
}
