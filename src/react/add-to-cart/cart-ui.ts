/**
 * Small pieces the cart elements share (`shop-add-to-cart`, `shop-mini-cart`): element
 * settings, product names in messages and busy states.
 */
import { useMemo } from 'react';
import { parseSettings, type Settings } from '../../core/settings/index.ts';
import { useSettings } from '../base/hooks.ts';

/** Page settings with the element's own `settings` attribute (validated field by field) merged over them. */
export function useElementSettings(tag: string, raw: Record<string, unknown>): Settings {
  const overrides = useMemo(() => {
    const { settings, problems } = parseSettings(raw);
    for (const problem of problems) console.error(`<${tag}> attribute "settings": ${problem}. Using the page setting.`);
    return settings;
  }, [tag, raw]);
  return useSettings(overrides);
}

/** `“Hoodie”`, or the fallback words when the product has no name in the markup. */
export function quoted(name: string | undefined, fallback: string): string {
  return name ? `“${name}”` : fallback;
}

/** Loading state of an add-to-cart button: the platform's class plus what assistive technology reads. */
export function setLoading(button: HTMLElement, loading: boolean): void {
  button.classList.toggle('loading', loading);
  if (loading) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
}
