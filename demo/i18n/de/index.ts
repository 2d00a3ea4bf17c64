/**
 * The demo store's own texts in German, by their English text (see ../index.ts). One file per part of
 * the store; a text printed in two parts has one German text (a test checks the parts agree).
 */
import { STORE_COPY } from './store.ts';
import { DEMO_COPY } from './demo.ts';
import { TABLE_COPY } from './table.ts';
import { COMMUNITY_COPY } from './community.ts';

export const GERMAN_PARTS: Record<string, Record<string, string>> = {
  store: STORE_COPY,
  demo: DEMO_COPY,
  table: TABLE_COPY,
  community: COMMUNITY_COPY,
};

export const GERMAN_COPY: Record<string, string> = Object.assign({}, ...Object.values(GERMAN_PARTS));
