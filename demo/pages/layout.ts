/** The page shell every demo page shares: head, settings JSON, header with mini cart, notices. */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SETTINGS_MESSAGES } from '../../src/core/messages/index.ts';
import { AUTO_RULES } from '../../src/elements/auto-enhance.ts';
import type { Context } from 'hono';
import { GERMAN_MESSAGES } from '../i18n/de.ts';
import { LANGUAGES, language as currentLanguage, t, type DemoLanguage } from '../i18n/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { cartContentsHtml, cartFragments, miniCartHtml } from '../lib/cart.ts';
import { esc, jsonForScript } from '../lib/render.ts';
import type { Notice, PageContext, PageResult } from './context.ts';

export const SITE_NAME = 'Storefront demo';
export const siteName = (): string => t(SITE_NAME);

export function baseSettings(ctx: PageContext): Record<string, unknown> {
  return {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    ajax_url: '/wp-admin/admin-ajax.php',
    rest_url: '/wp-json/',
    rest_nonce: ctx.nonce('wp_rest'),
    cart_url: '/cart/',
    checkout_url: '/checkout/',
    is_cart: false,
    cart_redirect_after_add: getCookie(ctx.c, 'demo_cart_redirect') === 'yes' ? 'yes' : 'no',
    i18n_view_cart: 'View cart',
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
    i18n_password_show: 'Show password',
    i18n_password_hide: 'Hide password',
    currency_symbol: '$',
    price_decimals: 2,
    price_decimal_separator: '.',
    price_thousand_separator: ',',
    price_format: '%1$s%2$s',
    // Cart recovery and order attribution record only with the visitor's consent (the demo's switch).
    language: 'en',
    allowed_to_set_cookies: demoConsent(ctx),
    order_attribution_allow_tracking: demoConsent(ctx),
    // As the plugin prints them: a visitor with an empty cart is shown it without a first read.
    ...(ctx.cart.lines.length === 0 ? { cart_fragments: cartFragments(ctx.c, ctx.cart) } : {}),
  };
}

/** The visitor allowed cookies and tracking with the demo's consent switch. */
export function demoConsent(ctx: PageContext): boolean {
  return getCookie(ctx.c, 'demo_consent') === 'yes';
}

export function noticesHtml(notices: Notice[]): string {
  const items = notices.map((n) => {
    const cls = n.type === 'error' ? 'woocommerce-error' : n.type === 'info' ? 'woocommerce-info' : 'woocommerce-message';
    return n.type === 'error'
      ? `<ul class="${cls}" role="alert"><li>${n.html}</li></ul>`
      : `<div class="${cls}" role="alert">${n.html}</div>`;
  }).join('');
  return `<shop-notices><div class="woocommerce-notices-wrapper">${items}</div></shop-notices>`;
}

const LANGUAGE_COOKIE = 'demo_language';

/**
 * The demo's language switch: `?lang=de` (kept in a cookie until `?lang=en`) shows the store in German:
 * its own texts, and the library's through the settings block's `messages`, as a German shop's plugin would.
 */
export function requestLanguage(c: Context<AppEnv>): DemoLanguage {
  const asked = new URL(c.req.url).searchParams.get('lang');
  if (asked === 'de') setCookie(c, LANGUAGE_COOKIE, 'de', { path: '/', sameSite: 'Lax' });
  if (asked === 'en') deleteCookie(c, LANGUAGE_COOKIE, { path: '/' });
  if (asked === 'de' || asked === 'en') return asked;
  return getCookie(c, LANGUAGE_COOKIE) === 'de' ? 'de' : 'en';
}

/**
 * The settings block in the visitor's language. In German the platform's English texts
 * (`i18n_view_cart` …, the directory's keywords, the name-your-price templates) are left out, as a
 * German store would print its own, and the library's messages take their place.
 */
export function languageSettings(settings: Record<string, unknown>, language: DemoLanguage): Record<string, unknown> {
  if (language === 'en') return settings;
  const german: Record<string, unknown> = { ...settings, language: 'de', messages: GERMAN_MESSAGES };
  for (const key of [...Object.keys(SETTINGS_MESSAGES), 'member_directory_keywords', 'nyp_error_message_templates']) delete german[key];
  return german;
}

function languageSwitch(ctx: PageContext, language: DemoLanguage): string {
  const link = (code: DemoLanguage) => {
    const url = new URL(ctx.url);
    url.searchParams.set('lang', code);
    const current = code === language ? ' aria-current="true"' : '';
    return `<li><a href="${esc(url.pathname + url.search)}" hreflang="${code}" lang="${code}"${current}>${LANGUAGES[code]}</a></li>`;
  };
  return `<nav class="demo-language" aria-label="Language / Sprache"><ul>${link('en')}${link('de')}</ul></nav>`;
}

const MARKUP_COOKIE = 'demo_markup';
const AUTO_TAGS = new RegExp(`</?(?:${[...new Set(AUTO_RULES.map((rule) => rule.tag))].join('|')})(?:\\s[^>]*)?>`, 'g');

/**
 * `?markup=platform` (kept in a cookie until `?markup=tags`) shows the store as a theme that prints
 * only the platform's markup would: the tags automatic mode places itself are left out, and the
 * page loads dist/auto.js instead of the drop-in file.
 */
function platformMarkup(ctx: PageContext): boolean {
  const asked = ctx.url.searchParams.get('markup');
  if (asked === 'platform') setCookie(ctx.c, MARKUP_COOKIE, 'platform', { path: '/', sameSite: 'Lax' });
  if (asked === 'tags') deleteCookie(ctx.c, MARKUP_COOKIE, { path: '/' });
  return asked ? asked === 'platform' : getCookie(ctx.c, MARKUP_COOKIE) === 'platform';
}

export function renderLayout(ctx: PageContext, page: PageResult): string {
  const html = renderPage(ctx, page);
  if (!platformMarkup(ctx)) return html;
  return html
    // The header cart's box is the theme's own in such a theme: a div where the tag was.
    .replace(/<shop-mini-cart class="site-header-cart"[^>]*>([\s\S]*?)<\/shop-mini-cart>/, '<div class="site-header-cart">$1</div>')
    .replace(AUTO_TAGS, '')
    .replace('<script type="module" src="/dist/storefront-elements.js"></script>', '<script type="module" src="/dist/auto.js"></script>')
    .replace(`<a href="?markup=platform">${t('Show the theme markup only (automatic mode)')}</a>`, `<a href="?markup=tags">${t('Show the page with its tags')}</a>`);
}

function renderPage(ctx: PageContext, page: PageResult): string {
  const language = currentLanguage();
  const settings = languageSettings({ ...baseSettings(ctx), ...(page.settings ?? {}) }, language);
  const title = page.title ? `${page.title} – ${siteName()}` : siteName();
  const bodyClass = ['woocommerce', 'woocommerce-page', ...(page.bodyClass ?? [])];
  if (ctx.session.userId) bodyClass.push('logged-in');
  const removeNonce = ctx.nonce('woocommerce-cart');
  // `?cached=1` plays a full-page cache: the header shows the empty cart it was stored with,
  // and the mini cart re-reads the visitor's own cart on load.
  const cached = ctx.url.searchParams.get('cached') === '1';
  const headerCart = cached ? { lines: [], count: 0, subtotal: 0, hash: '' } : ctx.cart;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/demo-assets/demo.css">
<link rel="icon" href="/demo-assets/placeholder.svg" type="image/svg+xml">
<script type="application/json" id="storefront-settings">${jsonForScript(settings)}</script>
<script type="module" src="/dist/storefront-elements.js"></script>
</head>
<body class="${esc(bodyClass.join(' '))}">
<a class="skip-link screen-reader-text" href="#main">${t('Skip to content')}</a>
<header class="site-header">
  <a class="site-title" href="/">${esc(siteName())}</a>
  <nav class="site-nav" aria-label="${t('Main')}">
    <ul>
      <li><a href="/shop/">${t('Shop')}</a></li>
      <li><a href="/cart/">${t('Cart')}</a></li>
      <li><a href="/checkout/">${t('Checkout')}</a></li>
      <li><a href="/my-account/">${t('My account')}</a></li>
    </ul>
  </nav>
  <form role="search" method="get" class="woocommerce-product-search" action="/">
    <label class="screen-reader-text" for="woocommerce-product-search-field-0">${t('Search for:')}</label>
    <input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="${t('Search products&hellip;')}" value="${esc(ctx.url.searchParams.get('s') ?? '')}" name="s">
    <button type="submit" value="${t('Search')}">${t('Search')}</button>
    <input type="hidden" name="post_type" value="product">
  </form>
  ${languageSwitch(ctx, language)}
  <shop-mini-cart class="site-header-cart"${cached ? ' refresh-on-load' : ''}>
    ${cartContentsHtml(headerCart)}
    <div class="widget woocommerce widget_shopping_cart">${miniCartHtml(headerCart, removeNonce)}</div>
  </shop-mini-cart>
</header>
<main id="main" class="site-main">
${noticesHtml(ctx.notices)}
${page.body}
</main>
<footer class="site-footer"><p>${t('%s: a reference store for storefront-elements.', esc(siteName()))} <a href="/__demo/state">${t('Session state')}</a> · <a href="?markup=platform">${t('Show the theme markup only (automatic mode)')}</a></p></footer>
</body>
</html>
`;
}
