/**
 * Saves data made on the page as a file: a Blob URL (no data: URL, which a strict CSP may block and
 * whose length browsers limit) clicked through a temporary `<a download>`.
 */

/**
 * How long the Blob URL outlives the click: browsers start the download after the click returns,
 * and revoking the URL before that (at once, or on the next task in Firefox) cancels it.
 */
const REVOKE_AFTER_MS = 30_000;

export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
