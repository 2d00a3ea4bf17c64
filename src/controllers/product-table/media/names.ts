import { shopText } from '../../../dom/messages.ts';

/** What the media controls say: the product a row shows, read from its title cell or image. */
export function mediaName(element: Element, prefix: string): string {
  const row = element.closest(`.${prefix}-row`);
  const title = row?.querySelector(`td.${prefix}-title .${prefix}-cell-val, .${prefix}-title`)?.textContent?.replace(/\s+/g, ' ').trim();
  if (title) return title;
  const image = element.querySelector('img') ?? row?.querySelector(`img.${prefix}-product-image`);
  return image?.getAttribute('title')?.trim() || image?.getAttribute('alt')?.trim() || shopText('tableThisProduct');
}
