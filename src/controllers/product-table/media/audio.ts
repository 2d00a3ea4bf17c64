/**
 * Audio previews (§4.15): the add-on's player (`.{p}-player[data-{p}-src]` holding a play and a
 * pause icon) becomes one real toggle button, pressed while playing. Only one preview plays on the
 * page: starting one pauses every other preview audio in the document, whichever table (or copy
 * of this library) started it. The playing row carries `.{p}-waveplayer-active` (outlined, §9.2).
 * The end of a track (without loop) or a failed load returns the player to paused; a failure is
 * said in the player and announced.
 */
import { shopText } from '../../../dom/messages.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { announce } from '../../../dom/announce.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import type { TableContext } from '../context.ts';
import { mediaName } from './names.ts';

const audios = new WeakMap<HTMLElement, HTMLAudioElement>();

function toggleOf(player: HTMLElement, p: string): HTMLButtonElement | null {
  return player.querySelector<HTMLButtonElement>(`button.${p}-player__toggle`);
}

function showState(player: HTMLElement, p: string, playing: boolean): void {
  player.classList.toggle(`${p}-player--playing`, playing);
  toggleOf(player, p)?.setAttribute('aria-pressed', String(playing));
  const row = player.closest(`.${p}-row`);
  if (!row) return;
  const stillPlaying = playing || row.querySelector(`.${p}-player--playing`) !== null;
  row.classList.toggle(`${p}-waveplayer-active`, stillPlaying);
}

function showFailure(player: HTMLElement, p: string, name: string): void {
  // One failed attempt is told once, though both the audio's error event and play() report it.
  if (player.classList.contains(`${p}-player--error`)) return;
  const message = shopText('tableAudioFailed', name);
  player.classList.add(`${p}-player--error`);
  let note = player.querySelector(`.${p}-player__error`);
  if (!note) {
    note = document.createElement('span');
    note.className = `${p}-player__error`;
    player.append(note);
  }
  note.textContent = message;
  announce(message);
}

/** Wraps the add-on's two icons in one button that names the track. */
function enhancePlayers(root: ParentNode, ctx: TableContext): void {
  const p = ctx.prefix;
  for (const player of root.querySelectorAll<HTMLElement>(`.${p}-player`)) {
    if (toggleOf(player, p)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${p}-player__toggle`;
    button.setAttribute('aria-pressed', String(player.classList.contains(`${p}-player--playing`)));
    button.setAttribute('aria-label', shopText('tablePlayAudio', mediaName(player, p)));
    button.append(...player.querySelectorAll(`.${p}-player__button`));
    player.prepend(button);
  }
}

function audioFor(player: HTMLElement, ctx: TableContext, name: string): HTMLAudioElement | null {
  const p = ctx.prefix;
  const existing = audios.get(player);
  if (existing) return existing;
  const src = guardUrl(player.getAttribute(`data-${p}-src`) ?? '', `<shop-product-table> table ${ctx.tableId}: audio preview`, 'image');
  if (!src) {
    showFailure(player, p, name);
    return null;
  }
  const audio = document.createElement('audio');
  audio.className = `${p}-audio-elm`;
  audio.preload = 'none';
  audio.loop = player.getAttribute(`data-${p}-loop`) === 'true';
  audio.src = src;
  // The element's own events keep the state true, however it was paused (another preview, the end, the system).
  audio.addEventListener('playing', () => {
    player.classList.add(`${p}-media-loaded`);
    player.classList.remove(`${p}-player--error`);
    player.querySelector(`.${p}-player__error`)?.remove();
    showState(player, p, true);
  });
  audio.addEventListener('pause', () => showState(player, p, false));
  audio.addEventListener('ended', () => {
    audio.currentTime = 0;
    showState(player, p, false);
  });
  audio.addEventListener('error', () => {
    showState(player, p, false);
    showFailure(player, p, name);
  });
  player.append(audio);
  audios.set(player, audio);
  return audio;
}

function pauseOthers(mine: HTMLAudioElement, p: string): void {
  for (const other of document.querySelectorAll<HTMLAudioElement>(`audio.${p}-audio-elm`)) {
    if (other === mine || other.paused) continue;
    other.pause();
    other.currentTime = 0;
  }
}

function toggle(player: HTMLElement, ctx: TableContext): void {
  const p = ctx.prefix;
  const name = mediaName(player, p);
  const audio = audioFor(player, ctx, name);
  if (!audio) return;
  // A failed element may still count as playing (not paused): it is tried again, not paused.
  if (!audio.paused && !audio.error) {
    audio.pause();
    return;
  }
  pauseOthers(audio, p);
  player.classList.remove(`${p}-player--error`);
  // After a failure, try the file again rather than replay the same error.
  if (audio.error) audio.load();
  // Shown as playing at once; the audio's pause or error events put it back.
  showState(player, p, true);
  audio.play().catch((error: unknown) => {
    // A pause before playback began rejects too; that is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showState(player, p, false);
    showFailure(player, p, name);
  });
}

function css(p: string): string {
  return `
:where(.${p}-player) { display: inline-flex; align-items: center; gap: 0.5em; flex-wrap: wrap; }
:where(.${p}-player__toggle) {
  display: inline-grid; place-items: center; width: 2.25em; height: 2.25em; padding: 0; border: 1px solid currentColor;
  border-radius: 50%; background: transparent; color: inherit; cursor: pointer;
}
:where(.${p}-player__toggle svg) { width: 1.1em; height: 1.1em; }
:where(.${p}-player .${p}-player__pause-button), :where(.${p}-player--playing .${p}-player__play-button) { display: none; }
:where(.${p}-player--playing .${p}-player__pause-button) { display: block; }
:where(.${p}-player__error) { font-size: 0.875em; color: #b32d2e; }
:where(.${p}-audio-elm) { display: none; }
:where(tr.${p}-waveplayer-active) { outline: ${TABLE.audioOutlineWidthPx}px solid #0073e6; outline-offset: -${TABLE.audioOutlineWidthPx}px; }`;
}

export function startTableAudio(ctx: TableContext): () => void {
  const p = ctx.prefix;
  adoptTableStyles(`audio-${p}`, css(p));
  enhancePlayers(ctx.container, ctx);
  const offRows = ctx.onRowsAppended((rows) => rows.forEach((row) => enhancePlayers(row, ctx)));
  ctx.container.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.(`.${p}-player__toggle`);
    const player = button?.closest<HTMLElement>(`.${p}-player`);
    if (player && ctx.container.contains(player)) toggle(player, ctx);
  }, { signal: ctx.signal });
  // A table reloaded or stopped does not leave its preview playing.
  return () => {
    offRows();
    for (const audio of ctx.container.querySelectorAll<HTMLAudioElement>(`audio.${p}-audio-elm`)) audio.pause();
  };
}
