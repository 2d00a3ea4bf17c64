/**
 * Demo pages of the smaller shop elements: result ordering, store notice, coming-soon banner,
 * notices, video embeds and the global product search form. Each page is plain server HTML
 * (it works without JavaScript); the elements add the behaviour.
 */
import { esc } from '../lib/render.ts';
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
    return { ...result, title: 'Shop ordering' };
  },
};

export const storeNoticePage: Page = {
  path: '/demo/store-notice/',
  tag: 'shop-store-notice',
  title: 'Store notice',
  description: 'A store-wide notice with a dismiss link; dismissal sets the cookie store_notice{id}=hidden and survives reloads. ?notice=<id> shows a new notice.',
  render(ctx) {
    const id = (ctx.url.searchParams.get('notice') ?? 'a1b2c3').replace(/[^a-z0-9]/gi, '').slice(0, 32) || 'a1b2c3';
    const body = `<h1>Store notice</h1>
<shop-store-notice><p class="woocommerce-store-notice demo_store" data-notice-id="${esc(id)}">Free shipping on every order this week! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></shop-store-notice>
<p>Notice id: <code class="demo-notice-id">${esc(id)}</code>. Cookie: <code>store_notice${esc(id)}=hidden</code> once dismissed.</p>
<p><a href="/demo/store-notice/?notice=${esc(`${id}x`)}">Show a new notice (new id)</a></p>`;
    return { title: 'Store notice', body };
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
        title: 'Coming-soon banner',
        body: `<h1>Coming-soon banner</h1><p class="demo-signed-out">The banner is shown to signed-in users only. <a href="/__demo/login?user=demo&amp;redirect=/demo/coming-soon/">Sign in as demo</a>.</p>`,
      };
    }
    const nonce = ctx.nonce('wp_rest');
    const dismissed = bannerDismissed(ctx);
    const banner = dismissed
      ? '<p class="demo-banner-state">The banner was dismissed (user meta <code>coming_soon_banner_dismissed = yes</code>).</p>'
        + '<form method="post" action="/demo/coming-soon/"><button type="submit" class="button">Show the banner again</button></form>'
      : `<shop-coming-soon-banner><div class="woocommerce-coming-soon-banner" id="coming-soon-footer-banner"><div class="woocommerce-coming-soon-banner-container">
<p>This store is in &ldquo;coming soon&rdquo; mode and is only visible to you and other store staff.</p>
<a href="/wp-json/wp/v2/users/me" class="coming-soon-footer-banner-dismiss" role="button" aria-label="Dismiss the coming-soon banner" data-rest-url="/wp-json/wp/v2/users/me" data-nonce="${esc(nonce)}">&times;</a>
</div></div></shop-coming-soon-banner>`;
    return {
      title: 'Coming-soon banner',
      body: `<h1>Coming-soon banner</h1><p>REST nonce of this page: <code class="demo-rest-nonce">${esc(nonce)}</code></p>${banner}`,
    };
  },
};

const NOTICE_KINDS: Record<string, string> = {
  error: '<ul class="woocommerce-error" role="alert"><li><strong>Billing e-mail</strong> is not a valid e-mail address.</li></ul>',
  message: '<div class="woocommerce-message" role="alert">&ldquo;Beanie&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a></div>',
  info: '<div class="woocommerce-info">No products were found matching your selection.</div>',
};

export const noticesPage: Page = {
  path: '/demo/notices/',
  tag: 'shop-notices',
  title: 'Notices',
  description: 'A notice area far down the page: it scrolls into view (100 px above, 1 s) and the first alert takes focus after 500 ms. ?show=error,message,info picks the notices.',
  render(ctx) {
    const show = (ctx.url.searchParams.get('show') ?? 'error,message').split(',').filter((k) => k in NOTICE_KINDS);
    const links = Object.keys(NOTICE_KINDS).map((k) => `<a href="/demo/notices/?show=${k}">${k}</a>`).join(' · ');
    const filler = Array.from({ length: 12 }, (_, i) => `<p class="demo-filler">Paragraph ${i + 1} of text above the notices, so that the page has to scroll to reach them.</p>`).join('\n');
    const body = `<h1>Notices</h1><p>Show: ${links} · <a href="/demo/notices/?show=error,message,info">all</a></p>
<div class="demo-tall" style="min-height: 120vh">${filler}</div>
<shop-notices><div class="woocommerce-notices-wrapper">${show.map((k) => NOTICE_KINDS[k]).join('')}</div></shop-notices>
<p>Content after the notices.</p><div style="min-height: 100vh"></div>`;
    return { title: 'Notices', body };
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
    const body = `<h1>Video embeds</h1>
<p>No network needed: the players are local stand-ins named by <code>data-video-provider</code>.</p>
<shop-video>
<h2>YouTube-sized (560×315)</h2>
<iframe class="demo-youtube" data-video-provider="youtube" width="560" height="315" title="Product video (YouTube stand-in)" srcdoc="${esc(player('YouTube stand-in', 560, 315))}"></iframe>
<h2>Vimeo-sized (640×360)</h2>
<iframe class="demo-vimeo" data-video-provider="vimeo" width="640" height="360" title="Product video (Vimeo stand-in)" srcdoc="${esc(player('Vimeo stand-in', 640, 360))}"></iframe>
<h2>&lt;video&gt; (4:3)</h2>
<video class="demo-video" width="640" height="480" controls preload="none" poster="/demo-assets/placeholder.svg"></video>
</shop-video>`;
    return { title: 'Video embeds', body };
  },
};

function categoryOptions(ctx: PageContext, withUrls: boolean): string {
  const rows = ctx.db.prepare('SELECT name, slug FROM categories WHERE parent_id IS NULL ORDER BY name').all() as Array<{ name: string; slug: string }>;
  return '<option value="">All categories</option>' + rows.map((r) =>
    `<option value="${esc(r.slug)}"${withUrls ? ` data-url="${esc(categoryLink(r))}"` : ''}>${esc(r.name)}</option>`).join('');
}

function searchForm(ctx: PageContext, mode: 'category' | 'shop' | 'search', action: string, extra = ''): string {
  return `<section class="demo-search demo-search--${mode}"><h2>Mode: ${mode}</h2>
<shop-product-search mode="${mode}" prefix="${SEARCH_PREFIX}"${extra}>
<form role="search" method="get" action="${esc(action)}" class="${SEARCH_PREFIX}-global-search">
<p class="search-row"><span class="search-field-group"><label for="s-${mode}">Search products</label> <input type="search" id="s-${mode}" class="search-field" name="s" placeholder="Search products&hellip;"></span>
<span class="search-field-group"><label for="cat-${mode}">Category</label> <select id="cat-${mode}" name="${SEARCH_CATEGORY_PARAM}">${categoryOptions(ctx, mode === 'category')}</select></span>
<button type="submit" class="button">Search</button></p>
</form></shop-product-search></section>`;
}

export const productSearchPage: Page = {
  path: '/demo/product-search/',
  tag: 'shop-product-search',
  title: 'Product search',
  description: 'The global product search form in its three modes: category (the category link with ?s=), shop ({action}?s=…&wcpt_search_category=…) and search (adds post_type=product). An empty keyword in the shop form goes to the clear-redirect URL.',
  render(ctx) {
    const body = `<h1>Product search</h1>
${searchForm(ctx, 'category', '/shop/')}
${searchForm(ctx, 'shop', '/shop/', ' clear-redirect-url="/shop/"')}
${searchForm(ctx, 'search', '/')}`;
    return { title: 'Product search', body };
  },
};

export const shopElementPages: Page[] = [orderingPage, storeNoticePage, comingSoonPage, noticesPage, videoPage, productSearchPage];
