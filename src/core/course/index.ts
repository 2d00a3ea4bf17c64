/**
 * The course outline's rules that need no page: what an expand-all control does, and what a
 * toggle says, for the sections it governs. (The modal's are in modal.ts: the two elements load
 * apart, and share no chunk.)
 */

/** How long a section takes to open or shut (ours; none when the visitor prefers reduced motion). */
export const COLLAPSE_MS = 250;

/** An expand-all control opens every section unless all are open already; then it shuts them. */
export function expandAllOpens(sectionsOpen: readonly boolean[]): boolean {
  return !sectionsOpen.every(Boolean);
}

export interface ToggleTexts {
  /** The label that offers to open (`data-ld-expand-text`). */
  expand: string | null;
  /** The label that offers to shut (`data-ld-collapse-text`); the text "false" keeps the label as printed. */
  collapse: string | null;
}

/**
 * The label a toggle shows in a state, or null to leave the printed label alone. The platform
 * marks a label that never changes with `data-ld-collapse-text="false"`.
 */
export function toggleLabel(open: boolean, texts: ToggleTexts, fallback: { expand: string; collapse: string }): string | null {
  if (texts.collapse === 'false') return null;
  return open ? texts.collapse ?? fallback.collapse : texts.expand ?? fallback.expand;
}
