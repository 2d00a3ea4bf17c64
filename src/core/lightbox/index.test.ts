import { describe, expect, it } from 'vitest';
import {
  buildGalleryHash, hasSize, isImageUrl, motionOptions, normaliseItems, parseGalleryHash, parseSize,
  pictureIndex, positionText, shareLinks, tapAction,
} from './index.ts';

describe('gallery hash', () => {
  it('reads gid and pid', () => {
    expect(parseGalleryHash('#&gid=1&pid=3')).toEqual({ gid: '1', pid: 3 });
    expect(parseGalleryHash('#top&gid=shoes&pid=2&x=1')).toEqual({ gid: 'shoes', pid: 2 });
    expect(parseGalleryHash('&gid=a%20b&pid=1')).toEqual({ gid: 'a b', pid: 1 });
  });
  it('ignores a hash that names no picture or a bad one', () => {
    for (const hash of ['', '#', '#top', '#&gid=1', '#&pid=2', '#&gid=&pid=2', '#&gid=1&pid=0', '#&gid=1&pid=x', '#&gid=1&pid=-1', '#&gid=%E0%A4%A&pid=1']) {
      expect(parseGalleryHash(hash)).toBeNull();
    }
  });
  it('writes gid and pid and keeps the rest of the hash', () => {
    expect(buildGalleryHash('', { gid: '1', pid: 3 })).toBe('#&gid=1&pid=3');
    expect(buildGalleryHash('#top', { gid: '1', pid: 3 })).toBe('#top&gid=1&pid=3');
    expect(buildGalleryHash('#top&gid=1&pid=3&x=y', { gid: '2', pid: 1 })).toBe('#top&x=y&gid=2&pid=1');
    expect(buildGalleryHash('#&gid=a b&pid=1', { gid: 'a&b', pid: 4 })).toBe('#&gid=a%26b&pid=4');
  });
  it('removes the place and leaves what was there before', () => {
    expect(buildGalleryHash('#&gid=1&pid=3', null)).toBe('');
    expect(buildGalleryHash('#top&gid=1&pid=3', null)).toBe('#top');
    expect(parseGalleryHash(buildGalleryHash('#top', { gid: 'x', pid: 9 }))).toEqual({ gid: 'x', pid: 9 });
  });
  it('opens the first picture for a pid out of range', () => {
    expect(pictureIndex(3, 5)).toBe(2);
    expect(pictureIndex(6, 5)).toBe(0);
    expect(pictureIndex(0, 5)).toBe(0);
  });
});

describe('share links', () => {
  const page = 'https://shop.example/gallery/?a=1&b=2#&gid=1&pid=2';
  it('builds the three networks and the download from the image and the page', () => {
    const links = shareLinks('/img/1.jpg?size=big&x="y"', page, 'Wall clock & co');
    expect(links.map((l) => l.id)).toEqual(['facebook', 'twitter', 'pinterest', 'download']);
    const [fb, tw, pin, dl] = links;
    expect(new URL(fb!.href).searchParams.get('u')).toBe(page);
    expect(new URL(tw!.href).searchParams.get('url')).toBe(page);
    expect(new URL(tw!.href).searchParams.get('text')).toBe('Wall clock & co');
    const pinUrl = new URL(pin!.href);
    expect(pinUrl.searchParams.get('media')).toBe('https://shop.example/img/1.jpg?size=big&x=%22y%22');
    expect(pinUrl.searchParams.get('url')).toBe(page);
    expect(pinUrl.searchParams.get('description')).toBe('Wall clock & co');
    expect(dl).toMatchObject({ href: 'https://shop.example/img/1.jpg?size=big&x=%22y%22', download: true });
  });
  it('offers nothing for pages or images that are not http(s)', () => {
    expect(shareLinks('javascript:alert(1)', page)).toEqual([]);
    expect(shareLinks('/img/1.jpg', 'file:///tmp/page.html')).toEqual([]);
    expect(shareLinks('data:image/png;base64,AAAA', page)).toEqual([]);
  });
});

describe('items', () => {
  const pass = (src: string) => (src.startsWith('javascript:') ? null : src);
  it('drops duplicates by src, keeping the first, and moves the index with them', () => {
    const { items, index } = normaliseItems([{ src: 'a.jpg' }, { src: 'b.jpg', title: 'B' }, { src: 'a.jpg' }, { src: 'c.jpg' }], 2, pass);
    expect(items.map((i) => i.src)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(index).toBe(0);
    expect(normaliseItems([{ src: 'a.jpg' }, { src: 'a.jpg' }, { src: 'c.jpg' }], 2, pass).index).toBe(1);
  });
  it('drops refused URLs', () => {
    const { items, index } = normaliseItems([{ src: 'javascript:x' }, { src: 'b.jpg' }], 0, pass);
    expect(items.map((i) => i.src)).toEqual(['b.jpg']);
    expect(index).toBe(0);
    expect(normaliseItems([{ src: 'javascript:x' }], 0, pass)).toEqual({ items: [], index: 0 });
  });
  it('knows which sizes must be measured', () => {
    expect(hasSize({ w: 800, h: 600 })).toBe(true);
    expect(hasSize({ w: 0, h: 600 })).toBe(false);
    expect(hasSize({ w: Number.NaN, h: 600 })).toBe(false);
    expect(hasSize({})).toBe(false);
  });
  it('reads data-size', () => {
    expect(parseSize('800x600')).toEqual({ w: 800, h: 600 });
    expect(parseSize(' 1200 × 900 ')).toEqual({ w: 1200, h: 900 });
    expect(parseSize('0x600')).toBeNull();
    expect(parseSize('big')).toBeNull();
    expect(parseSize(null)).toBeNull();
  });
  it('tells image links from others', () => {
    const base = 'https://shop.example/';
    expect(isImageUrl('/a/b.JPG?x=1#y', base)).toBe(true);
    expect(isImageUrl('/demo-assets/img/12.svg', base)).toBe(true);
    expect(isImageUrl('/product/clock/', base)).toBe(false);
    expect(isImageUrl('/x.jpg/page', base)).toBe(false);
  });
});

describe('options', () => {
  it('animates 333 ms, not at all with reduced motion', () => {
    expect(motionOptions(false, true)).toEqual({ showHideAnimationType: 'zoom', showAnimationDuration: 333, hideAnimationDuration: 333, zoomAnimationDuration: 333 });
    expect(motionOptions(false, false).showHideAnimationType).toBe('fade');
    expect(motionOptions(true, true)).toEqual({ showHideAnimationType: 'none', showAnimationDuration: 0, hideAnimationDuration: 0, zoomAnimationDuration: 0 });
  });
  it('closes on tap below 720 px', () => {
    expect(tapAction(719)).toBe('close');
    expect(tapAction(720)).toBe('toggle-controls');
  });
  it('announces n of m', () => {
    expect(positionText(2, 5)).toBe('3 of 5');
  });
});
