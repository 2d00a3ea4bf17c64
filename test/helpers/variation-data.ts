/**
 * A variation as the platform's variation form data carries it (`data-product_variations`, the
 * get_variation answer): every field the form reads, with a price of 10 unless `extra` says otherwise.
 */
export type Json = Record<string, unknown>;

export const emptyImage = {
  title: '', caption: '', url: '', alt: '', src: '', srcset: '', sizes: '', full_src: '', full_src_w: '', full_src_h: '',
  gallery_thumbnail_src: '', gallery_thumbnail_src_w: '', gallery_thumbnail_src_h: '', thumb_src: '', thumb_src_w: '',
  thumb_src_h: '', src_w: '', src_h: '',
};

export function variation(id: number, attributes: Record<string, string>, extra: Json = {}): Json {
  const price = (extra.display_price as number | undefined) ?? 10;
  return {
    attributes,
    availability_html: '<p class="stock in-stock">In stock</p>',
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/A',
    display_price: price,
    display_regular_price: price,
    image: emptyImage,
    image_id: 0,
    is_downloadable: false,
    is_in_stock: true,
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    max_qty: '',
    min_qty: 1,
    price_html: `<span class="price"><span class="amount">$${price.toFixed(2)}</span></span>`,
    sku: `SKU-${id}`,
    variation_description: `<p>Variation ${id}</p>`,
    variation_id: id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: 'N/A',
    ...extra,
  };
}
