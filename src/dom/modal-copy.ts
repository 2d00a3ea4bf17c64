let copies = 0;

/** What a modal shows: a copy of the content the page printed, and the id of its heading if it has one. */
export interface ModalCopy {
  copy: HTMLElement;
  labelId: string | null;
}

const HEADING = '.ld-modal-heading, h1, h2, h3, h4, h5, h6';

/**
 * Copies the modal content `source` for a dialog. The page keeps the original (its ids, its
 * form fields); ids inside the copy get a prefix so that no id appears twice, and references to
 * them (label `for`, aria attributes) follow. The copy's heading names the dialog.
 */
export function copyModalContent(source: HTMLElement): ModalCopy {
  const copy = source.cloneNode(true) as HTMLElement;
  const prefix = `course-modal-${++copies}-`;
  copy.hidden = false;
  copy.removeAttribute('id');
  const renamed = new Map<string, string>();
  for (const element of copy.querySelectorAll<HTMLElement>('[id]')) {
    renamed.set(element.id, prefix + element.id);
    element.id = prefix + element.id;
  }
  const follow = (value: string) => value.split(/\s+/).map((id) => renamed.get(id) ?? id).join(' ');
  for (const name of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
    for (const element of copy.querySelectorAll<HTMLElement>(`[${name}]`)) {
      element.setAttribute(name, follow(element.getAttribute(name)!));
    }
  }
  const heading = copy.querySelector<HTMLElement>(HEADING);
  if (heading && !heading.id) heading.id = `${prefix}label`;
  return { copy, labelId: heading?.id ?? null };
}
