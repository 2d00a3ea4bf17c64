/**
 * Audio previews of the product table: the add-on's player (`[wcpt_player]`: `.wcpt-player` with a
 * play and a pause icon) and the preview files, small WAV tones made on request from the product id.
 */
import { esc } from '../render.ts';

/** A product whose preview file is damaged (not audio), to show what a failed load looks like. */
export const BROKEN_AUDIO_PRODUCT = 24;

const PLAY_ICON = '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><polygon points="5 3 19 12 5 21 5 3"/></svg>';
const PAUSE_ICON = '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="6" y="4" width="4" height="16"/><rect x="14" y="4" width="4" height="16"/></svg>';

export function audioSrc(productId: number): string {
  return `/demo-assets/audio/${productId}.wav`;
}

/** The player as the add-on prints it; without loop, so a preview ends. */
export function audioCellHtml(productId: number): string {
  return `<div class="wcpt-player" data-wcpt-src="${esc(audioSrc(productId))}" data-wcpt-loop="">`
    + `<div class="wcpt-player__play-button wcpt-player__button">${PLAY_ICON}</div>`
    + `<div class="wcpt-player__pause-button wcpt-player__button">${PAUSE_ICON}</div></div>`;
}

/** Seconds of a product's preview: 1 to 3. */
export function previewSeconds(productId: number): number {
  return 1 + (productId % 3);
}

const RATE = 8000;

/** A mono 8-bit WAV: two soft notes whose pitch follows the product id. */
export function previewWav(productId: number): Buffer {
  const samples = Math.round(previewSeconds(productId) * RATE);
  const data = Buffer.alloc(samples);
  const base = 220 * 2 ** ((productId % 12) / 12);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const frequency = i < samples / 2 ? base : base * 1.5;
    const envelope = Math.min(1, t * 20, (samples - i) / RATE * 20);
    data[i] = Math.round(128 + 60 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}
