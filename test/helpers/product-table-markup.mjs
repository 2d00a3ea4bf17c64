// Product-table markup as the reference store renders it (demo/lib/table/render.ts), for browser tests and
// benches: a container with a header navigation (search box, sort_by filter), sortable headings,
// product and variation rows, child rows and category headings. Plain JavaScript so the Node
// benches can use it too; types in product-table-markup.d.mts.

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const CATEGORIES = [
  { slug: 'lamps', name: 'Lamps' },
  { slug: 'chairs', name: 'Chairs' },
  { slug: 'tables', name: 'Tables' },
  { slug: 'rugs', name: 'Rugs' },
];

const WORDS = ['oak', 'walnut', 'brass', 'linen', 'velvet', 'marble', 'cedar', 'copper', 'wool', 'glass', 'ash', 'steel'];

/** `count` products with varied titles, prices, ratings and categories; every `childEvery`th has a child row. */
export function sampleProducts(count, { childEvery = 0, variationEvery = 0 } = {}) {
  const products = [];
  for (let i = 0; i < count; i += 1) {
    const category = CATEGORIES[(i * 7) % CATEGORIES.length];
    const word = WORDS[(i * 5) % WORDS.length];
    const other = WORDS[(i * 11 + 3) % WORDS.length];
    const variable = variationEvery > 0 && i % variationEvery === 1;
    const price = 10 + ((i * 37) % 490) + (i % 4) / 4;
    products.push({
      id: 10001 + i,
      title: `${word[0].toUpperCase()}${word.slice(1)} ${other} item ${i}`,
      sku: `SKU-${(i * 7919) % 100000}`,
      price,
      ...(variable ? { type: 'variable', minPrice: price - 5, maxPrice: price + 40 } : {}),
      category: category.slug,
      rating: ((i * 13) % 50) / 10,
      date: 1_700_000_000 + ((i * 86_400 * 17) % 31_536_000),
      popularity: (i * 31) % 997,
      menuOrder: i,
      ...(childEvery > 0 && i % childEvery === 0 ? { child: `Details of item ${i}: ${other} finish, ${20 + (i % 30)} cm` } : {}),
    });
  }
  return products;
}

export const INSTANT_SORT_PARAMS = {
  column_heading: {
    title: { orderby: 'title', order: 'asc' },
    sku: { orderby: 'sku', order: 'asc' },
    price: { orderby: 'price', order: 'asc' },
    rating: { orderby: 'rating', order: 'desc' },
    date: { orderby: 'date', order: 'desc' },
  },
  dropdown: [
    { orderby: 'menu_order', order: 'asc' },
    { orderby: 'popularity', order: 'desc' },
    { orderby: 'rating', order: 'desc' },
    { orderby: 'date', order: 'desc' },
    { orderby: 'price', order: 'asc' },
    { orderby: 'price-desc', order: 'desc' },
    { orderby: 'title', order: 'asc' },
  ],
};

const SORT_OPTIONS = [
  ['menu_order', 'Default'],
  ['popularity', 'Popularity'],
  ['rating', 'Rating'],
  ['date', 'Newest'],
  ['price', 'Price low to high'],
  ['price-desc', 'Price high to low'],
  ['title', 'Name'],
];

const COLUMNS = [
  { key: 'title', label: 'Product', sortable: true },
  { key: 'sku', label: 'SKU', sortable: true },
  { key: 'category', label: 'Category', sortable: false },
  { key: 'price', label: 'Price', sortable: true },
  { key: 'rating', label: 'Rating', sortable: true },
  { key: 'date', label: 'Added', sortable: true },
];

function headings(tableId, hasChildRows) {
  const cells = COLUMNS.map((column, i) => {
    if (!column.sortable) return `<th scope="col" class="wcpt-heading wcpt-${column.key}">${column.label}</th>`;
    return `<th scope="col" class="wcpt-heading wcpt-${column.key} wcpt-sortable" data-wcpt-column-index="${i + 1}" data-wcpt-sort-id="column_${i + 1}">
<a class="wcpt-heading-sort" href="?${tableId}_orderby=column_${i + 1}&amp;${tableId}_order=asc">${column.label}</a>
<span class="wcpt-sorting-icons wcpt-${column.key}" aria-hidden="true"><span class="wcpt-sorting-asc-icon wcpt-sorting-icon"></span><span class="wcpt-sorting-desc-icon wcpt-sorting-icon"></span></span></th>`;
  });
  const toggle = hasChildRows
    ? '<th class="wcpt-child-row-toggle" scope="col"><button type="button" class="wcpt-child-row-toggle-all" aria-expanded="false">Details</button></th>'
    : '';
  return `<thead><tr class="wcpt-heading-row">${toggle}${cells.join('')}</tr></thead>`;
}

function productRow(product, tableId, stripe, hasChildRows, clickAnywhere) {
  const category = CATEGORIES.find((c) => c.slug === product.category) ?? { slug: product.category, name: product.category };
  const type = product.type ?? 'simple';
  const props = {
    title: product.title,
    sku: product.sku,
    menu_order: product.menuOrder ?? 0,
    price: product.price,
    ...(product.minPrice !== undefined ? { min_price: product.minPrice } : {}),
    ...(product.maxPrice !== undefined ? { max_price: product.maxPrice } : {}),
    category: category.name,
    date: product.date ?? 0,
    popularity: product.popularity ?? 0,
    id: product.id,
    rating: product.rating ?? 0,
  };
  const classes = ['wcpt-row', `wcpt-${stripe}`, `wcpt-product-type-${type}`];
  if (product.child) classes.push('wcpt-has-child-row');
  if (product.child && clickAnywhere) classes.push('wcpt-has-child-row--click-anywhere');
  const variation = product.variationId ? ` data-wcpt-variation-id="${product.variationId}" data-wcpt-variation-attributes="${escapeHtml('{"attribute_pa_color":"red"}')}"` : '';
  const childId = `wcpt-${tableId}-child-${product.variationId ?? product.id}`;
  const toggle = hasChildRows
    ? product.child
      ? `<td class="wcpt-child-row-toggle wcpt-child-row-toggle--closed"><button type="button" aria-expanded="false" aria-controls="${childId}" aria-label="Details of ${escapeHtml(product.title)}">+</button></td>`
      : '<td class="wcpt-child-row-toggle"></td>'
    : '';
  const price = product.minPrice !== undefined ? `$${product.minPrice} – $${product.maxPrice}` : `$${product.price}`;
  const row = `<tr class="${classes.join(' ')}" data-wcpt-product-id="${product.id}"${variation} data-wcpt-type="${type}" data-wcpt-price="${product.price}" data-wcpt-in-cart="0" data-wcpt-group-by-category-slug="${category.slug}" data-wcpt-instant-sort-props="${escapeHtml(JSON.stringify(props))}">${toggle}<td class="wcpt-cell wcpt-title"><div class="wcpt-cell-val"><a href="/product/p-${product.id}/">${escapeHtml(product.title)}</a></div></td><td class="wcpt-cell wcpt-sku"><div class="wcpt-cell-val">${escapeHtml(product.sku)}</div></td><td class="wcpt-cell wcpt-category"><div class="wcpt-cell-val">${escapeHtml(category.name)}</div></td><td class="wcpt-cell wcpt-price"><div class="wcpt-cell-val">${price}</div></td><td class="wcpt-cell wcpt-rating"><div class="wcpt-cell-val">${product.rating ?? 0}</div></td><td class="wcpt-cell wcpt-date"><div class="wcpt-cell-val"><button type="button" class="wcpt-button">Add</button></div></td></tr>`;
  if (!product.child) return row;
  return `${row}<tr class="wcpt-row wcpt-child-row wcpt-${stripe}" id="${childId}" hidden><td colspan="${COLUMNS.length + 1}"><div class="wcpt-child-row__wrapper">${escapeHtml(product.child)}</div></td></tr>`;
}

/** The table's rows: products (striped from the first, odd), their child rows, and category headings when grouped. */
export function tableBody(products, { tableId = 101, groupByCategory = false, clickAnywhere = false, hasChildRows, firstStripe = 'odd' } = {}) {
  const withToggles = hasChildRows ?? products.some((p) => p.child);
  const ordered = groupByCategory
    ? CATEGORIES.flatMap((c) => products.filter((p) => p.category === c.slug).map((p) => ({ p, heading: c })))
    : products.map((p) => ({ p, heading: undefined }));
  let odd = firstStripe === 'odd';
  let lastHeading;
  const rows = [];
  for (const { p, heading } of ordered) {
    if (heading && heading !== lastHeading) {
      lastHeading = heading;
      rows.push(`<tr class="wcpt-row wcpt-row--category-heading" data-wcpt-group-by-category-slug="${heading.slug}"><th colspan="${COLUMNS.length + 1}" scope="colgroup">${heading.name}</th></tr>`);
    }
    rows.push(productRow(p, tableId, odd ? 'odd' : 'even', withToggles, clickAnywhere));
    odd = !odd;
  }
  return rows.join('\n');
}

/** A whole `<shop-product-table>` with its container. */
export function productTableHtml(products, options = {}) {
  const { tableId = 101, sc = {}, sortParams = INSTANT_SORT_PARAMS, device = 'laptop', more = false } = options;
  const withToggles = options.hasChildRows ?? products.some((p) => p.child);
  const search = `<div class="wcpt-search-wrapper"><div class="wcpt-search" data-wcpt-table-id="${tableId}"><input type="search" class="wcpt-search-input" name="${tableId}_search_1" data-wcpt-value="" aria-label="Search products"><button type="submit" class="wcpt-search-submit">Search</button> <a class="wcpt-search-clear" href="?">Clear</a></div></div>`;
  const sortBy = `<details class="wcpt-dropdown wcpt-filter" data-wcpt-filter="sort_by"><summary class="wcpt-filter-heading"><span class="wcpt-dropdown-label">Default</span></summary><div class="wcpt-dropdown-menu">${SORT_OPTIONS.map(
    ([value, label], i) =>
      `<label class="wcpt-dropdown-option${i === 0 ? ' wcpt-active' : ''}" data-wcpt-value="${value}"><input type="radio" name="${tableId}_orderby" value="${value}"${i === 0 ? ' checked' : ''}><span>${label}</span></label>`,
  ).join('')}</div></details>`;
  const dots = more
    ? `<div class="wcpt-infinite-scroll-dots wcpt-device-${device}"><span class="wcpt-infinite-scroll-dots__single-dot"></span><span class="wcpt-infinite-scroll-dots__single-dot"></span><span class="wcpt-infinite-scroll-dots__single-dot"></span><a class="wcpt-infinite-scroll-next" href="?${tableId}_paged=2">More products</a></div>`
    : '';
  return `<shop-product-table><div id="wcpt-${tableId}" class="wcpt wcpt-${tableId}" data-wcpt-table-id="${tableId}" data-wcpt-query-string="?" data-wcpt-sc-attrs="${escapeHtml(JSON.stringify(sc))}" data-wcpt-encrypted-query-vars="QV" data-wcpt-encrypted-user-filters="UF"${sortParams ? ` data-wcpt-instant-sort-params="${escapeHtml(JSON.stringify(sortParams))}"` : ''} data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'>
<form class="wcpt-navigation wcpt-header" method="get" action="" data-wcpt-table-id="${tableId}"><div class="wcpt-filter-row">${search}${sortBy}</div><noscript><button type="submit" class="wcpt-nav-submit">Apply</button></noscript></form>
<div class="wcpt-table-scroll-wrapper-outer wcpt-device-${device}"><div class="wcpt-table-scroll-wrapper"><table class="wcpt-table"><caption class="screen-reader-text">Products</caption>${headings(tableId, withToggles)}<tbody>
${tableBody(products, { ...options, hasChildRows: withToggles })}
</tbody></table></div></div>${dots}</div></shop-product-table>`;
}
