import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface MultiSelectProps {
  /** The block's own `<select multiple>`: its options are the choices; it is kept in step. */
  select: HTMLSelectElement;
  /** What is chosen (spoken before the value, and the group's legend). */
  legend: string;
  /** Shown when nothing is chosen (the select's `data-placeholder`, e.g. "All Plans"). */
  placeholder: string;
  chosen: string[];
  onChange(chosen: string[]): void;
}

/** The select's choices: every option with a value (the platform's first, empty option means "all"). */
export function selectChoices(select: HTMLSelectElement): Array<{ value: string; label: string }> {
  return [...select.options].filter((o) => o.value !== '').map((o) => ({ value: o.value, label: (o.textContent ?? '').trim() }));
}

/**
 * A multi-select as a disclosure (WAI-ARIA disclosure pattern): a button that says what is chosen
 * and opens a group of checkboxes. Tab and Space work as on any checkbox; Escape closes the group
 * and returns to the button; leaving the group closes it (with the keyboard at once, with the
 * pointer on the click, so what the press aimed at is what gets the click).
 */
export function MultiSelect({ select, legend, placeholder, chosen, onChange }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const choices = selectChoices(select);
  const names = choices.filter((c) => chosen.includes(c.value)).map((c) => c.label);

  /** A press is under way: the focus it moves must not close the group before its click lands. */
  const pressing = useRef(false);

  useEffect(() => {
    if (!open) return;
    // Closing on the press would move what lies below the group (a theme may keep it in the flow)
    // before the button is released, and the click would land elsewhere: the click closes it,
    // after its target is fixed.
    const onPress = () => (pressing.current = true);
    const onRelease = () => (pressing.current = false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerup', onRelease, true);
    document.addEventListener('pointercancel', onRelease, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerup', onRelease, true);
      document.removeEventListener('pointercancel', onRelease, true);
      document.removeEventListener('click', onClick);
      pressing.current = false;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    // Leaving with the keyboard closes; a pointer press closes with its click.
    if (!pressing.current && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const toggle = (value: string, on: boolean) => {
    onChange(on ? choices.map((c) => c.value).filter((v) => v === value || chosen.includes(v)) : chosen.filter((v) => v !== value));
  };

  return (
    <div className="wcm-multiselect" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        ref={button}
        className="wcm-input wcm-multiselect-toggle"
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        onClick={() => setOpen(!open)}
      >
        <span className="screen-reader-text">{legend}: </span>
        <span className="wcm-multiselect-value">{names.length ? names.join(', ') : placeholder}</span>
      </button>
      <fieldset className="wcm-multiselect-choices" id={`${id}-choices`} hidden={!open}>
        <legend className="screen-reader-text">{legend}</legend>
        {choices.map((choice) => (
          <label className="wcm-multiselect-choice" key={choice.value}>
            <input type="checkbox" value={choice.value} checked={chosen.includes(choice.value)} onChange={(e) => toggle(choice.value, e.currentTarget.checked)} />
            {` ${choice.label}`}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
