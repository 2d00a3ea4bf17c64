/**
 * Base style of the variation swatches, in the library's cascade layer with :where() selectors
 * (src/dom/styles.ts): any theme rule wins. Custom properties (all optional):
 * `--shop-swatch-size` (smallest height and width, 2.5rem; 44px on phones and touch screens),
 * `--shop-swatch-gap`, `--shop-swatch-radius`, `--shop-swatch-border-width`,
 * `--shop-swatch-border-color`, `--shop-swatch-background`, `--shop-swatch-text`,
 * `--shop-swatch-checked-color`, `--shop-swatch-focus-color`, `--shop-swatch-chip-size`,
 * `--shop-swatch-image-size`; a chip's colour is `--shop-swatch-color` on `.shop-swatch__chip`.
 */
export const SWATCH_CSS = `
:where(.shop-swatches) {
  display: flex; flex-wrap: wrap; align-items: stretch;
  gap: var(--shop-swatch-gap, .5rem); margin: .5rem 0 .25rem; padding: 0;
}
:where(.shop-swatch) {
  box-sizing: border-box; position: relative;
  display: inline-flex; align-items: center; justify-content: center; gap: .5em;
  min-width: var(--shop-swatch-size, 2.5rem); min-height: var(--shop-swatch-size, 2.5rem);
  margin: 0; padding: .25em .875em;
  border: var(--shop-swatch-border-width, 1px) solid var(--shop-swatch-border-color, #8c8f94);
  border-radius: var(--shop-swatch-radius, .375rem);
  background: var(--shop-swatch-background, #fff); color: var(--shop-swatch-text, #1d2327);
  font: inherit; font-size: .9375em; line-height: 1.2; text-align: center; text-transform: none; letter-spacing: normal;
  cursor: pointer; box-shadow: none; user-select: none; -webkit-tap-highlight-color: transparent;
  transition: border-color .15s, box-shadow .15s;
}
:where(.shop-swatch:hover) { border-color: var(--shop-swatch-checked-color, #1d2327); }
:where(.shop-swatch[aria-checked="true"]) {
  border-color: var(--shop-swatch-checked-color, #1d2327);
  box-shadow: inset 0 0 0 1px var(--shop-swatch-checked-color, #1d2327);
  font-weight: 600;
}
:where(.shop-swatch:focus) { outline: none; }
:where(.shop-swatch:focus-visible) {
  outline: 2px solid var(--shop-swatch-focus-color, #2271b1); outline-offset: 2px;
}
:where(.shop-swatch[aria-disabled="true"]) {
  cursor: not-allowed; border-style: dashed; background: var(--shop-swatch-disabled-background, #f6f7f7);
  color: var(--shop-swatch-disabled-text, #50575e);
}
:where(.shop-swatch[aria-disabled="true"]) :where(.shop-swatch__name) { text-decoration: line-through; }
:where(.shop-swatch[aria-disabled="true"]) :where(.shop-swatch__chip, .shop-swatch__image) { opacity: .4; }
:where(.shop-swatch__chip) {
  flex: none; display: block;
  width: var(--shop-swatch-chip-size, 1.25rem); height: var(--shop-swatch-chip-size, 1.25rem);
  border-radius: 50%; background: var(--shop-swatch-color, transparent);
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / .2);
}
:where(.shop-swatch[aria-disabled="true"]) :where(.shop-swatch__chip) {
  background: linear-gradient(to top right, transparent calc(50% - 1px), #50575e calc(50% - 1px), #50575e calc(50% + 1px), transparent calc(50% + 1px)), var(--shop-swatch-color, transparent);
  opacity: .55;
}
:where(.shop-swatches--image) :where(.shop-swatch) { flex-direction: column; padding: .25rem .25rem .375rem; gap: .25rem; }
:where(.shop-swatch__image) {
  display: block; width: var(--shop-swatch-image-size, 4rem); height: var(--shop-swatch-image-size, 4rem);
  object-fit: cover; border-radius: calc(var(--shop-swatch-radius, .375rem) - 2px); background: #f0f0f1;
}
:where(.shop-swatches--image) :where(.shop-swatch__name) { font-size: .8125em; max-width: var(--shop-swatch-image-size, 4rem); overflow-wrap: anywhere; }
:where(.shop-swatches--image) :where(.shop-swatch--no-image) { min-width: calc(var(--shop-swatch-image-size, 4rem) + .5rem); }
:where(.shop-swatches--image) :where(.shop-swatch--no-image) :where(.shop-swatch__name) { font-size: inherit; }
:where(.shop-swatches-select-hidden) {
  position: absolute !important; width: 1px !important; height: 1px !important; margin: -1px !important;
  padding: 0 !important; border: 0 !important; overflow: hidden !important; clip-path: inset(50%) !important; white-space: nowrap !important;
}
@media (max-width: 599px), (pointer: coarse) {
  :where(.shop-swatch) { min-width: max(44px, var(--shop-swatch-size, 44px)); min-height: max(44px, var(--shop-swatch-size, 44px)); }
}
@media (forced-colors: active) {
  :where(.shop-swatch[aria-checked="true"]) { outline: 3px solid Highlight; outline-offset: 1px; }
  :where(.shop-swatch__chip) { forced-color-adjust: none; }
}
@media (prefers-reduced-motion: reduce) { :where(.shop-swatch) { transition: none; } }
`;
