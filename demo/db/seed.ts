/**
 * Deterministic seed of the reference store. Every value derives from one fixed PRNG seed, so two
 * runs produce byte-identical databases. Fixture products (documented in demo/README.md) use fixed ids.
 */
import type Database from 'better-sqlite3';
import { seedCsvFixtures } from './csv-fixtures.ts';
import { hashPassword } from '../lib/password.ts';
import { seedProductImages } from './seed-media.ts';

export const SEED = 20261123;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fixed ids of the fixture products; the README lists the same table. */
export const FIXTURES = {
  hoodie: 1,
  tshirt: 2,
  cap: 3,
  poster: 4,
  sneaker: 5,
  configurator: 6,
  donation: 7,
  quoteAttrs: 8,
  simpleInStock: 9,
  simpleOutOfStock: 10,
  simpleSoldIndividually: 11,
  scriptName: 12,
  limitedStock: 13,
} as const;

/**
 * Fixed ids of the product-table cart fixtures (README, "Product table: cart fixtures"): each availability
 * rule of the table, quantity rules, variations that differ in everything, a bundle, a composite, add-ons,
 * a measurement and name-your-price products. Variation ids 141–151; composite parts 52–55 (not listed).
 */
export const CART_FIXTURES = {
  mugOutOfStock: 20,
  notebookOnBackorder: 21,
  pencilsBackorderNotify: 22,
  sketchbookBackorderAllowed: 23,
  inkBackorderNoStock: 24,
  lampSingleStock: 25,
  bookendsLowStock: 26,
  clockManagedStock: 27,
  clipsUnmanaged: 28,
  teaLightsMinStep: 30,
  coffeeDecimalStep: 31,
  artPrintSoldIndividually: 32,
  linenShirt: 40,
  vase: 41,
  giftVoucher: 42,
  deskBundle: 50,
  penComposite: 51,
  engravedPen: 60,
  rope: 61,
  supportMakers: 62,
  tipJar: 63,
} as const;

/** The variations of the cart fixtures. */
export const CART_VARIATIONS = {
  shirtBlueS: 141, shirtBlueM: 142, shirtWhiteAnySize: 143, shirtGreenMOutOfStock: 144, shirtGreenLSteps: 145,
  vaseS: 146, vaseM: 147, vaseLOutOfStock: 148,
  voucher25: 149, voucher50: 150, voucherOwnAmount: 151,
} as const;

/**
 * Fixtures whose names and values hold markup, quotes and ampersands. They exist to prove escaping, so
 * they stay off the first pages of the listing (last in every ordering but price) and have a demo page
 * of their own (/demo/escaping/).
 */
export const HOSTILE_FIXTURES: readonly number[] = [FIXTURES.quoteAttrs, FIXTURES.scriptName];
/** The menu order and age that put the hostile fixtures at the end of the default and latest orderings. */
const HOSTILE_MENU_ORDER = 1000;
const HOSTILE_AGE_DAYS = 5000;

export interface ProductInput {
  id: number;
  type: 'simple' | 'variable' | 'variation' | 'woosb' | 'composite';
  parent_id?: number;
  name: string;
  slug: string;
  sku?: string;
  regular_price?: string;
  sale_price?: string;
  stock_status?: 'instock' | 'outofstock' | 'onbackorder';
  manage_stock?: boolean;
  stock_qty?: number | null;
  low_stock_threshold?: number | null;
  backorders?: 'no' | 'notify' | 'yes';
  sold_individually?: boolean;
  weight?: string;
  length?: string;
  width?: string;
  height?: string;
  description?: string;
  short_description?: string;
  image?: boolean;
  colour?: string;
  rating?: number;
  review_count?: number;
  popularity?: number;
  date_created?: string;
  menu_order?: number;
  category_id?: number | null;
  visible?: boolean;
  active?: boolean;
  purchasable?: boolean;
}

const PALETTE = [
  '#1f6feb', '#d1242f', '#1a7f37', '#8250df', '#bf8700', '#0a3069', '#cf222e', '#116329',
  '#953800', '#6e7781', '#e16f24', '#218bff', '#a475f9', '#2da44e', '#57606a', '#9a6700',
];

const COLOR_TERMS: Array<[string, string]> = [
  ['black', 'Black'], ['white', 'White'], ['red', 'Red'], ['blue', 'Blue'], ['green', 'Green'],
  ['yellow', 'Yellow'], ['purple', 'Purple'], ['orange', 'Orange'], ['grey', 'Grey'], ['navy', 'Navy'],
];
const SIZE_TERMS: Array<[string, string]> = [
  ['xs', 'XS'], ['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL'], ['xxl', 'XXL'],
];
const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];

const CATEGORY_TREE: Array<[string, string[]]> = [
  ['Clothing', ['Hoodies', 'T-shirts', 'Accessories', 'Shoes']],
  ['Home', ['Kitchen', 'Decor', 'Lighting']],
  ['Outdoors', ['Camping', 'Cycling', 'Garden']],
  ['Books', ['Fiction', 'Non-fiction', 'Comics']],
  ['Music', ['Vinyl', 'Instruments']],
  ['Toys', ['Puzzles', 'Board games']],
  ['Posters', []],
  ['Donations', []],
];

const ADJECTIVES = [
  'Classic', 'Modern', 'Rustic', 'Sleek', 'Cosy', 'Vintage', 'Bold', 'Minimal', 'Bright', 'Soft',
  'Sturdy', 'Handmade', 'Organic', 'Compact', 'Deluxe', 'Everyday', 'Nordic', 'Urban', 'Wild', 'Golden',
];
const NOUNS: Record<string, string[]> = {
  Hoodies: ['Hoodie', 'Zip Hoodie', 'Pullover'], 'T-shirts': ['T-shirt', 'Tank Top', 'Long Sleeve Tee'],
  Accessories: ['Scarf', 'Beanie', 'Belt', 'Wallet'], Shoes: ['Sneaker', 'Boot', 'Sandal'],
  Kitchen: ['Mug', 'Teapot', 'Cutting Board', 'Knife Set'], Decor: ['Vase', 'Cushion', 'Frame', 'Rug'],
  Lighting: ['Desk Lamp', 'Pendant Light', 'Lantern'], Camping: ['Tent', 'Sleeping Bag', 'Stove'],
  Cycling: ['Bike Light', 'Helmet', 'Bottle Cage'], Garden: ['Planter', 'Watering Can', 'Trowel'],
  Fiction: ['Novel', 'Short Stories', 'Anthology'], 'Non-fiction': ['Field Guide', 'Cookbook', 'Atlas'],
  Comics: ['Graphic Novel', 'Comic Annual'], Vinyl: ['LP', 'Box Set', 'Single'],
  Instruments: ['Ukulele', 'Harmonica', 'Tambourine'], Puzzles: ['Jigsaw', 'Puzzle Cube'],
  'Board games': ['Board Game', 'Card Game'],
};
const FIRST_NAMES = [
  'Ada', 'Aisha', 'Alexander', 'Amara', 'Ben', 'Bruno', 'Carmen', 'Chloé', 'Daniel', 'Dmitri', 'Elif', 'Emma',
  'Farah', 'Felix', 'Grace', 'Goran', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jonas', 'Jun', 'Kwame', 'Leila', 'Lena',
  'Luca', 'Maya', 'Mateo', 'Nia', 'Noah', 'Olivia', 'Oskar', 'Priya', 'Rosa', 'Ruth', 'Samuel', 'Sofia', 'Sven',
  'Tomás', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoë',
];
const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Ahmed', 'Alvarez', 'Andersen', 'Baker', 'Banerjee', 'Bauer', 'Bianchi', 'Brennan',
  'Campbell', 'Castro', 'Çelik', 'Chen', 'Costa', 'Dubois', 'Dunn', 'Eriksson', 'Evans', 'Fernandes', 'Fischer',
  'Fraser', 'García', 'Gill', 'Hansen', 'Hughes', 'Ibrahim', 'Ivanova', 'Jensen', 'Kapoor', 'Keller', 'Kowalski',
  'Lambert', 'Lindqvist', 'López', 'Mensah', 'Moreau', 'Müller', 'Nakamura', 'Nowak', "O'Brien", 'Okafor',
  'Olsen', 'Park', 'Patel', 'Petrov', 'Quinn', 'Reyes', 'Rossi', 'Sanders', 'Santos', 'Schmidt', 'Silva',
  'Tanaka', 'Thompson', 'Usman', 'Varga', 'Volkova', 'Walsh', 'Weber', 'Xu', 'Yilmaz', 'Young', 'Zhang',
];
/** A member's bio: what they do, then what brings them to the shop. */
const BIO_WORK = [
  'Primary school teacher in Leeds.', 'Runs a small bakery.', 'Landscape gardener.', 'Nurse on night shifts.',
  'Retired engineer.', 'Studies textile design.', 'Freelance illustrator.', 'Cycles to work all year round.',
  'Keeps bees on an allotment.', 'Potter with a shared studio.', 'Chef in a busy bistro.', 'Architect.',
];
const BIO_LIKES = [
  'Here for the wool jumpers.', 'Always after a good teapot.', 'Camps most weekends from May to September.',
  'Buys every new notebook you stock.', 'Mends clothes rather than replacing them.', 'Collects enamel mugs.',
  'Reviews every lamp before buying one.', 'Gives gift vouchers every birthday.', 'Likes plain, well-made basics.',
  'Loves a board game night.', 'Has opinions about linen shirts.', 'Came for the course, stayed for the forum.',
];
const COMPANIES = [
  'Northwind Studio', 'Fernhill Bakery', 'Harbour & Pine', 'Lumen Architects', 'Greenway Gardens', 'Atelier Nord',
  'Bright Lane School', 'Copperleaf Café', 'Riverside Clinic', 'Kiln Collective', 'Open Road Cycles',
];
const MOTTOS = [
  'Buy less, choose well.', 'Measure twice, cut once.', 'Every day is a good day for tea.',
  'Mend it before you bin it.', 'There is no bad weather, only the wrong coat.', 'Slow and steady.',
  'Leave it better than you found it.', 'Good tools, good work.',
];

/** [login, display name] of the forum's regulars (user ids 3 and on). */
const FORUM_PEOPLE: ReadonlyArray<readonly [string, string]> = [
  ['maya', 'Maya Lindqvist'], ['kwame', 'Kwame Mensah'], ['ines', 'Inês Costa'], ['tom', 'Tom Brennan'],
  ['priya', 'Priya Kapoor'], ['jonas', 'Jonas Keller'], ['leila', 'Leila Ahmed'], ['hugo', 'Hugo Moreau'],
];
const FORUMS = [
  ['General', 'general', 'Deliveries, the shop, and anything else on your mind.'],
  ['Product help', 'product-help', 'Sizing, care and getting the most from what you bought. Staff answer too.'],
  ['Show and tell', 'show-and-tell', 'What you made, mended or put together with things from the shop.'],
] as const;
interface SeedTopic { title: string; tags: string; post: string; replies: string[] }
/** The topics of each forum, indexed by forum id − 1 (General, Product help, Show and tell). */
const FORUM_TOPICS: SeedTopic[][] = [
  [
    { title: 'Which courier do you use for the islands?', tags: 'delivery', post: 'I live on Orkney and the last parcel took nine days. Has anyone had better luck choosing express?', replies: ['Express came in three days for me on Shetland. Worth the extra.', 'Same here, and the tracking actually worked.'] },
    { title: 'Gift wrapping: worth it?', tags: 'gifts', post: 'Thinking of getting the wrapping for a birthday present. Does it look nice or is it just brown paper?', replies: ['It is brown paper, but with a linen ribbon and a handwritten card. I liked it.'] },
    { title: 'Plastic-free packaging update', tags: 'packaging', post: 'My last three orders came in paper tape and card only. Thank you, whoever sorted that out.', replies: ['Noticed that too. The mugs were padded with shredded card and arrived in one piece.'] },
    { title: 'Favourite thing you bought this year?', tags: 'chat', post: 'Mine is the cast-iron teapot. It keeps the tea hot through a whole crossword.', replies: ['The wool beanie. I have worn it every day since October.', 'Board game night set. The kids ask for it every Friday.'] },
    { title: 'Click and collect opening hours', tags: 'collection', post: 'Can I collect on a Sunday, or only during the week?', replies: ['Saturdays until four, no Sundays. The e-mail tells you when it is ready.'] },
    { title: 'Loyalty points after a return', tags: 'account', post: 'I returned a jacket. Do the points go away straight away or at the end of the month?', replies: ['Straight away in my case, they showed on my account the same day.'] },
    { title: 'Winter sale dates?', tags: 'sale', post: 'Does anyone know when the winter sale starts? I have my eye on a lamp.', replies: ['Last year it was the 27th of December.'] },
    { title: 'Newsletter too often?', tags: 'newsletter', post: 'I like hearing about new things, but twice a week is a lot. Is there a monthly option?', replies: ['There is, under My account → E-mail preferences.'] },
    { title: 'Meet-up in Leeds this spring', tags: 'meet-up', post: 'A few of us from the mending course are meeting in April. Anyone else fancy coming?', replies: ['Count me in if it is on a weekend.', 'I can bring the darning mushrooms.'] },
    { title: 'Ideas for the next workshop', tags: 'workshops', post: 'The repair workshop was brilliant. What should the next one be about?', replies: ['Sharpening knives, please!', 'Basic bike maintenance would be great.'] },
  ],
  [
    { title: 'Hoodie sizing: between a M and a L', tags: 'sizing, hoodies', post: 'My chest is 102 cm, right between the two on the chart. I like a relaxed fit. Which would you pick?', replies: ['Go for the L if you want it relaxed. The M is quite fitted on the shoulders.', 'Agreed. I am 100 cm and the L is perfect over a shirt.'] },
    { title: 'How do I wash the merino scarf?', tags: 'care, wool', post: 'The label says hand wash, but I am nervous. Any tips so it does not shrink?', replies: ['Lukewarm water, wool wash, no wringing. Roll it in a towel and dry it flat.'] },
    { title: 'Tent pole snapped on the first trip', tags: 'camping, repairs', post: 'One of the short poles of the two-person tent cracked in the wind. Can I get a single pole?', replies: ['Write to the shop: they sent me a replacement section within a week.', 'There is also a repair sleeve in the pole bag for exactly this.'] },
    { title: 'Desk lamp flickers on low', tags: 'lighting', post: 'The dimmable desk lamp flickers at the lowest setting. Is that the bulb or the lamp?', replies: ['Usually the bulb. A dimmable LED bulb fixed it for me.'] },
    { title: 'Removing a stain from the linen shirt', tags: 'care, linen', post: 'Red wine on a white linen shirt. Is it lost?', replies: ['Cold water right away, then a paste of bicarbonate of soda. It came out of mine.'] },
    { title: 'Sneakers squeak on wooden floors', tags: 'shoes', post: 'The new sneakers squeak with every step at the office. Anything I can do?', replies: ['A little talc under the insole stopped mine.'] },
    { title: 'Which stove for a week-long hike?', tags: 'camping', post: 'Trying to choose between the compact stove and the bigger one with the pot set.', replies: ['The compact one. Weight matters more than you think by day four.'] },
    { title: 'Gift voucher not showing at checkout', tags: 'vouchers, checkout', post: 'I typed the code but the total did not change. Am I doing it wrong?', replies: ['It goes in the box under the cart totals, not on the payment page.'] },
    { title: 'Re-oiling the cutting board', tags: 'care, kitchen', post: 'How often should I oil the walnut board, and with what?', replies: ['Once a month with food-safe mineral oil, more often in winter.'] },
    { title: 'Bike light battery life', tags: 'cycling', post: 'How long does the rear light last on flashing mode? I commute an hour each way.', replies: ['About twenty hours flashing. I charge mine every weekend.'] },
  ],
  [
    { title: 'My mended jumper', tags: 'mending, wool', post: 'After the darning lesson I finally fixed the elbows of my favourite jumper. Contrast yarn, because why not.', replies: ['That looks great! The blue against the grey is lovely.', 'Visible mending is the best mending.'] },
    { title: 'Balcony garden from the planter set', tags: 'garden', post: 'Three planters, tomatoes, basil and a very optimistic chilli. Photos in a month.', replies: ['The chilli will surprise you. Mine fruited in August.'] },
    { title: 'Reading corner makeover', tags: 'home, lighting', post: 'The pendant light, two cushions and a rug, and my flat finally has a place to read.', replies: ['Cosy! Which bulb did you put in the pendant?'] },
    { title: 'Weekend in the hills with the new tent', tags: 'camping', post: 'Two nights, one storm, zero leaks. Very happy with it.', replies: ['Where did you camp? Looks beautiful.'] },
    { title: 'Hand-painted mugs for the family', tags: 'kitchen, gifts', post: 'I painted the plain mugs with ceramic pens for everyone at Christmas. Oven-baked, dishwasher safe so far.', replies: ['What a lovely idea. Did the colours stay bright?'] },
    { title: 'A capsule wardrobe, six months in', tags: 'clothing', post: 'Ten pieces from the course list, and I have not missed anything yet.', replies: ['Inspiring. Which piece gets worn the most?'] },
    { title: 'Puzzle finished after three weeks', tags: 'games', post: 'The 1,000-piece harbour jigsaw is done. The sky nearly broke me.', replies: ['Skies are the worst! Congratulations.'] },
    { title: 'Bookshelf with the new bookends', tags: 'home', post: 'Colour-sorted, with the brass bookends keeping it all upright.', replies: ['Colour-sorted shelves make me so happy.'] },
    { title: 'First sourdough in the cast-iron pot', tags: 'kitchen', post: 'Not perfect, but that crust! Recipe in the comments if anyone wants it.', replies: ['Yes please, recipe!', 'That crumb looks better than most bakeries.'] },
    { title: 'Ukulele practice, month one', tags: 'music', post: 'Four chords, one song, very patient neighbours.', replies: ['Four chords is all you need for most songs. Keep going!'] },
  ],
];
/** Replies that answer any topic of the forum, used after a topic's own. */
const FORUM_REPLIES: string[][] = [
  ['Good to know, thanks for asking.', 'Same experience here.', 'I wondered the same thing.', 'The shop replied to my e-mail within a day when I asked.', 'Thanks, that settles it.', 'Useful thread, bookmarking it.'],
  ['Thanks, that worked.', 'The care guide in the course covers this too.', 'I had the same problem; this fixed it.', 'Worth asking the shop too, they were very helpful with mine.', 'Great tip, thank you.', 'Following, I was about to ask the same.'],
  ['Love this!', 'Beautiful work.', 'This made my day.', 'Now I want to try it too.', 'Please post an update later.', 'So nice to see what everyone makes.'],
];

/** The bulk catalogue (simple products only; see seedBulkCatalogue). */
export const BULK = {
  seed: SEED + 1,
  count: 7000,
  firstId: 50001,
  category: 'Hardware',
  /** After the regular catalogue in the default ordering, before the hostile fixtures. */
  menuOrder: 500,
} as const;
const BULK_NOUNS: Record<string, string[]> = {
  Fasteners: ['Hex Bolt', 'Wood Screw', 'Wall Plug', 'Rivet', 'Washer'],
  Hinges: ['Butt Hinge', 'Piano Hinge', 'Gate Hinge', 'Cabinet Hinge'],
  'Hand tools': ['Spanner', 'Chisel', 'Hand Saw', 'Screwdriver', 'Mallet'],
  Adhesives: ['Wood Glue', 'Epoxy', 'Sealant', 'Tape Roll'],
};
const BULK_ADJECTIVES = ['Zinc', 'Brass', 'Steel', 'Heavy-duty', 'Galvanised', 'Stainless', 'Precision', 'Trade', 'Compact', 'Long'];
export const BRANDS = ['Acme', 'Borealis', 'Corvid', 'Dunmore', 'Elkhorn', 'Fjord & Co'];

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function seed(db: Database.Database): void {
  const rand = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const int = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
  const baseDate = Date.UTC(2026, 0, 1);
  const dateAgo = (days: number): string => new Date(baseDate - days * 86400000 - int(0, 86399) * 1000).toISOString();

  const insertCategory = db.prepare('INSERT INTO categories (id, parent_id, name, slug, description) VALUES (?, ?, ?, ?, ?)');
  const insertTerm = db.prepare('INSERT INTO attribute_terms (taxonomy, slug, name, position) VALUES (?, ?, ?, ?)');
  const insertProductStmt = db.prepare(`INSERT INTO products (id, type, parent_id, name, slug, sku, regular_price,
    sale_price, price, stock_status, manage_stock, stock_qty, low_stock_threshold, backorders, sold_individually,
    weight, length, width, height, description, short_description, image, colour, rating, review_count, popularity,
    date_created, menu_order, category_id, visible, active, purchasable)
    VALUES (@id, @type, @parent_id, @name, @slug, @sku, @regular_price, @sale_price, @price, @stock_status,
    @manage_stock, @stock_qty, @low_stock_threshold, @backorders, @sold_individually, @weight, @length, @width,
    @height, @description, @short_description, @image, @colour, @rating, @review_count, @popularity, @date_created,
    @menu_order, @category_id, @visible, @active, @purchasable)`);
  const insertAttr = db.prepare(`INSERT INTO product_attributes (product_id, name, label, is_taxonomy, options, position,
    is_variation) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertVarAttr = db.prepare('INSERT INTO variation_attributes (variation_id, attribute_name, value) VALUES (?, ?, ?)');
  const insertMeta = db.prepare('INSERT INTO product_meta (product_id, key, value) VALUES (?, ?, ?)');

  const addProduct = (p: ProductInput): void => {
    const regular = p.regular_price ?? '';
    const sale = p.sale_price ?? '';
    insertProductStmt.run({
      id: p.id,
      type: p.type,
      parent_id: p.parent_id ?? 0,
      name: p.name,
      slug: p.slug,
      sku: p.sku ?? '',
      regular_price: regular,
      sale_price: sale,
      price: sale !== '' ? sale : regular,
      stock_status: p.stock_status ?? 'instock',
      manage_stock: p.manage_stock ? 1 : 0,
      stock_qty: p.stock_qty ?? null,
      low_stock_threshold: p.low_stock_threshold ?? null,
      backorders: p.backorders ?? 'no',
      sold_individually: p.sold_individually ? 1 : 0,
      weight: p.weight ?? '',
      length: p.length ?? '',
      width: p.width ?? '',
      height: p.height ?? '',
      description: p.description ?? '',
      short_description: p.short_description ?? '',
      image: p.image === false ? '' : `/demo-assets/img/${p.id}.svg`,
      colour: p.colour ?? PALETTE[p.id % PALETTE.length]!,
      rating: p.rating ?? 0,
      review_count: p.review_count ?? 0,
      popularity: p.popularity ?? 0,
      date_created: p.date_created ?? dateAgo(p.id % 365),
      menu_order: p.menu_order ?? 0,
      category_id: p.category_id ?? null,
      visible: p.visible === false ? 0 : 1,
      active: p.active === false ? 0 : 1,
      purchasable: p.purchasable === false ? 0 : 1,
    });
  };
  const addAttribute = (productId: number, name: string, label: string, taxonomy: boolean, options: string[], position: number, isVariation = true): void => {
    insertAttr.run(productId, name, label, taxonomy ? 1 : 0, JSON.stringify(options), position, isVariation ? 1 : 0);
  };
  const addVariation = (p: ProductInput, attrs: Record<string, string>): void => {
    addProduct({ ...p, type: 'variation', image: p.image ?? false });
    for (const [name, value] of Object.entries(attrs)) insertVarAttr.run(p.id, name, value);
  };

  // Categories: parents first, then children, ids from 1.
  const categoryIds = new Map<string, number>();
  let catId = 1;
  for (const [parent] of CATEGORY_TREE) {
    insertCategory.run(catId, null, parent, slugify(parent), `All ${parent.toLowerCase()}.`);
    categoryIds.set(parent, catId++);
  }
  for (const [parent, children] of CATEGORY_TREE) {
    for (const child of children) {
      insertCategory.run(catId, categoryIds.get(parent)!, child, slugify(child), `${child} from our ${parent.toLowerCase()} range.`);
      categoryIds.set(child, catId++);
    }
  }
  const cat = (name: string): number => categoryIds.get(name)!;

  COLOR_TERMS.forEach(([slug, name], i) => insertTerm.run('pa_color', slug, name, i));
  SIZE_TERMS.forEach(([slug, name], i) => insertTerm.run('pa_size', slug, name, i));
  SHOE_SIZES.forEach((size, i) => insertTerm.run('pa_shoe-size', size, `EU ${size}`, i));

  // 1. hoodie-sizes: global pa_size, four priced variations.
  addProduct({ id: FIXTURES.hoodie, type: 'variable', name: 'Hoodie with sizes', slug: 'hoodie-sizes', sku: 'HOODIE',
    description: 'A warm hoodie. Each size has its own price.', short_description: 'Pick a size.', category_id: cat('Hoodies'),
    weight: '0.6', length: '40', width: '30', height: '5', rating: 4.6, review_count: 23, popularity: 410, menu_order: -10 });
  addAttribute(FIXTURES.hoodie, 'pa_size', 'Size', true, ['s', 'm', 'l', 'xl'], 0);
  [['s', '20'], ['m', '22'], ['l', '24'], ['xl', '26']].forEach(([size, price], i) => {
    addVariation({ id: 101 + i, type: 'variation', parent_id: FIXTURES.hoodie, name: `Hoodie with sizes - ${size!.toUpperCase()}`,
      slug: `hoodie-sizes-${size}`, sku: `HOODIE-${size!.toUpperCase()}`, regular_price: price, manage_stock: true,
      stock_qty: 12 - i * 3, low_stock_threshold: 4, menu_order: i, description: `Size ${size!.toUpperCase()} hoodie.` },
    { attribute_pa_size: size! });
  });

  // 2. tshirt-colour-logo: global colour + local logo, 'any' values, own weights and dimensions.
  addProduct({ id: FIXTURES.tshirt, type: 'variable', name: 'T-shirt with colour and logo', slug: 'tshirt-colour-logo',
    sku: 'TSHIRT-CL', weight: '0.25', length: '28', width: '18', height: '1', description: 'A cotton T-shirt.',
    short_description: 'Choose a colour and a logo.', category_id: cat('T-shirts'), rating: 4.1, review_count: 9,
    popularity: 250, menu_order: -9 });
  addAttribute(FIXTURES.tshirt, 'pa_color', 'Colour', true, ['blue', 'red', 'green'], 0);
  addAttribute(FIXTURES.tshirt, 'logo', 'Logo', false, ['Yes', 'No'], 1);
  addVariation({ id: 111, type: 'variation', parent_id: FIXTURES.tshirt, name: 'T-shirt - Blue', slug: 'tshirt-blue',
    sku: 'TSHIRT-BLUE', regular_price: '15', weight: '0.3', length: '30', width: '20', height: '2', menu_order: 0,
    image: true, description: 'Blue, with or without a logo.' }, { attribute_pa_color: 'blue', attribute_logo: '' });
  addVariation({ id: 112, type: 'variation', parent_id: FIXTURES.tshirt, name: 'T-shirt - Red, Yes', slug: 'tshirt-red-yes',
    sku: 'TSHIRT-RED-LOGO', regular_price: '18', sale_price: '16', weight: '0.35', length: '31', width: '21', height: '2',
    menu_order: 1, image: true }, { attribute_pa_color: 'red', attribute_logo: 'Yes' });
  addVariation({ id: 113, type: 'variation', parent_id: FIXTURES.tshirt, name: 'T-shirt - Red, No', slug: 'tshirt-red-no',
    sku: 'TSHIRT-RED', regular_price: '15', weight: '0.32', menu_order: 2 }, { attribute_pa_color: 'red', attribute_logo: 'No' });
  addVariation({ id: 114, type: 'variation', parent_id: FIXTURES.tshirt, name: 'T-shirt - Any', slug: 'tshirt-any',
    sku: '', regular_price: '14', menu_order: 3, stock_status: 'onbackorder', manage_stock: true, stock_qty: 0,
    backorders: 'notify' }, { attribute_pa_color: '', attribute_logo: '' });

  // 3. cap-mixed-availability.
  addProduct({ id: FIXTURES.cap, type: 'variable', name: 'Cap with mixed availability', slug: 'cap-mixed-availability',
    sku: 'CAP', description: 'Some colours are not available.', category_id: cat('Accessories'), rating: 3.8,
    review_count: 4, popularity: 90, menu_order: -8 });
  addAttribute(FIXTURES.cap, 'pa_color', 'Colour', true, ['red', 'blue', 'green', 'black', 'yellow'], 0);
  addVariation({ id: 121, type: 'variation', parent_id: FIXTURES.cap, name: 'Cap - Red', slug: 'cap-red', sku: 'CAP-RED',
    regular_price: '12', menu_order: 0 }, { attribute_pa_color: 'red' });
  addVariation({ id: 122, type: 'variation', parent_id: FIXTURES.cap, name: 'Cap - Blue', slug: 'cap-blue', sku: 'CAP-BLUE',
    regular_price: '12', stock_status: 'outofstock', menu_order: 1 }, { attribute_pa_color: 'blue' });
  addVariation({ id: 123, type: 'variation', parent_id: FIXTURES.cap, name: 'Cap - Green', slug: 'cap-green', sku: 'CAP-GREEN',
    regular_price: '', purchasable: false, menu_order: 2 }, { attribute_pa_color: 'green' });
  addVariation({ id: 124, type: 'variation', parent_id: FIXTURES.cap, name: 'Cap - Black', slug: 'cap-black', sku: 'CAP-BLACK',
    regular_price: '13', active: false, menu_order: 3 }, { attribute_pa_color: 'black' });
  addVariation({ id: 125, type: 'variation', parent_id: FIXTURES.cap, name: 'Cap - Yellow', slug: 'cap-yellow', sku: 'CAP-YELLOW',
    regular_price: '12', stock_status: 'onbackorder', manage_stock: true, stock_qty: -2, backorders: 'yes', menu_order: 4 },
  { attribute_pa_color: 'yellow' });

  // 4. poster-sold-individually.
  addProduct({ id: FIXTURES.poster, type: 'simple', name: 'Poster (sold individually)', slug: 'poster-sold-individually',
    sku: 'POSTER-1', regular_price: '9.50', sold_individually: true, category_id: cat('Posters'), rating: 4.9,
    review_count: 12, popularity: 77, weight: '0.2', length: '60', width: '40', height: '0.1', menu_order: -7 });

  // 5. sneaker-many: 8 × 5 = 40 variations, above the inline threshold.
  const sneakerColours = ['black', 'white', 'red', 'blue', 'green'];
  addProduct({ id: FIXTURES.sneaker, type: 'variable', name: 'Sneaker in many variations', slug: 'sneaker-many',
    sku: 'SNEAKER', description: 'Forty variations: looked up over AJAX.', category_id: cat('Shoes'), rating: 4.3,
    review_count: 31, popularity: 520, weight: '0.9', menu_order: -6 });
  addAttribute(FIXTURES.sneaker, 'pa_shoe-size', 'Shoe size', true, SHOE_SIZES, 0);
  addAttribute(FIXTURES.sneaker, 'pa_color', 'Colour', true, sneakerColours, 1);
  let vid = 1001;
  SHOE_SIZES.forEach((size, si) => sneakerColours.forEach((colour, ci) => {
    addVariation({ id: vid, type: 'variation', parent_id: FIXTURES.sneaker, name: `Sneaker - ${size}, ${colour}`,
      slug: `sneaker-${size}-${colour}`, sku: `SNK-${size}-${colour.toUpperCase()}`, regular_price: String(60 + si * 2),
      manage_stock: true, stock_qty: (si * 5 + ci) % 7, stock_status: (si * 5 + ci) % 7 === 0 ? 'outofstock' : 'instock',
      menu_order: si * 5 + ci }, { 'attribute_pa_shoe-size': size, attribute_pa_color: colour });
    vid++;
  }));

  // 6. configurator-1000: 10 × 10 × 11 = 1,100 variations (local attributes).
  const materials = ['Oak', 'Walnut', 'Maple', 'Birch', 'Cherry', 'Ash', 'Pine', 'Beech', 'Teak', 'Elm'];
  const finishes = ['Natural', 'Matte', 'Gloss', 'Satin', 'Oiled', 'Waxed', 'Painted', 'Stained', 'Lacquered', 'Raw'];
  const widths = ['60 cm', '70 cm', '80 cm', '90 cm', '100 cm', '110 cm', '120 cm', '130 cm', '140 cm', '150 cm', '160 cm'];
  addProduct({ id: FIXTURES.configurator, type: 'variable', name: 'Table configurator', slug: 'configurator-1000',
    sku: 'CONFIG', description: 'A table built to order in 1,100 combinations.', category_id: cat('Decor'),
    rating: 4.0, review_count: 2, popularity: 15, menu_order: -5 });
  addAttribute(FIXTURES.configurator, 'material', 'Material', false, materials, 0);
  addAttribute(FIXTURES.configurator, 'finish', 'Finish', false, finishes, 1);
  addAttribute(FIXTURES.configurator, 'width', 'Width', false, widths, 2);
  vid = 2001;
  materials.forEach((m, mi) => finishes.forEach((f, fi) => widths.forEach((w, wi) => {
    addVariation({ id: vid, type: 'variation', parent_id: FIXTURES.configurator, name: `Table - ${m}, ${f}, ${w}`,
      slug: `configurator-${vid}`, sku: `CFG-${mi}-${fi}-${wi}`, regular_price: String(200 + mi * 10 + fi * 5 + wi * 20),
      weight: String(15 + wi), length: w.replace(' cm', ''), width: '80', height: '75', menu_order: vid - 2001,
      stock_status: (mi + fi + wi) % 13 === 0 ? 'outofstock' : 'instock' },
    { attribute_material: m, attribute_finish: f, attribute_width: w });
    vid++;
  })));

  // 7. donation-own-price.
  addProduct({ id: FIXTURES.donation, type: 'simple', name: 'Donation (name your price)', slug: 'donation-own-price',
    sku: 'DONATE', regular_price: '10', category_id: cat('Donations'), description: 'Give what you like.', menu_order: -4 });
  insertMeta.run(FIXTURES.donation, '_own_price', 'yes');
  insertMeta.run(FIXTURES.donation, '_own_price_min', '1');
  insertMeta.run(FIXTURES.donation, '_own_price_max', '1000');
  insertMeta.run(FIXTURES.donation, '_own_price_suggested', '10');
  insertMeta.run(FIXTURES.donation, '_own_price_decimals', '2');

  // 8. quote-attrs: local attribute values with quotes, ampersands and non-Latin text; no image at all.
  const styles = ['Men\'s "Classic"', 'Größe & Fit', '日本', '<b>Bold</b> & brave'];
  addProduct({ id: FIXTURES.quoteAttrs, type: 'variable', name: 'Scarf with "tricky" values & more', slug: 'quote-attrs',
    sku: 'QUOTE', category_id: cat('Accessories'), image: false, menu_order: HOSTILE_MENU_ORDER, date_created: dateAgo(HOSTILE_AGE_DAYS) });
  addAttribute(FIXTURES.quoteAttrs, 'style', 'Style', false, styles, 0);
  addAttribute(FIXTURES.quoteAttrs, 'material', 'Material', false, ['Wool', 'Cotton'], 1, false);
  styles.forEach((style, i) => addVariation({ id: 131 + i, type: 'variation', parent_id: FIXTURES.quoteAttrs,
    name: `Scarf - ${style}`, slug: `quote-attrs-${i}`, sku: `QUOTE-${i}`, regular_price: String(30 + i), menu_order: i },
  { attribute_style: style }));

  // 9. simple fixtures.
  addProduct({ id: FIXTURES.simpleInStock, type: 'simple', name: 'Beanie (in stock)', slug: 'beanie-in-stock', sku: 'BEANIE',
    regular_price: '18', sale_price: '15', manage_stock: true, stock_qty: 50, category_id: cat('Accessories'),
    weight: '0.1', rating: 4.4, review_count: 17, popularity: 300, menu_order: -2 });
  addProduct({ id: FIXTURES.simpleOutOfStock, type: 'simple', name: 'Belt (out of stock)', slug: 'belt-out-of-stock',
    sku: 'BELT', regular_price: '25', stock_status: 'outofstock', category_id: cat('Accessories'), menu_order: -2 });
  addProduct({ id: FIXTURES.simpleSoldIndividually, type: 'simple', name: 'Gift card (one per order)',
    slug: 'gift-card-sold-individually', sku: 'GIFT', regular_price: '50', sold_individually: true,
    category_id: cat('Accessories'), menu_order: -2 });
  addProduct({ id: FIXTURES.scriptName, type: 'simple', name: '<script>alert("x")</script> Mug & Co', slug: 'script-name-mug',
    sku: 'MUG-<X>', regular_price: '7', category_id: cat('Kitchen'), description: 'A name that must be escaped.',
    menu_order: HOSTILE_MENU_ORDER, date_created: dateAgo(HOSTILE_AGE_DAYS) });
  addProduct({ id: FIXTURES.limitedStock, type: 'simple', name: 'Lantern (3 left)', slug: 'lantern-limited-stock',
    sku: 'LANTERN', regular_price: '30', manage_stock: true, stock_qty: 3, low_stock_threshold: 5,
    category_id: cat('Lighting'), menu_order: -1 });

  // Generated catalogue: 3,000 products, every 20th one variable.
  const leafCategories = CATEGORY_TREE.flatMap(([, children]) => children).filter((c) => NOUNS[c]);
  vid = 20001;
  for (let i = 0; i < 3000; i++) {
    const id = 10001 + i;
    const category = pick(leafCategories);
    const noun = pick(NOUNS[category]!);
    const name = `${pick(ADJECTIVES)} ${noun} ${i + 1}`;
    const regular = (int(300, 20000) / 100).toFixed(2);
    const onSale = rand() < 0.15;
    const sale = onSale ? (Number(regular) * (0.6 + rand() * 0.3)).toFixed(2) : '';
    const reviews = rand() < 0.7 ? int(1, 250) : 0;
    const stockRoll = rand();
    const common = {
      id, name, slug: slugify(name), sku: `SKU-${id}`, category_id: cat(category),
      description: `The ${name.toLowerCase()} from our ${category.toLowerCase()} range.`,
      short_description: `${pick(ADJECTIVES)} and ${pick(ADJECTIVES).toLowerCase()}.`,
      rating: reviews ? Math.round((1 + rand() * 4) * 10) / 10 : 0,
      review_count: reviews, popularity: int(0, 2000), date_created: dateAgo(int(0, 1500)), menu_order: 0,
      weight: (int(1, 500) / 100).toString(), length: String(int(5, 80)), width: String(int(5, 60)), height: String(int(1, 40)),
    };
    if (i % 20 === 19) {
      addProduct({ ...common, type: 'variable' });
      const colours = COLOR_TERMS.slice(0, 10).filter(() => rand() < 0.35).map(([slug]) => slug);
      if (colours.length < 2) colours.push('black', 'white');
      const sizes = SIZE_TERMS.filter(() => rand() < 0.5).map(([slug]) => slug);
      if (sizes.length < 2) sizes.push('m', 'l');
      const uniqColours = [...new Set(colours)];
      const uniqSizes = [...new Set(sizes)];
      addAttribute(id, 'pa_color', 'Colour', true, uniqColours, 0);
      addAttribute(id, 'pa_size', 'Size', true, uniqSizes, 1);
      let order = 0;
      for (const colour of uniqColours) {
        for (const size of uniqSizes) {
          const roll = rand();
          addVariation({ id: vid, type: 'variation', parent_id: id, name: `${name} - ${colour}, ${size}`,
            slug: `${common.slug}-${vid}`, sku: `SKU-${id}-${colour}-${size}`,
            regular_price: (Number(regular) + int(0, 4) * 2).toFixed(2),
            stock_status: roll < 0.1 ? 'outofstock' : 'instock', manage_stock: roll > 0.6, stock_qty: int(0, 40),
            menu_order: order++ }, { attribute_pa_color: colour, attribute_pa_size: size });
          vid++;
        }
      }
    } else {
      addProduct({ ...common, type: 'simple', regular_price: regular, sale_price: sale,
        stock_status: stockRoll < 0.06 ? 'outofstock' : stockRoll < 0.08 ? 'onbackorder' : 'instock',
        manage_stock: stockRoll > 0.7, stock_qty: stockRoll > 0.7 ? int(1, 100) : null,
        backorders: stockRoll < 0.08 && stockRoll >= 0.06 ? 'notify' : 'no', sold_individually: rand() < 0.03 });
    }
  }

  // Users: the demo user (demo/demo) has id 1; a second account (staff/staff) keeps per-user
  // state (user meta) apart when two browsers test against one store at the same time.
  const now = new Date(baseDate).toISOString();
  const insertUser = db.prepare('INSERT INTO users (id, login, display_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  insertUser.run(1, 'demo', 'Demo Shopper', 'demo@example.test', hashPassword('demo', 'demo-user-salt'), now);
  insertUser.run(2, 'staff', 'Store Staff', 'staff@example.test', hashPassword('staff', 'staff-user-salt'), now);

  // Membership directory.
  const plans = [[1, 'Gold', 'gold'], [2, 'Silver', 'silver'], [3, 'Bronze', 'bronze'], [4, 'Student', 'student']] as const;
  const insertPlan = db.prepare('INSERT INTO membership_plans (id, name, slug) VALUES (?, ?, ?)');
  for (const plan of plans) insertPlan.run(...plan);
  const fields = [['company', 'Company'], ['website', 'Website'], ['favourite-colour', 'Favourite colour'], ['motto', 'Motto']] as const;
  const insertField = db.prepare('INSERT INTO profile_fields (slug, name, position) VALUES (?, ?, ?)');
  fields.forEach(([slug, name], i) => insertField.run(slug, name, i));
  const insertMember = db.prepare('INSERT INTO members (id, first_name, last_name, bio, email, phone, address, avatar) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertMembership = db.prepare('INSERT INTO memberships (id, member_id, plan_id, status, start_date) VALUES (?, ?, ?, ?, ?)');
  const insertFieldValue = db.prepare('INSERT INTO profile_field_values (member_id, slug, value) VALUES (?, ?, ?)');
  const statuses = ['active', 'active', 'active', 'complimentary', 'paused', 'expired', 'cancelled', 'pending'] as const;
  let membershipId = 1;
  // Each member draws from the generator exactly as the first seed did (one draw a pick, two for a
  // bio picked at random, none for every 25th): later rows (forum dates, the bulk catalogue's dates)
  // come from the same generator and keep their values.
  const emails = new Set<string>();
  for (let m = 1; m <= 300; m++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const bio = m % 25 === 0
      ? `${BIO_WORK[(m / 25) % BIO_WORK.length]!} ${BIO_LIKES[(m / 25 + 5) % BIO_LIKES.length]!}`
      : `${pick(BIO_WORK)} ${pick(BIO_LIKES)}`;
    let email = `${slugify(first)}.${slugify(last)}@example.com`;
    if (emails.has(email)) email = `${slugify(first)}.${slugify(last)}${m}@example.com`;
    emails.add(email);
    insertMember.run(m, first, last, bio, email,
      `+1 555 ${String(1000 + m).padStart(4, '0')}`, `${int(1, 300)} ${pick(['High', 'Mill', 'Station', 'Park'])} Street, ${pick(['Leeds', 'Lyon', 'Köln', 'Porto', 'Oslo'])}`,
      `/demo-assets/img/member-${m}.svg`);
    insertMembership.run(membershipId++, m, plans[m % plans.length]![0], pick(statuses), dateAgo(int(0, 900)));
    if (m % 7 === 0) insertMembership.run(membershipId++, m, plans[(m + 1) % plans.length]![0], pick(statuses), dateAgo(int(0, 900)));
    if (m % 4 !== 0) insertFieldValue.run(m, 'company', COMPANIES[m % COMPANIES.length]!);
    if (rand() < 0.6) insertFieldValue.run(m, 'website', `https://example.com/${slugify(first)}-${slugify(last)}`);
    insertFieldValue.run(m, 'favourite-colour', pick(COLOR_TERMS)[1]);
    if (rand() < 0.3) insertFieldValue.run(m, 'motto', m % 30 === 0 ? MOTTOS[(m / 30) % MOTTOS.length]! : pick(MOTTOS));
  }

  // Forums: the regulars who post there (they have no password: nobody signs in as them).
  FORUM_PEOPLE.forEach(([login, name], i) => insertUser.run(i + 3, login, name, `${login}@example.com`, '!', now));
  const insertForum = db.prepare('INSERT INTO forums (id, title, slug, description) VALUES (?, ?, ?, ?)');
  const insertTopic = db.prepare('INSERT INTO topics (id, forum_id, author_id, title, tags, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertReply = db.prepare('INSERT INTO replies (id, topic_id, reply_to, author_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  FORUMS.forEach(([title, slug, description], i) => insertForum.run(i + 1, title, slug, description));
  let replyId = 1;
  // Topic t sits in forum (t % 3) + 1 and is the (t / 3)th topic of that forum's list. The draws are
  // the first seed's (it picked two title words, a date, a reply count, then each reply's parent and
  // date), so every later row keeps its values.
  for (let t = 1; t <= 30; t++) {
    const forum = t % 3;
    const topic = FORUM_TOPICS[forum]![Math.floor((t - 1) / 3)]!;
    const author = Math.floor(rand() * FORUM_PEOPLE.length);
    rand(); // the first seed's second title word
    insertTopic.run(t, forum + 1, 3 + author, topic.title, topic.tags, topic.post, dateAgo(int(0, 300)));
    const count = int(1, 8);
    const pool = FORUM_REPLIES[forum]!;
    for (let r = 0; r < count; r++) {
      const threaded = r > 0 && rand() < 0.3;
      const text = topic.replies[r] ?? pool[(t + r) % pool.length]!;
      // Someone else than the topic's author, and than the reply before.
      const replier = (author + 1 + ((3 * r + t) % (FORUM_PEOPLE.length - 1))) % FORUM_PEOPLE.length;
      insertReply.run(replyId, t, threaded ? replyId - 1 : 0, 3 + replier, text, dateAgo(int(0, 200)));
      replyId++;
    }
  }

  seedBulkCatalogue(db, dateAgo);
  seedCartFixtures({ addProduct, addAttribute, addVariation, meta: (id, key, value) => insertMeta.run(id, key, value), cat });
  seedCsvFixtures(addProduct);
  seedProductImages(db);
  seedMemberFixtures(db, dateAgo);

  db.prepare('INSERT INTO options (name, value) VALUES (?, ?)').run('seed', SEED_TAG);
}

/** Seed value plus the catalogue revision: a database seeded by an older revision is re-created on open. */
export const SEED_TAG = `${SEED}+bulk${BULK.count}+cart1+csv2+media1+members2+forum2`;

/**
 * The bulk catalogue: simple products in a category tree of their own, so that the store holds
 * 10,000 sellable products for the large product-table demo. It runs last with a PRNG of its own,
 * so every earlier row (products, members, forums) keeps its id and values.
 */
function seedBulkCatalogue(db: Database.Database, dateAgo: (days: number) => string): void {
  const rand = mulberry32(BULK.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const int = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
  const topId = (db.prepare('SELECT MAX(id) AS n FROM categories').get() as { n: number }).n + 1;
  const insertCategory = db.prepare('INSERT INTO categories (id, parent_id, name, slug, description) VALUES (?, ?, ?, ?, ?)');
  insertCategory.run(topId, null, BULK.category, slugify(BULK.category), 'Parts and tools by the thousand.');
  const children = Object.keys(BULK_NOUNS).map((name, i) => {
    insertCategory.run(topId + 1 + i, topId, name, slugify(name), `${name} from our ${BULK.category.toLowerCase()} range.`);
    return { id: topId + 1 + i, name };
  });
  const insertProduct = db.prepare(`INSERT INTO products (id, type, name, slug, sku, regular_price, sale_price, price,
    stock_status, manage_stock, stock_qty, backorders, weight, description, short_description, image, colour, rating,
    review_count, popularity, date_created, menu_order, category_id)
    VALUES (?, 'simple', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAttr = db.prepare(`INSERT INTO product_attributes (product_id, name, label, is_taxonomy, options, position,
    is_variation) VALUES (?, 'pa_color', 'Colour', 1, ?, 0, 0)`);
  const insertMeta = db.prepare('INSERT INTO product_meta (product_id, key, value) VALUES (?, ?, ?)');
  for (let i = 0; i < BULK.count; i++) {
    const id = BULK.firstId + i;
    const category = pick(children);
    const name = `${pick(BULK_ADJECTIVES)} ${pick(BULK_NOUNS[category.name]!)} ${String(i + 1).padStart(4, '0')}`;
    const regular = (int(50, 9000) / 100).toFixed(2);
    const sale = rand() < 0.12 ? (Number(regular) * (0.6 + rand() * 0.3)).toFixed(2) : '';
    const stockRoll = rand();
    const stock = stockRoll < 0.05 ? 'outofstock' : stockRoll < 0.07 ? 'onbackorder' : 'instock';
    const managed = stockRoll > 0.6;
    const reviews = rand() < 0.6 ? int(1, 120) : 0;
    insertProduct.run(id, name, slugify(name), `BLK-${id}`, regular, sale, sale !== '' ? sale : regular, stock,
      managed ? 1 : 0, managed ? int(1, 500) : null, stock === 'onbackorder' ? 'notify' : 'no',
      (int(1, 300) / 100).toString(), `The ${name.toLowerCase()}, sold loose or boxed.`, `${pick(BULK_ADJECTIVES)} quality.`,
      `/demo-assets/img/${id}.svg`, PALETTE[id % PALETTE.length]!, reviews ? Math.round((1 + rand() * 4) * 10) / 10 : 0,
      reviews, int(0, 1500), dateAgo(int(0, 1200)), BULK.menuOrder, category.id);
    insertAttr.run(id, JSON.stringify([pick(COLOR_TERMS)[0]]));
    insertMeta.run(id, 'brand', pick(BRANDS));
  }
  // The earlier catalogue gets a brand too (new meta rows only), so a custom-field filter has data everywhere.
  const catalogue = db.prepare("SELECT id FROM products WHERE type IN ('simple','variable') AND id < ? ORDER BY id").all(BULK.firstId) as Array<{ id: number }>;
  for (const { id } of catalogue) insertMeta.run(id, 'brand', pick(BRANDS));
}

interface SeedHelpers {
  addProduct(p: ProductInput): void;
  addAttribute(productId: number, name: string, label: string, taxonomy: boolean, options: string[], position: number, isVariation?: boolean): void;
  addVariation(p: ProductInput, attrs: Record<string, string>): void;
  meta(productId: number, key: string, value: string): void;
  cat(name: string): number;
}

/**
 * The product-table cart fixtures. Seeded last and without the PRNG, so every earlier row keeps its
 * values; their menu order puts them after the generated catalogue, so the first pages of the
 * catalogue tables stay as they were.
 */
function seedCartFixtures({ addProduct, addAttribute, addVariation, meta, cat }: SeedHelpers): void {
  const F = CART_FIXTURES;
  const V = CART_VARIATIONS;
  const base = { date_created: '2025-12-01T09:00:00.000Z', menu_order: 400, rating: 4.2, review_count: 6, popularity: 120 };
  const simple = (p: Omit<ProductInput, 'type' | 'slug'> & { slug?: string }): void =>
    addProduct({ ...base, type: 'simple', slug: p.slug ?? slugify(p.name), ...p });
  const json = (value: unknown) => JSON.stringify(value);

  // Availability: one product per rule of the table's availability message.
  simple({ id: F.mugOutOfStock, name: 'Enamel camp mug', sku: 'MUG-ENAMEL', regular_price: '14', stock_status: 'outofstock',
    category_id: cat('Camping'), short_description: 'Sold out until spring.', weight: '0.3', length: '9', width: '9', height: '8' });
  simple({ id: F.notebookOnBackorder, name: 'Trail notebook', sku: 'NOTE-TRAIL', regular_price: '9', stock_status: 'onbackorder',
    backorders: 'notify', category_id: cat('Camping'), short_description: 'Ships in two weeks.', weight: '0.2', length: '21', width: '15', height: '1' });
  simple({ id: F.pencilsBackorderNotify, name: 'Field pencil set', sku: 'PENCIL-SET', regular_price: '12', manage_stock: true, stock_qty: 8,
    backorders: 'notify', category_id: cat('Camping'), short_description: 'More can be backordered.', weight: '0.15' });
  simple({ id: F.sketchbookBackorderAllowed, name: 'Waterproof sketchbook', sku: 'SKETCH-WP', regular_price: '18', sale_price: '15',
    manage_stock: true, stock_qty: 6, backorders: 'yes', category_id: cat('Camping'), short_description: 'Backorders allowed quietly.', weight: '0.4' });
  simple({ id: F.inkBackorderNoStock, name: 'Ink bottle', sku: 'INK-50', regular_price: '7.5', manage_stock: true, stock_qty: 0,
    backorders: 'yes', stock_status: 'onbackorder', category_id: cat('Camping'), short_description: 'None in the shop; more on the way.' });
  simple({ id: F.lampSingleStock, name: 'Brass camp lamp', sku: 'LAMP-BRASS', regular_price: '64', manage_stock: true, stock_qty: 1,
    category_id: cat('Camping'), short_description: 'The last one.', weight: '1.1', length: '14', width: '14', height: '28' });
  simple({ id: F.bookendsLowStock, name: 'Oak bookends', sku: 'BOOKEND-OAK', regular_price: '32', manage_stock: true, stock_qty: 3,
    low_stock_threshold: 5, category_id: cat('Camping'), short_description: 'Running low.', weight: '1.4' });
  simple({ id: F.clockManagedStock, name: 'Wall clock', sku: 'CLOCK-WALL', regular_price: '45', sale_price: '36', manage_stock: true,
    stock_qty: 40, category_id: cat('Camping'), short_description: 'Plenty in stock.', weight: '0.9', length: '30', width: '30', height: '5' });
  simple({ id: F.clipsUnmanaged, name: 'Paper clips (box of 100)', sku: 'CLIPS-100', regular_price: '3', category_id: cat('Camping'),
    short_description: 'Always in stock.' });

  // Quantity rules.
  simple({ id: F.teaLightsMinStep, name: 'Tea lights', sku: 'TEA-LIGHT', regular_price: '1.5', category_id: cat('Camping'),
    short_description: 'Sold in pairs: 2 to 10.' });
  meta(F.teaLightsMinStep, '_min_qty', '2');
  meta(F.teaLightsMinStep, '_qty_step', '2');
  meta(F.teaLightsMinStep, '_max_qty', '10');
  simple({ id: F.coffeeDecimalStep, name: 'Coffee beans (per kg)', sku: 'COFFEE-KG', regular_price: '24', category_id: cat('Camping'),
    short_description: 'By the half kilo, up to 5 kg.' });
  meta(F.coffeeDecimalStep, '_min_qty', '0.5');
  meta(F.coffeeDecimalStep, '_qty_step', '0.5');
  meta(F.coffeeDecimalStep, '_max_qty', '5');
  simple({ id: F.artPrintSoldIndividually, name: 'Signed art print', sku: 'PRINT-SIGNED', regular_price: '80', sold_individually: true,
    category_id: cat('Posters'), short_description: 'One per order.' });

  // Variations that differ in price, sale, SKU, image, dimensions, stock and quantity rules.
  addProduct({ ...base, id: F.linenShirt, type: 'variable', name: 'Linen shirt', slug: 'linen-shirt', sku: 'LINEN',
    weight: '0.3', length: '72', width: '52', height: '2', category_id: cat('Camping'), short_description: 'Each colour and size differs.' });
  addAttribute(F.linenShirt, 'pa_color', 'Colour', true, ['blue', 'white', 'green'], 0);
  addAttribute(F.linenShirt, 'pa_size', 'Size', true, ['s', 'm', 'l'], 1);
  const shirt = { type: 'variation' as const, parent_id: F.linenShirt, date_created: base.date_created };
  addVariation({ ...shirt, id: V.shirtBlueS, name: 'Linen shirt - Blue, S', slug: 'linen-shirt-blue-s', sku: 'LINEN-BLUE-S',
    regular_price: '30', manage_stock: true, stock_qty: 10, image: true, length: '70', width: '50', height: '2', menu_order: 0 },
  { attribute_pa_color: 'blue', attribute_pa_size: 's' });
  addVariation({ ...shirt, id: V.shirtBlueM, name: 'Linen shirt - Blue, M', slug: 'linen-shirt-blue-m', sku: 'LINEN-BLUE-M',
    regular_price: '32', sale_price: '26', manage_stock: true, stock_qty: 2, low_stock_threshold: 3, menu_order: 1 },
  { attribute_pa_color: 'blue', attribute_pa_size: 'm' });
  addVariation({ ...shirt, id: V.shirtWhiteAnySize, name: 'Linen shirt - White', slug: 'linen-shirt-white', sku: '',
    regular_price: '28', menu_order: 2 }, { attribute_pa_color: 'white', attribute_pa_size: '' });
  addVariation({ ...shirt, id: V.shirtGreenMOutOfStock, name: 'Linen shirt - Green, M', slug: 'linen-shirt-green-m', sku: 'LINEN-GREEN-M',
    regular_price: '34', stock_status: 'outofstock', menu_order: 3 }, { attribute_pa_color: 'green', attribute_pa_size: 'm' });
  addVariation({ ...shirt, id: V.shirtGreenLSteps, name: 'Linen shirt - Green, L', slug: 'linen-shirt-green-l', sku: 'LINEN-GREEN-L',
    regular_price: '36', manage_stock: true, stock_qty: 20, image: true, length: '76', width: '56', height: '3', menu_order: 4 },
  { attribute_pa_color: 'green', attribute_pa_size: 'l' });
  meta(V.shirtGreenLSteps, '_min_qty', '2');
  meta(V.shirtGreenLSteps, '_qty_step', '2');
  meta(V.shirtGreenLSteps, '_max_qty', '6');

  addProduct({ ...base, id: F.vase, type: 'variable', name: 'Stoneware vase', slug: 'stoneware-vase', sku: 'VASE',
    weight: '1.2', category_id: cat('Camping'), short_description: 'Three sizes.' });
  addAttribute(F.vase, 'pa_size', 'Size', true, ['s', 'm', 'l'], 0);
  const vase = { type: 'variation' as const, parent_id: F.vase, date_created: base.date_created };
  addVariation({ ...vase, id: V.vaseS, name: 'Stoneware vase - S', slug: 'stoneware-vase-s', sku: 'VASE-S', regular_price: '20',
    length: '10', width: '10', height: '18', manage_stock: true, stock_qty: 7, menu_order: 0 }, { attribute_pa_size: 's' });
  addVariation({ ...vase, id: V.vaseM, name: 'Stoneware vase - M', slug: 'stoneware-vase-m', sku: 'VASE-M', regular_price: '25',
    sale_price: '22', length: '12', width: '12', height: '24', menu_order: 1 }, { attribute_pa_size: 'm' });
  addVariation({ ...vase, id: V.vaseLOutOfStock, name: 'Stoneware vase - L', slug: 'stoneware-vase-l', sku: 'VASE-L', regular_price: '30',
    length: '15', width: '15', height: '32', stock_status: 'outofstock', menu_order: 2 }, { attribute_pa_size: 'l' });

  // A variable product with a name-your-price variation.
  addProduct({ ...base, id: F.giftVoucher, type: 'variable', name: 'Gift voucher', slug: 'gift-voucher', sku: 'VOUCHER',
    category_id: cat('Donations'), short_description: 'A fixed amount, or one you choose.' });
  addAttribute(F.giftVoucher, 'amount', 'Amount', false, ['25', '50', 'Your own'], 0);
  const voucher = { type: 'variation' as const, parent_id: F.giftVoucher, date_created: base.date_created, image: false };
  addVariation({ ...voucher, id: V.voucher25, name: 'Gift voucher - 25', slug: 'gift-voucher-25', sku: 'VOUCHER-25', regular_price: '25', menu_order: 0 }, { attribute_amount: '25' });
  addVariation({ ...voucher, id: V.voucher50, name: 'Gift voucher - 50', slug: 'gift-voucher-50', sku: 'VOUCHER-50', regular_price: '50', menu_order: 1 }, { attribute_amount: '50' });
  addVariation({ ...voucher, id: V.voucherOwnAmount, name: 'Gift voucher - Your own', slug: 'gift-voucher-own', sku: 'VOUCHER-OWN', regular_price: '40', menu_order: 2 }, { attribute_amount: 'Your own' });
  meta(V.voucherOwnAmount, '_own_price', 'yes');
  meta(V.voucherOwnAmount, '_own_price_min', '10');
  meta(V.voucherOwnAmount, '_own_price_max', '500');
  meta(V.voucherOwnAmount, '_own_price_suggested', '40');

  // A bundle and a composite (its parts are products of their own, not listed).
  addProduct({ ...base, id: F.deskBundle, type: 'woosb', name: 'Writing kit bundle', slug: 'writing-kit-bundle', sku: 'KIT-WRITE',
    regular_price: '36', sale_price: '30', category_id: cat('Camping'), short_description: 'Pencils, a sketchbook and clips.' });
  meta(F.deskBundle, '_woosb_ids', `${F.pencilsBackorderNotify}/1,${F.sketchbookBackorderAllowed}/1,${F.clipsUnmanaged}/2`);
  addProduct({ ...base, id: F.penComposite, type: 'composite', name: 'Build-your-own fountain pen', slug: 'build-your-own-pen', sku: 'PEN-BYO',
    regular_price: '10', category_id: cat('Camping'), short_description: 'Choose a barrel and a nib.' });
  const part = (id: number, name: string, price: string) =>
    addProduct({ ...base, id, type: 'simple', name, slug: slugify(name), sku: `PART-${id}`, regular_price: price, visible: false });
  part(52, 'Oak barrel', '12');
  part(53, 'Steel barrel', '15');
  part(54, 'Fine nib', '8');
  part(55, 'Broad nib', '9');
  meta(F.penComposite, '_composite_components', json([
    { id: 'barrel', title: 'Barrel', options: [52, 53], required: true },
    { id: 'nib', title: 'Nib', options: [54, 55], required: true },
  ]));

  // Add-ons, a measurement, name your price.
  simple({ id: F.engravedPen, name: 'Engraved pen', sku: 'PEN-ENGRAVED', regular_price: '25', category_id: cat('Camping'),
    short_description: 'Your words on the barrel.' });
  meta(F.engravedPen, '_product_addons', json([
    { field: 'engraving', label: 'Engraving text', type: 'text', required: true, price: 0 },
    { field: 'gift-wrap', label: 'Gift wrap', type: 'checkbox', required: false, price: 3 },
  ]));
  simple({ id: F.rope, name: 'Cotton rope (per metre)', sku: 'ROPE-COTTON', regular_price: '2.5', category_id: cat('Camping'),
    short_description: 'Cut to the length you need.' });
  meta(F.rope, '_measurement', json({ field: 'length_needed', label: 'Length needed', unit: 'm', min: 0.5, max: 50, step: 0.5 }));
  simple({ id: F.supportMakers, name: 'Support the makers', sku: 'NYP-MAKERS', regular_price: '20', category_id: cat('Donations'),
    short_description: 'Pay what you like, from $5 to $200.' });
  meta(F.supportMakers, '_own_price', 'yes');
  meta(F.supportMakers, '_own_price_min', '5');
  meta(F.supportMakers, '_own_price_max', '200');
  meta(F.supportMakers, '_own_price_suggested', '20');
  simple({ id: F.tipJar, name: 'Tip jar', sku: 'NYP-TIP', regular_price: '1', category_id: cat('Donations'),
    short_description: 'Any amount from $1.' });
  meta(F.tipJar, '_own_price', 'yes');
  meta(F.tipJar, '_own_price_min', '1');
}

/**
 * Members whose data a directory must show as text or leave out: markup in names and bios, a
 * hostile avatar URL, empty contact fields, no profile fields. Appended after the seeded members
 * and memberships with a PRNG of their own, so every earlier row keeps its id and values. Theirs are
 * the store's only free-trial memberships: the escaping page's directory, restricted to that status,
 * lists exactly them, and the directory that shows only active members never does.
 */
function seedMemberFixtures(db: Database.Database, dateAgo: (days: number) => string): void {
  const rand = mulberry32(SEED + 2);
  const memberId = (db.prepare('SELECT MAX(id) AS n FROM members').get() as { n: number }).n + 1;
  let membershipId = (db.prepare('SELECT MAX(id) AS n FROM memberships').get() as { n: number }).n + 1;
  const fixtures = [
    { first: '<script>alert("name")</script>', last: 'Markup', bio: '<img src=x onerror=alert(1)><b>Bold bio</b> & "quotes"', email: 'markup@example.test', phone: '+1 555 0301', address: '<i>1</i> Tag Street, Leeds', avatar: '/demo-assets/img/member-301.svg', fields: { company: '<a href="javascript:alert(1)">Evil &amp; Co</a>', motto: '<img src=x onerror=alert(2)>' } },
    { first: 'Zoë & "Quotes"', last: "O'Neil <i>Italic</i>", bio: '', email: '', phone: '', address: '', avatar: '', fields: { company: 'Apostrophe & Sons' } },
    { first: 'Quiet', last: 'Emptyfields', bio: '', email: '', phone: '', address: '', avatar: '', fields: {} },
    { first: 'Hostile', last: 'Avatar', bio: 'Her avatar URL is refused.', email: 'hostile.avatar@example.test', phone: '', address: 'Oslo', avatar: 'javascript:alert(3)', fields: { website: 'javascript:alert(4)' } },
  ];
  const insertMember = db.prepare('INSERT INTO members (id, first_name, last_name, bio, email, phone, address, avatar) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertMembership = db.prepare("INSERT INTO memberships (id, member_id, plan_id, status, start_date) VALUES (?, ?, ?, 'free_trial', ?)");
  const insertFieldValue = db.prepare('INSERT INTO profile_field_values (member_id, slug, value) VALUES (?, ?, ?)');
  fixtures.forEach((m, i) => {
    const id = memberId + i;
    insertMember.run(id, m.first, m.last, m.bio, m.email, m.phone, m.address, m.avatar);
    insertMembership.run(membershipId++, id, 1 + (i % 2), dateAgo(Math.floor(rand() * 900)));
    for (const [slug, value] of Object.entries(m.fields)) insertFieldValue.run(id, slug, value);
  });
}
