/**
 * Demo pages of the smaller shop elements: result ordering, store notice, coming-soon banner,
 * notices, video embeds and the global product search form. Each page is plain server HTML
 * (it works without JavaScript); the elements add the behaviour.
 */
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { PageContext, PageResult } from './context.ts';
import type { Page } from './registry.ts';
import { SEARCH_CATEGORY_PARAM, SEARCH_PREFIX, categoryLink, shopPage } from './shop.ts';

/** The listing of /shop/, reached from its own home-page entry for the ordering control. */
export const orderingPage: Page = {
  path: '/shop/ordering/',
  tag: 'shop-ordering',
  title: 'Shop ordering',
  description: 'The shop listing with its ordering dropdown: choosing an order submits the form (to /shop/?orderby=…); the result count is re-announced after load.',
  async render(ctx) {
    const result = await shopPage.render(ctx);
    if (result instanceof Response) return result;
    return { ...result, title: t('Shop ordering') };
  },
};

export const storeNoticePage: Page = {
  path: '/demo/store-notice/',
  tag: 'shop-store-notice',
  title: 'Store notice',
  description: 'A store-wide notice with a dismiss link; dismissal sets the cookie store_notice{id}=hidden and survives reloads. ?notice=<id> shows a new notice.',
  render(ctx) {
    const id = (ctx.url.searchParams.get('notice') ?? 'a1b2c3').replace(/[^a-z0-9]/gi, '').slice(0, 32) || 'a1b2c3';
    const body = `<h1>${t('Store notice')}</h1>
<shop-store-notice><p class="woocommerce-store-notice demo_store" data-notice-id="${esc(id)}">${t('Free shipping on every order this week!')} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">${t('Dismiss')}</a></p></shop-store-notice>
<p>${t('Notice id: %1$s. Cookie: %2$s once dismissed.', `<code class="demo-notice-id">${esc(id)}</code>`, `<code>store_notice${esc(id)}=hidden</code>`)}</p>
<p><a href="/demo/store-notice/?notice=${esc(`${id}x`)}">${t('Show a new notice (new id)')}</a></p>`;
    return { title: t('Store notice'), body };
  },
};

function bannerDismissed(ctx: PageContext): boolean {
  const row = ctx.db.prepare('SELECT value FROM user_meta WHERE user_id = ? AND key = ?')
    .get(ctx.session.userId, 'woocommerce_meta_coming_soon_banner_dismissed') as { value: string } | undefined;
  return row?.value === 'yes';
}

export const comingSoonPage: Page = {
  path: '/demo/coming-soon/',
  tag: 'shop-coming-soon-banner',
  title: 'Coming-soon banner',
  description: 'The "coming soon" footer banner for a signed-in user: dismissing saves user meta over REST (X-WP-Nonce); once dismissed the server no longer prints it.',
  methods: ['GET', 'POST'],
  render(ctx): PageResult | Response {
    if (ctx.c.req.method === 'POST' || ctx.url.searchParams.get('reset') === '1') {
      // Show the banner again (demo only): clear the user meta. `?reset=1` does the same for test steps.
      if (ctx.session.userId) {
        ctx.db.prepare('DELETE FROM user_meta WHERE user_id = ? AND key = ?')
          .run(ctx.session.userId, 'woocommerce_meta_coming_soon_banner_dismissed');
      }
      return ctx.c.redirect('/demo/coming-soon/', 303);
    }
    if (!ctx.session.userId) {
      return {
        title: t('Coming-soon banner'),
        body: `<h1>${t('Coming-soon banner')}</h1><p class="demo-signed-out">${t('The banner is shown to signed-in users only.')} <a href="/__demo/login?user=demo&amp;redirect=/demo/coming-soon/">${t('Sign in as demo')}</a>.</p>`,
      };
    }
    const nonce = ctx.nonce('wp_rest');
    const dismissed = bannerDismissed(ctx);
    const banner = dismissed
      ? `<p class="demo-banner-state">${t('The banner was dismissed (user meta %s).', '<code>coming_soon_banner_dismissed = yes</code>')}</p>`
        + `<form method="post" action="/demo/coming-soon/"><button type="submit" class="button">${t('Show the banner again')}</button></form>`
      : `<shop-coming-soon-banner><div class="woocommerce-coming-soon-banner" id="coming-soon-footer-banner"><div class="woocommerce-coming-soon-banner-container">
<p>${t('This store is in &ldquo;coming soon&rdquo; mode and is only visible to you and other store staff.')}</p>
<a href="/wp-json/wp/v2/users/me" class="coming-soon-footer-banner-dismiss" role="button" aria-label="${t('Dismiss the coming-soon banner')}" data-rest-url="/wp-json/wp/v2/users/me" data-nonce="${esc(nonce)}">&times;</a>
</div></div></shop-coming-soon-banner>`;
    return {
      title: t('Coming-soon banner'),
      body: `<h1>${t('Coming-soon banner')}</h1><p>${t('REST nonce of this page: %s', `<code class="demo-rest-nonce">${esc(nonce)}</code>`)}</p>${banner}`,
    };
  },
};

/** The notices the page can show, by the name `?show=` gives them; each written when the page is rendered. */
const NOTICE_KINDS: Record<string, () => string> = {
  error: () => `<ul class="woocommerce-error" role="alert"><li>${t('%s is not a valid e-mail address.', `<strong>${t('Billing e-mail')}</strong>`)}</li></ul>`,
  message: () => `<div class="woocommerce-message" role="alert">${t('%s has been added to your cart.', t('&ldquo;%s&rdquo;', 'Beanie'))} <a href="/cart/" class="button wc-forward">${t('View cart')}</a></div>`,
  info: () => `<div class="woocommerce-info">${t('No products were found matching your selection.')}</div>`,
};

/** The names of the notice kinds on the page's links. */
const NOTICE_KIND_NAMES: Record<string, string> = { error: 'error', message: 'message', info: 'info' };

export const noticesPage: Page = {
  path: '/demo/notices/',
  tag: 'shop-notices',
  title: 'Notices',
  description: 'A notice area far down the page: it scrolls into view (100 px above, 1 s) and the first alert takes focus after 500 ms. ?show=error,message,info picks the notices.',
  render(ctx) {
    const show = (ctx.url.searchParams.get('show') ?? 'error,message').split(',').filter((k) => k in NOTICE_KINDS);
    const links = Object.keys(NOTICE_KINDS).map((k) => `<a href="/demo/notices/?show=${k}">${t(NOTICE_KIND_NAMES[k]!)}</a>`).join(' · ');
    const filler = Array.from({ length: 12 }, (_, i) => `<p class="demo-filler">${t('Paragraph %d of text above the notices, so that the page has to scroll to reach them.', i + 1)}</p>`).join('\n');
    const body = `<h1>${t('Notices')}</h1><p>${t('Show:')} ${links} · <a href="/demo/notices/?show=error,message,info">${t('all')}</a></p>
<div class="demo-tall" style="min-height: 120vh">${filler}</div>
<shop-notices><div class="woocommerce-notices-wrapper">${show.map((k) => NOTICE_KINDS[k]!()).join('')}</div></shop-notices>
<p>${t('Content after the notices.')}</p><div style="min-height: 100vh"></div>`;
    return { title: t('Notices'), body };
  },
};

function player(label: string, width: number, height: number): string {
  return `<!doctype html><style>html,body{margin:0;height:100%;background:#111;color:#eee;font:16px system-ui;display:grid;place-items:center}</style><p>${label} ${width}×${height}</p>`;
}

export const videoPage: Page = {
  path: '/demo/video/',
  tag: 'shop-video',
  title: 'Video embeds',
  description: 'Responsive embeds (local stand-ins for YouTube and Vimeo players and a <video>): sized at their aspect ratio; at 767 px or less they also fit the window height.',
  render() {
    const body = `<h1>${t('Video embeds')}</h1>
<p>${t('No network needed: the players are local stand-ins named by %s.', '<code>data-video-provider</code>')}</p>
<shop-video>
<h2>${t('YouTube-sized (%s)', '560×315')}</h2>
<iframe class="demo-youtube" data-video-provider="youtube" width="560" height="315" title="${t('Product video (YouTube stand-in)')}" srcdoc="${esc(player(t('YouTube stand-in'), 560, 315))}"></iframe>
<h2>${t('Vimeo-sized (%s)', '640×360')}</h2>
<iframe class="demo-vimeo" data-video-provider="vimeo" width="640" height="360" title="${t('Product video (Vimeo stand-in)')}" srcdoc="${esc(player(t('Vimeo stand-in'), 640, 360))}"></iframe>
<h2>&lt;video&gt; (4:3)</h2>
<video class="demo-video" width="640" height="480" controls preload="none" poster="/demo-assets/placeholder.svg"></video>
</shop-video>`;
    return { title: t('Video embeds'), body };
  },
};

function categoryOptions(ctx: PageContext, withUrls: boolean): string {
  const rows = ctx.db.prepare('SELECT name, slug FROM categories WHERE parent_id IS NULL ORDER BY name').all() as Array<{ name: string; slug: string }>;
  return `<option value="">${t('All categories')}</option>` + rows.map((r) =>
    `<option value="${esc(r.slug)}"${withUrls ? ` data-url="${esc(categoryLink(r))}"` : ''}>${esc(r.name)}</option>`).join('');
}

function searchForm(ctx: PageContext, mode: 'category' | 'shop' | 'search', action: string, extra = ''): string {
  return `<section class="demo-search demo-search--${mode}"><h2>${t('Mode: %s', mode)}</h2>
<shop-product-search mode="${mode}" prefix="${SEARCH_PREFIX}"${extra}>
<form role="search" method="get" action="${esc(action)}" class="${SEARCH_PREFIX}-global-search">
<p class="search-row"><span class="search-field-group"><label for="s-${mode}">${t('Search products')}</label> <input type="search" id="s-${mode}" class="search-field" name="s" placeholder="${t('Search products&hellip;')}"></span>
<span class="search-field-group"><label for="cat-${mode}">${t('Category')}</label> <select id="cat-${mode}" name="${SEARCH_CATEGORY_PARAM}">${categoryOptions(ctx, mode === 'category')}</select></span>
<button type="submit" class="button">${t('Search')}</button></p>
</form></shop-product-search></section>`;
}

export const productSearchPage: Page = {
  path: '/demo/product-search/',
  tag: 'shop-product-search',
  title: 'Product search',
  description: 'The global product search form in its three modes: category (the category link with ?s=), shop ({action}?s=…&wcpt_search_category=…) and search (adds post_type=product). An empty keyword in the shop form goes to the clear-redirect URL.',
  render(ctx) {
    const body = `<h1>${t('Product search')}</h1>
${searchForm(ctx, 'category', '/shop/')}
${searchForm(ctx, 'shop', '/shop/', ' clear-redirect-url="/shop/"')}
${searchForm(ctx, 'search', '/')}`;
    return { title: t('Product search'), body };
  },
};

export const shopElementPages: Page[] = [orderingPage, storeNoticePage, comingSoonPage, noticesPage, videoPage, productSearchPage];
