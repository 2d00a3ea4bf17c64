/** Records the orderby value of each submit of an ordering form (and keeps the page). */
export function recordSubmits(form: HTMLFormElement): string[] {
  const submitted: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form).get('orderby') as string);
  });
  return submitted;
}

/** Chooses an option as a pointer would: the value changes and `change` fires. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
