/**
 * The member directory page (SPEC §2.8): two directory blocks configured differently, printed as
 * the platform prints the block (its settings JSON in `data-directory-data`) and wrapped in
 * `<member-directory>`. Unlike the platform, the store also prints the first page of cards for the
 * state in the query string, real page links and a GET form around the controls, so the page lists
 * members without JavaScript too. The members whose details hold markup (store fixtures) have a page
 * of their own, /demo/member-directory/escaping/.
 */
import { listMemberships, MEMBERSHIP_STATUSES, STATUS_LABELS, type MemberRow, type MembershipStatus } from '../lib/members.ts';
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { PageContext } from './context.ts';
import type { Page } from './registry.ts';

/** §3.15, with the block attributes the platform adds (columns). */
interface BlockSettings {
  membershipPlans: number[];
  membershipStatus: MembershipStatus[];
  perPage: number;
  columns: number;
  avatar: boolean;
  avatarSize: number;
  showBio: boolean;
  showEmail: boolean;
  showPhone: boolean;
  showAddress: boolean;
  profileFields: string[];
}

/** The block's texts are in English here and translated where they are printed. */
interface Block {
  title: string;
  /** The search form's name (`Search <title in lower case>`). */
  searchLabel: string;
  /** Its own query-string prefix (`param-prefix`); the first block keeps the platform's. */
  prefix: string;
  settings: BlockSettings;
}

const BLOCKS: Block[] = [
  {
    title: 'All members',
    searchLabel: 'Search all members',
    prefix: 'wcm_dir_',
    settings: {
      membershipPlans: [], membershipStatus: [], perPage: 12, columns: 3, avatar: true, avatarSize: 64,
      showBio: true, showEmail: true, showPhone: false, showAddress: false, profileFields: ['company', 'motto'],
    },
  },
  {
    title: 'Active Gold and Silver members',
    searchLabel: 'Search active gold and silver members',
    prefix: 'wcm_dir2_',
    settings: {
      membershipPlans: [1, 2], membershipStatus: ['active'], perPage: 6, columns: 2, avatar: false, avatarSize: 100,
      showBio: false, showEmail: false, showPhone: true, showAddress: true, profileFields: ['favourite-colour', 'website'],
    },
  },
];

/** The platform's words (wc_memberships_blocks_common.keywords), printed once in the page settings. */
export const DIRECTORY_KEYWORDS = {
  plan: 'Plan',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  search_not_found: 'We didn’t find any members. Please try a different search or check for typos.',
  results_not_found: 'No records found...',
};

/** The words in the visitor's language, as the platform localizes them for its script. */
function directoryKeywords(): typeof DIRECTORY_KEYWORDS {
  const k = DIRECTORY_KEYWORDS;
  return { plan: t(k.plan), email: t(k.email), phone: t(k.phone), address: t(k.address), search_not_found: t(k.search_not_found), results_not_found: t(k.results_not_found) };
}

/** A list parameter as the element writes it (comma list) or as a GET form sends it (repeated). */
function listParam(url: URL, key: string): string[] {
  return url.searchParams.getAll(key).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

function pageParam(url: URL, key: string): number {
  const page = Number(url.searchParams.get(key));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function linkTo(url: URL, prefix: string, page: number): string {
  const next = new URL(url);
  if (page > 1) next.searchParams.set(`${prefix}page`, String(page));
  else next.searchParams.delete(`${prefix}page`);
  return `${next.pathname}${next.search}`;
}

function card(row: MemberRow, s: BlockSettings, words: typeof DIRECTORY_KEYWORDS): string {
  const c = row.customer_data;
  const name = `${c.first_name} ${c.last_name}`.trim();
  const line = (label: string, value: string, extra = '') => `<div class="info-box${extra}"><label>${esc(label)}: </label><span>${esc(value)}</span></div>`;
  const avatar = s.avatar && /^\/[^/]/.test(c.avatar)
    ? `<img src="${esc(c.avatar)}" alt="${esc(t('Photo of %s', name))}" width="${s.avatarSize}" height="${s.avatarSize}" loading="lazy" style="width:${s.avatarSize}px">`
    : '';
  return `<div class="wcm-directory-member-wrapper"><div class="wcm-directory-member">${avatar}<h4>${esc(name)}</h4>`
    + (s.showBio && c.bio ? `<div class="bio-box">${esc(c.bio)}</div>` : '')
    + line(words.plan, row.plan_name)
    + (s.showEmail && c.user_email ? line(words.email, c.user_email) : '')
    + (s.showPhone && c.phone ? line(words.phone, c.phone) : '')
    + (s.showAddress && c.address ? line(words.address, c.address) : '')
    // The block's order of profile fields, as the element shows them.
    + s.profileFields.flatMap((slug) => row.profile_fields.filter((f) => f.slug === slug && f.value)).map((f) => line(f.name, f.value, ' profile-fields')).join('')
    + '</div></div>';
}

/** The fixtures' page: their memberships are the store's only free-trial ones (demo/db/seed.ts). */
const ESCAPING_BLOCK: Block = {
  title: 'Members with markup in their details',
  searchLabel: 'Search members with markup in their details',
  prefix: 'wcm_dir_',
  settings: {
    membershipPlans: [], membershipStatus: ['free_trial'], perPage: 12, columns: 2, avatar: true, avatarSize: 64,
    showBio: true, showEmail: true, showPhone: true, showAddress: true, profileFields: ['company', 'website', 'favourite-colour', 'motto'],
  },
};

function renderBlock(ctx: PageContext, block: Block, index: number): string {
  const { prefix, settings: s } = block;
  const search = (ctx.url.searchParams.get(`${prefix}search`) ?? '').slice(0, 200);
  const plansChosen = listParam(ctx.url, `${prefix}plan`).filter((p) => /^[a-z0-9-]{1,60}$/.test(p));
  const statusesChosen = listParam(ctx.url, `${prefix}status`).filter((v): v is MembershipStatus => (MEMBERSHIP_STATUSES as readonly string[]).includes(v));
  const page = pageParam(ctx.url, `${prefix}page`);
  const plans = ctx.db.prepare('SELECT id, name FROM membership_plans ORDER BY id').all() as Array<{ id: number; name: string }>;
  const planOptions = s.membershipPlans.length ? plans.filter((p) => s.membershipPlans.includes(p.id)) : plans;
  const statusOptions = s.membershipStatus.length ? s.membershipStatus : MEMBERSHIP_STATUSES;
  // §5.11: the visitor's choice replaces the block's own.
  const { rows, totalPages } = listMemberships(ctx.db, {
    plan: plansChosen.length ? plansChosen : s.membershipPlans.map(String),
    status: statusesChosen.length ? statusesChosen : s.membershipStatus,
    search,
    perPage: s.perPage,
    page,
  });
  const filtered = search !== '' || plansChosen.length > 0 || statusesChosen.length > 0;
  const words = directoryKeywords();
  const list = rows.length
    ? rows.map((row) => card(row, s, words)).join('')
    : `<div class="directory-placeholder-box"><p>${esc(filtered ? words.search_not_found : words.results_not_found)}</p></div>`;
  const hide = (hidden: boolean) => (hidden ? ' style="display:none"' : '');
  const id = `wcm-directory-${index + 1}`;
  return `<section class="demo-directory" aria-labelledby="${id}-title">
<h2 id="${id}-title">${esc(t(block.title))}</h2>
<member-directory${prefix === 'wcm_dir_' ? '' : ` param-prefix="${esc(prefix)}"`}>
<div class="wc-memberships-directory-container wcm-directory-front-end alignwide" data-directory-id="${id}" data-directory-data="${esc(JSON.stringify(s))}">
  <div class="wmc-loader" role="presentation"><div class="wcm-spinner"><div></div><div></div><div></div><div></div></div></div>
  <form class="wcm-directory-form" method="get" action="${esc(ctx.url.pathname)}" role="search" aria-label="${esc(t(block.searchLabel))}">
  <div class="wc-memberships-directory-filter-wrapper">
    <div class="search-wrapper">
      <input type="text" name="${prefix}search" value="${esc(search)}" placeholder="${t('Search...')}" aria-label="${t('Search members by name or e-mail')}" class="wcm-input wcm-search-input">
      <input type="submit" class="wcm-btn wcm-search-btn" value="${t('Search')}">
    </div>
    <div class="filter-wrapper">
      <select name="${prefix}plan" class="wcm-select wcm-input wcm-plans" multiple data-placeholder="${t('All Plans')}" aria-label="${t('Plans')}">
        <option value="">${t('All Plans')}</option>
        ${planOptions.map((p) => `<option value="${p.id}"${plansChosen.includes(String(p.id)) ? ' selected' : ''}>${esc(p.name)}</option>`).join('')}
      </select>
      <select name="${prefix}status" class="wcm-select wcm-input wcm-status" multiple data-placeholder="${t('All Statuses')}" aria-label="${t('Statuses')}">
        <option value="">${t('All Statuses')}</option>
        ${statusOptions.map((v) => `<option value="${v}"${statusesChosen.includes(v) ? ' selected' : ''}>${esc(t(STATUS_LABELS[v]))}</option>`).join('')}
      </select>
      <input type="submit" class="wcm-btn wcm-filter-btn" value="${t('Filter')}">
    </div>
  </div>
  </form>
  <div class="wcm-directory-list-wrapper columns-${s.columns}">${list}</div>
  <div class="wcm-pagination-wrapper" role="navigation" aria-label="${esc(t('%s: pages', t(block.title)))}" data-current-page="${page}" data-total-pages="${totalPages}" data-per-page="${s.perPage}"${hide(totalPages === 0)}>
    <a href="${esc(linkTo(ctx.url, prefix, page - 1))}" class="wcm-pagination previous"${hide(page <= 1)}>&#8592; <span>${t('Previous')}</span></a>
    <a href="${esc(linkTo(ctx.url, prefix, page + 1))}" class="wcm-pagination next"${hide(page >= totalPages)}><span>${t('Next')}</span> &#8594;</a>
  </div>
</div>
</member-directory>
</section>`;
}

export const memberDirectoryPage: Page = {
  path: '/demo/member-directory/',
  tag: 'member-directory',
  title: 'Member directory',
  description: 'Members find each other by name or e-mail and narrow the list by plan and status, page by page; Back and Forward and shared links keep their place.',
  render(ctx) {
    return {
      title: t('Member directory'),
      bodyClass: ['page', 'member-directory'],
      settings: { member_directory_keywords: directoryKeywords() },
      body: `<link rel="stylesheet" href="/demo-assets/member-directory.css">
<h1>${t('Member directory')}</h1>
<p class="demo-directory-intro">${t('Find other members by name or e-mail, or narrow the list by plan and status.')}</p>
${BLOCKS.map((block, i) => renderBlock(ctx, block, i)).join('\n')}`,
    };
  },
};

export const memberEscapingPage: Page = {
  path: '/demo/member-directory/escaping/',
  tag: 'member-directory',
  title: 'Member details with markup',
  description: 'Members whose names, bios and profile fields hold HTML and script, an avatar URL that is refused, and empty contact fields: shown as text or left out.',
  render(ctx) {
    return {
      title: t('Member details with markup'),
      bodyClass: ['page', 'member-directory'],
      settings: { member_directory_keywords: directoryKeywords() },
      body: `<link rel="stylesheet" href="/demo-assets/member-directory.css">
<h1>${t('Member details with markup')}</h1>
<p class="demo-directory-intro">${t('A check page, not part of the shop: these members\' names, bios and profile fields hold HTML and script, one avatar URL is %1$s and some contact fields are empty. Every value must show as plain text or be left out, and nothing may run. The %2$s lists them among everyone else (search for &ldquo;Markup&rdquo;).', '<code>javascript:</code>', `<a href="/demo/member-directory/">${t('member directory')}</a>`)}</p>
${renderBlock(ctx, ESCAPING_BLOCK, 0)}`,
    };
  },
};
