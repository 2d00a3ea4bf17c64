/**
 * The home page's shelves: the demo pages grouped by what a shopper does there, each card with a
 * shopper's name and a line about it. The page's own title and description stay what the page and the
 * README say; these are the words of the showcase, written in English and put in the visitor's language
 * (`t()`) when the home page is rendered. A listed page no shelf names still gets a card, on a
 * last shelf ("More pages"), and demo/server.test.ts fails until it has a place.
 *
 * Order matters beyond looks: the reliability suite takes the first home link of a tag as that
 * element's page, so the first card of each tag is the first registered page of that tag.
 */
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

interface CardText {
  /** The page's path; with `#fragment` for an element the page names in `alsoShows`. */
  href: string;
  name: string;
  blurb: string;
}

interface ShelfText {
  id: string;
  heading: string;
  intro: string;
  cards: CardText[];
}

export interface HomeCard extends CardText {
  tag: string;
}

export interface HomeShelf {
  id: string;
  heading: string;
  intro: string;
  cards: HomeCard[];
}

const SHELVES: ShelfText[] = [
  {
    id: 'browse',
    heading: 'Browse and find',
    intro: 'Look around the catalogue, narrow it down and see things up close.',
    cards: [
      { href: '/shop/', name: 'Shop', blurb: 'The whole catalogue. Add to cart from the list and the header cart updates without leaving the page.' },
      { href: '/shop/ordering/', name: 'Sort the shop', blurb: 'Newest, most popular, best rated or by price: the list re-orders as soon as you choose.' },
      { href: '/demo/product-search/', name: 'Search by category', blurb: 'One search box that looks in a single category or the whole store.' },
      { href: '/demo/lightbox/', name: 'Lookbook', blurb: 'Photos that open large, move with a swipe or the arrow keys, and can be shared.' },
      { href: '/demo/video/', name: 'Product videos', blurb: 'Embedded films that keep their shape on every screen, from phone to desktop.' },
    ],
  },
  {
    id: 'buy',
    heading: 'Choose and buy',
    intro: 'Pick a size and colour, name a price, and get through checkout.',
    cards: [
      { href: '/product/hoodie-sizes/', name: 'Hoodie in four sizes', blurb: 'Choose a size: price, stock and picture follow, and sold-out sizes say so.' },
      { href: '/demo/variations-matrix-block/', name: 'Sneakers in 40 variations', blurb: 'Sizes and colours looked up as you choose, so a large range stays quick to load.' },
      { href: '/demo/variations-matrix-url/', name: 'Sneakers, the range read once', blurb: 'The same 40 sneakers, with the list of what exists fetched once for the page.' },
      { href: '/demo/variation-swatches/', name: 'Colour and size swatches', blurb: 'Tap a colour or a size instead of opening a list; what does not go together says why.' },
      { href: '/demo/variation-swatches-pictures/', name: 'Choose by picture', blurb: 'A picture for each colour and buttons for the logo, with no dropdown at all.' },
      { href: '/demo/variation-swatches-ajax/', name: 'Swatches on 40 sneakers', blurb: 'Colour chips and shoe sizes on a large range, narrowed as you choose.' },
      { href: '/product/donation-own-price/', name: 'Pay what you like', blurb: 'A donation where you type the amount, checked and shown as money while you type.' },
      { href: '/cart/', name: 'Cart', blurb: 'Everything you picked, with the totals; remove an item and the header cart keeps up.' },
      { href: '/checkout/', name: 'Checkout', blurb: 'Billing details, an account password you can show, and the order review.' },
    ],
  },
  {
    id: 'bulk',
    heading: 'Order in bulk',
    intro: 'Product tables for shoppers who know what they want: filter, compare and add many at once.',
    cards: [
      { href: '/demo/product-table/', name: 'Product table', blurb: 'The catalogue as a table, with filters for category, colour, brand, price and rating.' },
      { href: '/demo/product-table/order-form/', name: 'Quick order form', blurb: 'Tick the rows, set the quantities and add everything to the cart in one go.' },
      { href: '/demo/product-table/variations/', name: 'Sizes and colours in a table', blurb: 'Pick the variation in the row; price, stock and SKU follow your choice.' },
      { href: '/demo/product-table/special/', name: 'Bundles, engraving and gift wrap', blurb: 'A desk bundle, a pen you put together, add-ons, rope by the metre and your own price.' },
      { href: '/demo/product-table/two-tables/', name: 'Clothing and books side by side', blurb: 'Two tables on one page, each with its own filters, sort and pages.' },
      { href: '/demo/product-table/instant/', name: 'Toy box, searched as you type', blurb: 'Every toy in one table: the search and sort answer instantly, without a reload.' },
      { href: '/demo/product-table/infinite/', name: 'New arrivals', blurb: 'The newest products, loading more as you scroll down.' },
      { href: '/demo/product-table/grouped/', name: 'Home, by category', blurb: 'Homeware under category headings, with the filters in a sidebar.' },
      { href: '/demo/product-table/media/', name: 'Pictures and sound in a table', blurb: 'Zoom into a photo, open the gallery, or listen to a record before you buy it.' },
      { href: '/demo/product-table/phone/', name: 'A table on a phone', blurb: 'Fewer columns, rows as cards with their cart button in reach, and filters that open in a panel.' },
      { href: '/demo/product-table/wishlist/', name: 'Save for later', blurb: 'Heart a product in the table to keep it on your wishlist.' },
      { href: '/demo/product-table/wishlist/list/', name: 'Your wishlist', blurb: 'What you saved, ready to add to the cart or let go.' },
      { href: '/demo/product-table/csv/', name: 'Download as a spreadsheet', blurb: 'The table, as filtered and sorted, saved as a CSV file for a purchase order.' },
      { href: '/demo/product-table/10000/', name: 'The hardware counter', blurb: 'Ten thousand screws, hinges and tools in one table, searched and sorted in the page.' },
    ],
  },
  {
    id: 'community',
    heading: 'Your account and the community',
    intro: 'Sign in, meet other members, ask questions and learn to look after what you bought.',
    cards: [
      { href: '/my-account/', name: 'Sign in or register', blurb: 'Log in or create an account; the password can be shown while you type it.' },
      { href: '/demo/member-directory/', name: 'Member directory', blurb: 'Find other members by name, plan or status, page by page.' },
      { href: '/demo/forum/general/', name: 'Forum', blurb: 'Talk about deliveries, the shop and anything else. Follow a forum to hear about new topics.' },
      { href: '/demo/forum/topic/1/', name: 'A forum conversation', blurb: 'Answers and answers to answers; reply to anyone in the thread, favourite or follow the topic.' },
      { href: '/demo/forum/new-topic/', name: 'Start a topic', blurb: 'Ask the community a question with a title, a few words and tags.' },
      { href: '/demo/forum/alert/', name: 'Forum message', blurb: 'When a post cannot be sent, the forum says why in a message you close with a click or Escape.' },
      { href: '/demo/course/', name: 'Clothes care course', blurb: 'A free course: lesson details and quiz information open in a window of their own.' },
      { href: '/demo/course/#course-content', name: 'Course outline', blurb: 'Modules and lessons that fold open and shut, one at a time or all at once.' },
    ],
  },
  {
    id: 'messages',
    heading: 'Store messages',
    intro: 'How the shop talks to visitors: offers, opening news, confirmations and problems.',
    cards: [
      { href: '/demo/store-notice/', name: 'Store-wide offer', blurb: 'A banner across the shop that stays away once you dismiss it.' },
      { href: '/demo/coming-soon/', name: 'Coming soon', blurb: 'What staff see while the shop is not open yet, until they close it.' },
      { href: '/demo/notices/', name: 'Messages after an action', blurb: '“Added to your cart” or “check your e-mail address”: brought into view and read out.' },
      { href: '/demo/contact/', name: 'Contact form', blurb: 'Leave your e-mail and, with your consent, the shop can remind you of your cart.' },
    ],
  },
  {
    id: 'checks',
    heading: 'Behind the counter',
    intro: 'Pages for the people who run the shop and for the checks the demo keeps on itself.',
    cards: [
      { href: '/demo/order-attribution/', name: 'Where orders come from', blurb: 'The campaign and referrer an order arrived with, stored with the order.' },
      { href: '/demo/cart-recovery/captured/', name: 'Captured e-mails', blurb: 'The addresses and carts the reminder service recorded, newest first.' },
      { href: '/demo/escaping/', name: 'Products with markup in their names', blurb: 'A check page: names and values that hold HTML and script, shown as text.' },
      { href: '/demo/member-directory/escaping/', name: 'Members with markup in their details', blurb: 'A check page: names, bios and profile fields that hold HTML and script, shown as text.' },
    ],
  },
];

/** Every home link a page gives: its own tag at its path, and each element of `alsoShows`. */
function links(page: Page): Array<{ href: string; tag: string }> {
  return [{ href: page.path, tag: page.tag }, ...(page.alsoShows ?? []).map((also) => ({ href: `${page.path}#${also.fragment}`, tag: also.tag }))];
}

/** The shelves for the listed pages, with a last "More pages" shelf for any page no shelf names. */
export function homeShelves(pages: Page[]): HomeShelf[] {
  const listed = new Map<string, { tag: string; page: Page }>();
  for (const page of pages) {
    if (page.unlisted) continue;
    for (const link of links(page)) listed.set(link.href, { tag: link.tag, page });
  }
  const placed = new Set<string>();
  const shelves: HomeShelf[] = SHELVES.map((shelf) => ({
    id: shelf.id,
    heading: t(shelf.heading),
    intro: t(shelf.intro),
    cards: shelf.cards.flatMap((card) => {
      const link = listed.get(card.href);
      if (!link) return [];
      placed.add(card.href);
      return [{ ...card, name: t(card.name), blurb: t(card.blurb), tag: link.tag }];
    }),
  })).filter((shelf) => shelf.cards.length > 0);
  const rest = [...listed].filter(([href]) => !placed.has(href))
    .map(([href, { tag, page }]) => ({ href, tag, name: t(page.title), blurb: t(page.description) }));
  if (rest.length) shelves.push({ id: 'more', heading: t('More pages'), intro: t('Pages that have no shelf of their own yet.'), cards: rest });
  return shelves;
}
