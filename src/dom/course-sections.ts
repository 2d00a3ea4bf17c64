import { expandAllOpens, toggleLabel } from '../core/course/index.ts';
import { setPanelOpen, stopPanel } from './collapse.ts';
import { MarkupLedger } from './ledger.ts';

/** The course outline's toggles as the platform prints them. */
export const SECTION_TOGGLE = '.ld-expand-button, [data-ld-expands]';
/** The part of a section that opens and shuts (the rest, its title row, always shows). */
const PANEL = '.ld-item-list-item-expanded';
const LABEL = '.ld-text';
const OPEN_CLASS = 'ld-expanded';
const TAG = 'course-collapsible';

interface Section { toggle: HTMLElement; container: HTMLElement; panel: HTMLElement }
interface List { toggle: HTMLElement; container: HTMLElement }
type Target = { kind: 'section'; section: Section } | { kind: 'list'; list: List } | null;

let panelIds = 0;

/** The labels a toggle shows when its markup names none. */
export interface SectionTexts {
  expandText: string;
  collapseText: string;
  expandAllText: string;
  collapseAllText: string;
}

/**
 * Gives the course outline inside `host` its behaviour: each toggle opens and shuts its section
 * (`data-ld-expands` names the section's id; the section's `.ld-item-list-item-expanded` part
 * is what folds, else the section itself), and a toggle whose target carries `data-ld-expand-list`
 * opens or shuts every section inside that list. Sections printed without the `ld-expanded` class
 * start shut. Returns the cleanup, which gives the markup back as printed.
 */
export function adoptCourseSections(host: HTMLElement, texts: SectionTexts): () => void {
  const ledger = new MarkupLedger();
  const labels = new Map<HTMLElement, string>();
  const adopted = new WeakSet<HTMLElement>();
  const reported = new WeakSet<HTMLElement>();
  const panels = new Set<HTMLElement>();

  const report = (toggle: HTMLElement, message: string) => {
    if (reported.has(toggle)) return;
    reported.add(toggle);
    console.warn(`${TAG}: ${message}`);
  };

  const resolve = (toggle: HTMLElement): Target => {
    const id = toggle.getAttribute('data-ld-expands')?.trim() ?? '';
    if (!id) {
      report(toggle, `a toggle ("${toggle.textContent?.trim() ?? ''}") has no data-ld-expands attribute naming the section it opens; it is left as printed.`);
      return null;
    }
    const container = host.ownerDocument.getElementById(id);
    if (!container) {
      report(toggle, `the toggle's data-ld-expands names "${id}", but no element has that id; the toggle does nothing.`);
      return null;
    }
    if (container.hasAttribute('data-ld-expand-list')) return { kind: 'list', list: { toggle, container } };
    const part = container.querySelector<HTMLElement>(PANEL);
    const panel = part ?? container;
    if (panel.contains(toggle)) {
      report(toggle, `the toggle sits inside the part of "${id}" it would fold (add a .ld-item-list-item-expanded part for the content); the toggle does nothing.`);
      return null;
    }
    return { kind: 'section', section: { toggle, container, panel } };
  };

  const isOpen = (section: Section) => section.container.classList.contains(OPEN_CLASS);

  const setLabel = (toggle: HTMLElement, open: boolean, fallback: { expand: string; collapse: string }) => {
    const text = toggleLabel(open, {
      expand: toggle.getAttribute('data-ld-expand-text'),
      collapse: toggle.getAttribute('data-ld-collapse-text'),
    }, fallback);
    const label = toggle.querySelector<HTMLElement>(LABEL);
    if (text === null || !label || label.textContent === text) return;
    if (!labels.has(label)) labels.set(label, label.textContent ?? '');
    label.textContent = text;
  };

  const mark = (toggle: HTMLElement, open: boolean) => {
    for (const name of ['aria-expanded', 'class']) ledger.attribute(toggle, name);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.classList.toggle(OPEN_CLASS, open);
  };

  const showSection = (section: Section, open: boolean, animate: boolean) => {
    const { toggle, container, panel } = section;
    ledger.attribute(container, 'class');
    ledger.attribute(panel, 'hidden');
    ledger.attribute(panel, 'style');
    // The LMS's stylesheet folds these parts with max-height: 0 and waits for its script to set one.
    panel.style.maxHeight = 'none';
    container.classList.toggle(OPEN_CLASS, open);
    mark(toggle, open);
    setLabel(toggle, open, { expand: texts.expandText, collapse: texts.collapseText });
    panels.add(panel);
    if (animate) setPanelOpen(panel, open);
    else panel.hidden = !open;
  };

  const sectionsOf = (list: List): Section[] => {
    const sections: Section[] = [];
    for (const toggle of list.container.querySelectorAll<HTMLElement>('[data-ld-expands]')) {
      const target = resolve(toggle);
      if (target?.kind === 'section') sections.push(target.section);
    }
    return sections;
  };

  const showList = (list: List) => {
    const allOpen = !expandAllOpens(sectionsOf(list).map(isOpen));
    mark(list.toggle, allOpen);
    setLabel(list.toggle, allOpen, { expand: texts.expandAllText, collapse: texts.collapseAllText });
  };

  const lists = (): List[] => {
    const found: List[] = [];
    for (const toggle of host.querySelectorAll<HTMLElement>('[data-ld-expands]')) {
      const target = resolve(toggle);
      if (target?.kind === 'list') found.push(target.list);
    }
    return found;
  };

  const adoptToggle = (toggle: HTMLElement) => {
    if (adopted.has(toggle)) return;
    adopted.add(toggle);
    const target = resolve(toggle);
    if (!target) return;
    // A theme may print a div: it becomes a button for the keyboard and for screen readers.
    if (!(toggle instanceof HTMLButtonElement)) {
      for (const name of ['role', 'tabindex']) ledger.attribute(toggle, name);
      toggle.setAttribute('role', 'button');
      if (!toggle.hasAttribute('tabindex')) toggle.tabIndex = 0;
    }
    const controlled = target.kind === 'list' ? target.list.container : target.section.panel;
    if (!controlled.id) {
      ledger.attribute(controlled, 'id');
      controlled.id = `course-section-panel-${++panelIds}`;
    }
    ledger.attribute(toggle, 'aria-controls');
    toggle.setAttribute('aria-controls', controlled.id);
    if (target.kind === 'section') showSection(target.section, isOpen(target.section), false);
  };

  const adoptAll = () => {
    for (const toggle of host.querySelectorAll<HTMLElement>(SECTION_TOGGLE)) adoptToggle(toggle);
    for (const list of lists()) showList(list);
  };

  const activate = (toggle: HTMLElement) => {
    adoptToggle(toggle);
    const target = resolve(toggle);
    if (!target) return;
    if (target.kind === 'section') {
      showSection(target.section, !isOpen(target.section), true);
    } else {
      const sections = sectionsOf(target.list);
      const open = expandAllOpens(sections.map(isOpen));
      for (const section of sections) {
        if (isOpen(section) !== open) showSection(section, open, true);
      }
    }
    for (const list of lists()) showList(list);
  };

  const toggleOf = (event: Event): HTMLElement | null => {
    const toggle = (event.target as Element | null)?.closest?.<HTMLElement>(SECTION_TOGGLE) ?? null;
    // A toggle of an outline nested inside this one is that outline's to handle.
    return toggle && toggle.closest(host.localName) === host ? toggle : null;
  };

  const click = (event: MouseEvent) => {
    const toggle = toggleOf(event);
    // A toggle that names nothing keeps what it does without JavaScript (a link is followed).
    if (!toggle || !resolve(toggle)) return;
    event.preventDefault();
    activate(toggle);
  };
  const keydown = (event: KeyboardEvent) => {
    const toggle = toggleOf(event);
    // A real button turns Enter and Space into a click by itself.
    if (!toggle || toggle instanceof HTMLButtonElement || event.target !== toggle) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(toggle);
    }
  };

  adoptAll();
  host.addEventListener('click', click);
  host.addEventListener('keydown', keydown);
  // Outline parts printed later (a page of lessons loaded into the list) get the same behaviour.
  const observer = new MutationObserver(adoptAll);
  observer.observe(host, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    host.removeEventListener('click', click);
    host.removeEventListener('keydown', keydown);
    for (const panel of panels) stopPanel(panel);
    for (const [label, text] of labels) label.textContent = text;
    ledger.restore();
  };
}
