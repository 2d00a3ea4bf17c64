import { describe, expect, it } from 'vitest';
import { aspectRatio, embedKindOf, embedSize, smallScreenMargin } from './index.ts';

describe('video embed kind', () => {
  it('recognises YouTube and Vimeo by host, anything else is a video', () => {
    expect(embedKindOf(null, 'https://www.youtube.com/embed/abc')).toBe('youtube');
    expect(embedKindOf(null, 'https://youtu.be/abc')).toBe('youtube');
    expect(embedKindOf(null, '//www.youtube-nocookie.com/embed/abc')).toBe('youtube');
    expect(embedKindOf(null, 'https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(embedKindOf(null, 'https://example.com/?u=youtube.com/')).toBe('video');
    expect(embedKindOf(null, '')).toBe('video');
  });
  it('takes a named provider first, and ignores an unknown one', () => {
    expect(embedKindOf('vimeo', '')).toBe('vimeo');
    expect(embedKindOf('youtube', 'https://player.vimeo.com/video/1')).toBe('youtube');
    expect(embedKindOf('dailymotion', 'https://player.vimeo.com/video/1')).toBe('vimeo');
  });
});

describe('video aspect ratio', () => {
  it('uses the width and height attributes', () => {
    expect(aspectRatio({ width: '640', height: '360' }, 1)).toBeCloseTo(16 / 9);
  });
  it('falls back to the video size, then to the given ratio', () => {
    expect(aspectRatio({ width: '640', height: null, videoWidth: 400, videoHeight: 300 }, 1)).toBeCloseTo(4 / 3);
    expect(aspectRatio({ width: 'wide', height: '0', videoWidth: 0, videoHeight: 0 }, 1.5)).toBe(1.5);
    expect(aspectRatio({ width: null, height: null }, 16 / 9)).toBeCloseTo(16 / 9);
  });
});

describe('video size (§9.1)', () => {
  it('small-screen margins: YouTube 150, Vimeo 100, video 120', () => {
    expect([smallScreenMargin('youtube'), smallScreenMargin('vimeo'), smallScreenMargin('video')]).toEqual([150, 100, 120]);
  });

  it('above 767 px the embed takes the full container width', () => {
    expect(embedSize({ containerWidth: 800, ratio: 16 / 9, viewportWidth: 1024, viewportHeight: 300, kind: 'youtube' })).toEqual({
      width: 800,
      height: 450,
    });
  });

  it('at 767 px or less the height is capped to the window minus the margin', () => {
    // Landscape phone: 767 × 400 → YouTube at most 250 px high → 444 px wide.
    expect(embedSize({ containerWidth: 700, ratio: 16 / 9, viewportWidth: 767, viewportHeight: 400, kind: 'youtube' })).toEqual({
      width: 444,
      height: 250,
    });
    expect(embedSize({ containerWidth: 700, ratio: 16 / 9, viewportWidth: 700, viewportHeight: 400, kind: 'vimeo' }).height).toBe(300);
    expect(embedSize({ containerWidth: 700, ratio: 16 / 9, viewportWidth: 700, viewportHeight: 400, kind: 'video' }).height).toBe(280);
    // Portrait phone: the width is the limit, the cap does not bite.
    expect(embedSize({ containerWidth: 360, ratio: 16 / 9, viewportWidth: 375, viewportHeight: 800, kind: 'youtube' })).toEqual({
      width: 360,
      height: 203,
    });
  });
});
