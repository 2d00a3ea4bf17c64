/**
 * The page registry. Each page is `{ path, tag, title, description, render }`; the home page lists every
 * registered page that is not `unlisted`, on the shelf `home-shelves.ts` gives it. To add a page: write
 * `pages/<name>.ts` exporting a Page, add it to `pages` below and give it a card on a shelf.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { loadCart, syncCartCookies } from '../lib/cart.ts';
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import { nonceFor } from '../lib/session.ts';
import { handlePageActions } from './actions.ts';
import { takeNotices, type PageContext, type PageResult } from './context.ts';
import { renderLayout } from './layout.ts';
import { categoryPage, escapingPage, renderListing, shopPage } from './shop.ts';
import { productPage } from './product.ts';
import { cartPage } from './cart.ts';
import { checkoutPage } from './checkout.ts';
import { accountPage } from './account.ts';
import { shopElementPages } from './shop-elements.ts';
import { variationPages } from './variations-pages.ts';
import { productTablePages } from './product-table-pages.ts';
import { wishlistPages } from './product-table-wishlist.ts';
import { productTableCsvPages } from './product-table-csv.ts';
import { productTableMediaPage } from './product-table-media.ts';
import { memberDirectoryPage, memberEscapingPage } from './member-directory.ts';
import { lightboxPage } from './lightbox.ts';
import { coursePage } from './course.ts';
import { forumPages } from './forum.ts';
import { integrationPages } from './integrations.ts';
import { homeShelves } from './home-shelves.ts';

export interface Page {
  /** The URL the home page links to. */
  path: string;
  /** Route pattern when it differs from `path` (e.g. `/product/:slug/`). */
  route?: string;
  /** The element the page shows (the home link carries it as data-demo). */
  tag: string;
  title: string;
  description: string;
  methods?: Array<'GET' | 'POST'>;
  /** A route of the store that the home page does not list (it is reached from other pages). */
  unlisted?: boolean;
  /** Other elements the page shows, each with a home link of its own (to `#fragment` of the page). */
  alsoShows?: Array<{ tag: string; fragment: string }>;
  render(ctx: PageContext): PageResult | Response | Promise<PageResult | Response>;
}

export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; report-uri /__demo/csp-report";

export const homePage: Page = {
  path: '/',
  tag: 'storefront-home',
  title: 'Home',
  description: 'Every demo page, grouped by what a shopper does there.',
  render(ctx) {
    // The platform answers a product search anywhere on the site (`/?s=…&post_type=product`).
    if ((ctx.url.searchParams.get('s') ?? '').trim() !== '') {
      return renderListing(ctx, { basePath: '/', title: t('Shop'), bodyClass: ['archive', 'post-type-archive-product'] });
    }
    const shelves = homeShelves(pages.filter((p) => p !== homePage)).map((shelf) => `<section class="demo-shelf" aria-labelledby="shelf-${esc(shelf.id)}">
<h2 id="shelf-${esc(shelf.id)}">${esc(shelf.heading)}</h2>
<p class="demo-shelf-intro">${esc(shelf.intro)}</p>
<ul class="demo-pages">
${shelf.cards.map((card) => `<li class="demo-page"><a href="${esc(card.href)}" data-demo="${esc(card.tag)}">${esc(card.name)}</a><p>${esc(card.blurb)}</p><code>&lt;${esc(card.tag)}&gt;</code></li>`).join('\n')}
</ul>
</section>`).join('\n');
    return {
      title: '',
      bodyClass: ['home'],
      body: `<div class="demo-hero">
<h1>${t('A small shop, built from storefront elements')}</h1>
<p>${t("Clothes, homeware, books and games on a real database, in the platform's own markup. Every page works without JavaScript; the elements add what a shopper expects today: a cart that updates in place, instant search, galleries, a forum that answers without reloading.")}</p>
<p><a class="button" href="/shop/">${t('Visit the shop')}</a> <a class="button demo-button-quiet" href="/demo/product-table/order-form/">${t('Order in bulk')}</a></p>
</div>
${shelves}
<section class="demo-shelf demo-switches-shelf" aria-labelledby="shelf-switches">
<h2 id="shelf-switches">${t('Demo switches')}</h2>
<p class="demo-shelf-intro">${t('For trying the elements out: settings, faults and sign-in for this browser only.')}</p>
<ul class="demo-switches">
<li><a href="/__demo/settings?cart_redirect_after_add=yes">${t('Redirect to the cart after add')}</a> · <a href="/__demo/settings?cart_redirect_after_add=no">${t('stay on the page')}</a></li>
<li><a href="/__demo/fault?set=slow">${t('Slow API calls')}</a> · <a href="/__demo/fault?set=500">HTTP 500</a> · <a href="/__demo/fault?set=malformed">${t('malformed JSON')}</a> · <a href="/__demo/fault?clear=1">${t('no faults')}</a></li>
<li><a href="/__demo/consent?set=yes">${t('Allow cookies and tracking')}</a> · <a href="/__demo/consent?set=no">${t('decline')}</a> ${t('(cart recovery, order attribution)')}</li>
<li><a href="/__demo/login?user=demo&amp;redirect=/my-account/">${t('Sign in as demo')}</a> · <a href="/__demo/logout">${t('sign out')}</a></li>
<li><a href="/?csp=strict">${t('This page under a strict CSP')}</a></li>
</ul>
</section>`,
    };
  },
};

export const pages: Page[] = [homePage, shopPage, categoryPage, productPage, cartPage, checkoutPage, accountPage];
pages.push(...shopElementPages);
pages.push(...variationPages);
pages.push(escapingPage);
pages.push(...productTablePages);
pages.push(...wishlistPages);
pages.push(...productTableCsvPages);
pages.push(productTableMediaPage);
pages.push(memberDirectoryPage, memberEscapingPage);
pages.push(lightboxPage);
pages.push(coursePage);
pages.push(...forumPages);
pages.push(...integrationPages);

export function mountPages(app: Hono<AppEnv>): void {
  for (const page of pages) {
    const methods = page.methods ?? ['GET'];
    app.on(methods, page.route ?? page.path, async (c) => {
      if (c.req.query('csp') === 'strict') c.header('Content-Security-Policy', STRICT_CSP);
      // The same policy reported, not enforced: a page runs as served and says what the policy would block.
      else if (c.req.query('csp') === 'report-only') c.header('Content-Security-Policy-Report-Only', STRICT_CSP);
      const action = await handlePageActions(c);
      if (action) return action;
      const { db } = c.get('state');
      const session = c.get('session');
      const ctx: PageContext = {
        c, db, session,
        url: new URL(c.req.url),
        params: c.req.param() as Record<string, string>,
        cart: loadCart(db, session.id),
        nonce: (a) => nonceFor(c, a),
        notices: [],
      };
      const result = await page.render(ctx);
      if (result instanceof Response) return result;
      ctx.notices = takeNotices(c);
      syncCartCookies(c, ctx.cart);
      c.header('Cache-Control', 'no-store');
      return c.html(renderLayout(ctx, result), result.status ?? 200);
    });
  }
}
