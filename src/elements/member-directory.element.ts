import { MemberDirectory } from '../react/member-directory/MemberDirectory.tsx';
import { DIRECTORY } from '../core/timings/index.ts';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'member-directory',
  enhances: '.wc-memberships-directory-container',
  holds: { click: '.wcm-search-btn, .wcm-filter-btn, a.wcm-pagination', submit: 'form' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Prefix of the query-string parameters that hold the directory's state. Default "wcm_dir_". */
  paramPrefix: attr.string(DIRECTORY.urlPrefix),
  /**
   * JSON object of shop settings over the page settings (`rest_url`, `rest_nonce`,
   * `member_directory_keywords`). Invalid fields log an error and use the page setting.
   */
  settings: settingsAttribute(),
};

/**
 * Public member directory of a paid-membership store (SPEC §2.8, §3.14, §3.15, §4.22, §5.11,
 * §7.13). Wrap the block the platform prints (`.wc-memberships-directory-container` with its
 * settings JSON in `data-directory-data`); its class names stay, so theme CSS keeps working.
 *
 * The element reads the block's settings (membershipPlans, membershipStatus, perPage, showBio,
 * showEmail, showPhone, showAddress, avatar, avatarSize, profileFields; a malformed value is
 * reported in the console and the platform default used), then lists the members with
 * `GET {rest_url}wc/v4/memberships/members` (header X-WP-Nonce = the page setting `rest_nonce`;
 * query customer_data, per_page, wc_memberships_block, plan, status, search, page). The
 * visitor's plans and statuses replace the block's own. A newer request cancels an older one.
 *
 * Markup read: `input.wcm-search-input` and `.wcm-search-btn`; `select.wcm-plans` and
 * `select.wcm-status` (multiple; shown as a button that opens a group of checkboxes, the select
 * kept in step but hidden; its `data-placeholder` is the "nothing chosen" text); `.wcm-filter-btn`;
 * `.wcm-directory-list-wrapper` (cards `.wcm-directory-member-wrapper` are rendered into it, every
 * value as text; what the server printed there stays until the first answer); `.wmc-loader`
 * (shown during a call, with `aria-busy` on the list); `.wcm-pagination-wrapper` with
 * `a.wcm-pagination.previous` and `a.wcm-pagination.next`. A `<form>` around the controls (for
 * pages without JavaScript) is not submitted: the element handles it.
 *
 * State lives in the query string: `{prefix}search`, `{prefix}plan` and `{prefix}status` (comma
 * lists), `{prefix}page` (left out on page 1). Each change is one history entry, a page loaded with
 * them starts there, Back and Forward restore the list. Two directories on one page: the first
 * keeps the parameters; a second with the same prefix keeps its state out of the address bar (and
 * says so in the console) unless it has a `param-prefix` of its own.
 *
 * Words (page setting `member_directory_keywords`, or the element's `settings`): `plan`, `email`,
 * `phone`, `address`, `search_not_found` (an empty list with a filter or search),
 * `results_not_found` (an empty list without), `results_count` (read to screen readers:
 * `%1$s` members, page `%2$s` of `%3$s`), `avatar_alt` (`%s` the name), `plans_legend`,
 * `statuses_legend`. A failed call is written to the console only; the list shown stays usable.
 *
 * Keyboard: Enter in the search box searches; the plan and status buttons open with Enter or
 * Space, Tab moves through the checkboxes, Escape closes and returns to the button.
 *
 * ```html
 * <member-directory>
 *   <div class="wc-memberships-directory-container wcm-directory-front-end"
 *        data-directory-data='{"membershipPlans":[],"membershipStatus":["active"],"perPage":12,"avatar":true,"avatarSize":64,"showBio":true,"showEmail":true,"showPhone":false,"showAddress":false,"profileFields":["company"]}'>
 *     <div class="wmc-loader"><div class="wcm-spinner"></div></div>
 *     <div class="wc-memberships-directory-filter-wrapper">
 *       <div class="search-wrapper">
 *         <input type="text" class="wcm-input wcm-search-input" aria-label="Search members">
 *         <input type="button" class="wcm-btn wcm-search-btn" value="Search">
 *       </div>
 *       <div class="filter-wrapper">
 *         <select class="wcm-select wcm-input wcm-plans" multiple data-placeholder="All Plans">
 *           <option value="">All Plans</option><option value="1">Gold</option>
 *         </select>
 *         <select class="wcm-select wcm-input wcm-status" multiple data-placeholder="All Statuses">
 *           <option value="">All Statuses</option><option value="active">Active</option>
 *         </select>
 *         <input type="button" class="wcm-btn wcm-filter-btn" value="Filter">
 *       </div>
 *     </div>
 *     <div class="wcm-directory-list-wrapper columns-2"><div class="directory-placeholder-box"></div></div>
 *     <div class="wcm-pagination-wrapper" data-current-page="1" data-total-pages="1">
 *       <a href="#" class="wcm-pagination previous">← <span>Previous</span></a>
 *       <a href="#" class="wcm-pagination next"><span>Next</span> →</a>
 *     </div>
 *   </div>
 * </member-directory>
 * ```
 *
 * @tagname member-directory
 * @summary Member directory block: filters, search, pagination and member cards from the REST list call.
 * @fires shop-member-directory-loaded - A list arrived and is shown (state, total, total pages, count).
 * @fires shop-request-failed - The list call failed (`call: 'memberships_members'`); the list shown stays.
 * @cssprop --shop-popup-background - Background of the plan and status choices when open. Default `Canvas`.
 * @cssprop --shop-popup-text - Text colour of the open choices. Default `CanvasText`.
 * @cssprop --shop-popup-border-color - Border colour of the open choices. Default `#8c8f94`.
 * @cssprop --shop-popup-radius - Corner radius of the open choices. Default `4px`.
 * @cssprop --shop-popup-shadow - Shadow of the open choices. Default `0 4px 12px rgb(0 0 0 / .15)`.
 */
export class MemberDirectoryElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: MemberDirectory,
}) {}

defineTag(declaration.tag, MemberDirectoryElement);

declare global {
  interface HTMLElementTagNameMap {
    'member-directory': MemberDirectoryElement;
  }
  interface StorefrontElementAttributes {
    'member-directory': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'member-directory': JsxAttributes<typeof attributes, MemberDirectoryElement>;
    }
  }
}
