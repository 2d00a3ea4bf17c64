/**
 * The member directory's pure logic (SPEC §2.8, §3.14, §3.15, §4.22, §5.11, §7.13, §8, §9.3): the
 * block's settings as the platform prints them, the directory state kept in the query string, the
 * list call's query, pagination, the empty-list message and the lines of a member card.
 */
import * as z from 'zod/mini';
import { MESSAGES, type MessageKey } from '../messages/index.ts';
import { DIRECTORY } from '../timings/index.ts';
import { describeIssues, type ValidationIssue } from '../validation/issues.ts';

/** §3.15: one block's settings (`data-directory-data` on the block's container). */
export interface DirectorySettings {
  membershipPlans: string[];
  membershipStatus: string[];
  perPage: number;
  showBio: boolean;
  showEmail: boolean;
  showPhone: boolean;
  showAddress: boolean;
  avatar: boolean;
  avatarSize: number;
  profileFields: string[];
}

/** The platform's own defaults for a block saved without a value. */
export const DEFAULT_DIRECTORY_SETTINGS: DirectorySettings = {
  membershipPlans: [],
  membershipStatus: [],
  perPage: 8,
  showBio: true,
  showEmail: true,
  showPhone: true,
  showAddress: true,
  avatar: true,
  avatarSize: 100,
  profileFields: [],
};

/** Plan ids are numbers in the block's JSON; statuses and slugs are strings. Both become strings. */
const idList = z.array(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v).trim())));
const count = (max: number) =>
  z.pipe(z.union([z.number(), z.string()]), z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (Number.isInteger(n) && n >= 1 && n <= max) return n;
    ctx.issues.push({ code: 'custom', message: `should be a whole number from 1 to ${max}, not ${JSON.stringify(v)}`, input: v });
    return z.NEVER;
  }));
const flag = z.pipe(z.union([z.boolean(), z.number(), z.string()]), z.transform((v, ctx) => {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false' || v === '') return false;
  ctx.issues.push({ code: 'custom', message: `should be true or false, not ${JSON.stringify(v)}`, input: v });
  return z.NEVER;
}));

const settingsFields: { [K in keyof DirectorySettings]: z.ZodMiniType<DirectorySettings[K]> } = {
  membershipPlans: idList,
  membershipStatus: idList,
  perPage: count(100),
  showBio: flag,
  showEmail: flag,
  showPhone: flag,
  showAddress: flag,
  avatar: flag,
  avatarSize: count(1000),
  profileFields: idList,
};

export interface Parsed<T> {
  value: T;
  /** One sentence per rejected part, for the console; empty when all was well. */
  problems: string[];
}

/**
 * The block's settings from its JSON text. Each field is checked on its own: a bad one falls back
 * to the platform default and is named in `problems`; the others still apply. Fields the directory
 * does not read (columns, align, colours) pass unchecked.
 */
export function parseDirectorySettings(text: string | null | undefined): Parsed<DirectorySettings> {
  const value = { ...DEFAULT_DIRECTORY_SETTINGS };
  if (text == null || text.trim() === '') return { value, problems: ['it is missing; the platform defaults are used'] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { value, problems: [`it is not valid JSON (${(error as Error).message}); the platform defaults are used`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { value, problems: ['it should be a JSON object; the platform defaults are used'] };
  }
  const problems: string[] = [];
  for (const key of Object.keys(settingsFields) as Array<keyof DirectorySettings>) {
    if (!Object.hasOwn(data, key)) continue;
    const result = z.safeParse(settingsFields[key] as z.ZodMiniType<unknown>, (data as Record<string, unknown>)[key], { reportInput: true });
    if (result.success) (value as Record<string, unknown>)[key] = result.data;
    else {
      const issues = (result.error.issues as readonly ValidationIssue[]).map((issue) => ({ ...issue, path: [key, ...issue.path] }));
      problems.push(`${describeIssues(issues)}; the default ${JSON.stringify(DEFAULT_DIRECTORY_SETTINGS[key])} is used`);
    }
  }
  for (const key of ['membershipPlans', 'membershipStatus', 'profileFields'] as const) value[key] = value[key].filter(Boolean);
  return { value, problems };
}

/** The words a directory shows (the platform's `keywords`); `%1$s`… placeholders as in its translations. */
export interface DirectoryKeywords {
  plan: string;
  email: string;
  phone: string;
  address: string;
  search_not_found: string;
  results_not_found: string;
  /** Read to screen readers after a list arrived: total members, page, total pages. */
  results_count: string;
  /** The avatar's text alternative; `%s` is the member's name. */
  avatar_alt: string;
  /** What the plan and status choices are called (read out with what is chosen). */
  plans_legend: string;
  statuses_legend: string;
}

export const DEFAULT_DIRECTORY_KEYWORDS: DirectoryKeywords = {
  plan: MESSAGES.directoryPlan,
  email: MESSAGES.directoryEmail,
  phone: MESSAGES.directoryPhone,
  address: MESSAGES.directoryAddress,
  search_not_found: MESSAGES.directorySearchNotFound,
  results_not_found: MESSAGES.directoryResultsNotFound,
  results_count: MESSAGES.directoryResultsCount,
  avatar_alt: MESSAGES.directoryAvatarAlt,
  plans_legend: MESSAGES.directoryPlansLegend,
  statuses_legend: MESSAGES.directoryStatusesLegend,
};

/** The keywords as a shop's messages give them (`template`: the shop's template for a key), for `parseDirectoryKeywords`. */
export function directoryKeywordDefaults(template: (key: MessageKey) => string): DirectoryKeywords {
  return {
    plan: template('directoryPlan'),
    email: template('directoryEmail'),
    phone: template('directoryPhone'),
    address: template('directoryAddress'),
    search_not_found: template('directorySearchNotFound'),
    results_not_found: template('directoryResultsNotFound'),
    results_count: template('directoryResultsCount'),
    avatar_alt: template('directoryAvatarAlt'),
    plans_legend: template('directoryPlansLegend'),
    statuses_legend: template('directoryStatusesLegend'),
  };
}

/** The keywords from a page or element setting: known string fields over the defaults (the shop's messages, or English). */
export function parseDirectoryKeywords(input: unknown, defaults: DirectoryKeywords = DEFAULT_DIRECTORY_KEYWORDS): Parsed<DirectoryKeywords> {
  const value = { ...defaults };
  if (input == null) return { value, problems: [] };
  if (typeof input !== 'object' || Array.isArray(input)) return { value, problems: ['it should be an object of texts; the English texts are used'] };
  const problems: string[] = [];
  for (const key of Object.keys(value) as Array<keyof DirectoryKeywords>) {
    if (!Object.hasOwn(input, key)) continue;
    const text = (input as Record<string, unknown>)[key];
    if (typeof text === 'string') value[key] = text;
    else problems.push(`${key} should be text, not ${JSON.stringify(text)}; "${value[key]}" is used`);
  }
  return { value, problems };
}

/** `%s` / `%1$s` placeholders filled in order (the platform's sprintf, for the texts above). */
export function fillText(template: string, ...values: Array<string | number>): string {
  let next = 0;
  return template.replace(/%(?:(\d)\$)?s/g, (_, index: string | undefined) => String(values[index ? Number(index) - 1 : next++] ?? ''));
}

/** §2.8: what the visitor chose, kept in the query string. */
export interface DirectoryState {
  search: string;
  plans: string[];
  statuses: string[];
  page: number;
}

export const INITIAL_STATE: DirectoryState = { search: '', plans: [], statuses: [], page: 1 };

const PARAMS = ['search', 'plan', 'status', 'page'] as const;

function commaList(value: string | null): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}

/** The directory's state in a query string (with or without '?'), under `prefix` (§9.3: `wcm_dir_`). */
export function readDirectoryState(query: string, prefix: string = DIRECTORY.urlPrefix): DirectoryState {
  const params = new URLSearchParams(query);
  const page = Number(params.get(`${prefix}page`));
  return {
    search: params.get(`${prefix}search`) ?? '',
    plans: commaList(params.get(`${prefix}plan`)),
    statuses: commaList(params.get(`${prefix}status`)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string (without '?') with the directory's parameters set to `state` and every other
 * parameter kept in place: empty values and page 1 are removed (§2.8).
 */
export function writeDirectoryState(query: string, state: DirectoryState, prefix: string = DIRECTORY.urlPrefix): string {
  const params = new URLSearchParams(query);
  const values: Record<(typeof PARAMS)[number], string> = {
    search: state.search,
    plan: state.plans.join(','),
    status: state.statuses.join(','),
    page: state.page > 1 ? String(state.page) : '',
  };
  for (const name of PARAMS) {
    const key = `${prefix}${name}`;
    if (values[name]) params.set(key, values[name]);
    else params.delete(key);
  }
  return params.toString();
}

export function sameState(a: DirectoryState, b: DirectoryState): boolean {
  return a.search === b.search && a.page === b.page && a.plans.join(',') === b.plans.join(',') && a.statuses.join(',') === b.statuses.join(',');
}

/** Whether the visitor narrowed the list (§8: which empty message). */
export function hasFilter(state: DirectoryState): boolean {
  return state.search !== '' || state.plans.length > 0 || state.statuses.length > 0;
}

/**
 * §7.13 query of the list call. The visitor's plans and statuses replace the block's own (§5.11);
 * without them the block's own apply.
 */
export function membersQuery(settings: DirectorySettings, state: DirectoryState): Record<string, string> {
  const query: Record<string, string> = {
    customer_data: 'true',
    per_page: String(settings.perPage),
    wc_memberships_block: 'true',
  };
  const plans = state.plans.length ? state.plans : settings.membershipPlans;
  const statuses = state.statuses.length ? state.statuses : settings.membershipStatus;
  if (plans.length) query.plan = plans.join(',');
  if (statuses.length) query.status = statuses.join(',');
  if (state.search) query.search = state.search;
  query.page = String(state.page);
  return query;
}

/** §4.22: which pagination links show for the current page and the total page count. */
export function paginationView(page: number, totalPages: number): { shown: boolean; previous: boolean; next: boolean } {
  if (!(totalPages > 0)) return { shown: false, previous: false, next: false };
  return { shown: true, previous: page > 1, next: page < totalPages };
}

/**
 * §4.22: the page a Next or Previous click leads to from `page` of `totalPages`: forward only below
 * the total page count, back only above 1; null when it leads nowhere.
 */
export function pageAfter(link: 'next' | 'previous', page: number, totalPages: number): number | null {
  if (link === 'next') return page < totalPages ? page + 1 : null;
  return page > 1 ? page - 1 : null;
}

/**
 * §2.8: what a screen reader hears when a list of `count` members arrived for `state` (`total` in
 * all, when the answer said, on `totalPages` pages).
 */
export function resultsMessage(state: DirectoryState, count: number, total: number | null, totalPages: number, keywords: DirectoryKeywords): string {
  if (count === 0) return emptyMessage(state, keywords);
  return fillText(keywords.results_count, total ?? count, state.page, totalPages);
}

/** §8: the message of an empty list. */
export function emptyMessage(state: DirectoryState, keywords: DirectoryKeywords): string {
  return hasFilter(state) ? keywords.search_not_found : keywords.results_not_found;
}

/** §3.14: one member as the list call returns it (after validation). */
export interface Member {
  customer_data: {
    avatar: string;
    first_name: string;
    last_name: string;
    bio: string;
    user_email: string;
    phone: string;
    address: string;
  };
  plan_name: string;
  profile_fields: Array<{ slug: string; name: string; value: string }>;
}

export interface CardLine {
  /** The platform's class of the line: `info-box`, `info-box profile-fields`. */
  className: string;
  label: string;
  value: string;
}

/**
 * §2.8 card lines after the name and bio: the labelled plan line; e-mail, phone and address when
 * the block shows them and the member has one; then the block's profile fields that have a value,
 * in the order the block configures them (the shop chose it; the answer's order is the server's).
 */
export function cardLines(member: Member, settings: DirectorySettings, keywords: DirectoryKeywords): CardLine[] {
  const customer = member.customer_data;
  const lines: CardLine[] = [{ className: 'info-box', label: keywords.plan, value: member.plan_name }];
  if (settings.showEmail && customer.user_email) lines.push({ className: 'info-box', label: keywords.email, value: customer.user_email });
  if (settings.showPhone && customer.phone) lines.push({ className: 'info-box', label: keywords.phone, value: customer.phone });
  if (settings.showAddress && customer.address) lines.push({ className: 'info-box', label: keywords.address, value: customer.address });
  for (const field of orderedProfileFields(member.profile_fields, settings.profileFields)) {
    lines.push({ className: 'info-box profile-fields', label: field.name, value: field.value });
  }
  return lines;
}

/**
 * The member's profile fields that `configured` names and that have a value, in the order of
 * `configured`. A slug configured twice shows once; a slug the answer repeats keeps each entry.
 */
export function orderedProfileFields<F extends { slug: string; value: string }>(fields: readonly F[], configured: readonly string[]): F[] {
  return [...new Set(configured)].flatMap((slug) => fields.filter((field) => field.slug === slug && field.value));
}

/** The member's name as the card heads it. */
export function memberName(member: Member): string {
  return `${member.customer_data.first_name} ${member.customer_data.last_name}`.trim();
}

/**
 * The total page count from the answer's headers: x-wp-totalpages, else worked out from x-wp-total;
 * with neither, the page shown is the last one known.
 */
export function totalPagesFrom(totalPages: string | null, total: string | null, perPage: number, page: number, listed: number): number {
  const pages = Number(totalPages);
  if (totalPages !== null && totalPages.trim() !== '' && Number.isInteger(pages) && pages >= 0) return pages;
  const count = Number(total);
  if (total !== null && total.trim() !== '' && Number.isInteger(count) && count >= 0) return Math.ceil(count / perPage);
  return listed > 0 ? page : 0;
}
