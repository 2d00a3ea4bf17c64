/**
 * The shop's settings for the components that act on the shop. Not part of the element base:
 * reading them validates the page's settings block and brings the settings store (the shop chunk),
 * which an element that needs no settings (a course modal, a video) should not load.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { mergeSettings, type Settings } from '../../core/settings/index.ts';
import { $settings, pageSettings } from '../../stores/settings.ts';

/**
 * Page settings with the element's own `settings` attribute merged over them. The page's block is
 * read on the first call, in the first such component's render: nothing of React listens to the
 * store before that read, so filling it then re-renders nothing.
 */
export function useSettings(own?: Partial<Settings> | null): Settings {
  pageSettings();
  const page = useStore($settings);
  return useMemo(() => (own ? mergeSettings(page, own) : page), [page, own]);
}

/** The attribute of the elements that take shop settings of their own (core/settings/attribute.ts). */
export interface WithSettings {
  settings: Partial<Settings> | null;
}
