/**
 * A stylesheet of one's own that can be rewritten and taken away again (a table's generated
 * rules): a constructed sheet adopted by the document, so a strict CSP has nothing to block.
 */
export interface OwnStyleSheet {
  /** Replaces the sheet's rules; does nothing when they are the same. */
  set(css: string): void;
  remove(): void;
}

export function ownStyleSheet(): OwnStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  let current = '';
  return {
    set(css) {
      if (css === current) return;
      current = css;
      try {
        if (!sheet) {
          sheet = new CSSStyleSheet();
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        }
        sheet.replaceSync(css);
      } catch {
        // Without constructable stylesheets the table works as printed, only without these rules.
      }
    },
    remove() {
      if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      sheet = undefined;
      current = '';
    },
  };
}
