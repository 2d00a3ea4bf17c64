/** The course modal's rule that needs no page: which content a trigger names. */

/**
 * The id of the modal content a trigger opens: its `data-ld-modal-trigger` value, else the
 * fragment of its link (`href="#lesson-3"`, which without JavaScript jumps to the content).
 * Empty when the trigger names none.
 */
export function modalTargetId(triggerValue: string | null, href: string | null): string {
  const named = (triggerValue ?? '').trim();
  if (named) return named.replace(/^#/, '');
  const hash = (href ?? '').trim();
  if (!hash.startsWith('#') || hash.length < 2) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
