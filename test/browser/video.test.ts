import { expect } from 'chai';
import '../../src/elements/video.element.ts';
import { embedKind } from '../../src/dom/video.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';

async function mount(inner: string, attrs = '', width = 400): Promise<{ host: HTMLElement; box: HTMLElement }> {
  const box = fixture(`<div style="width:${width}px"><shop-video ${attrs}>${inner}</shop-video></div>`);
  const host = box.querySelector<HTMLElement>('shop-video')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-video not ready' });
  return { host, box };
}

const size = (el: HTMLElement) => [Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)];

describe('<shop-video>', () => {
  afterEach(() => cleanup());

  it('sizes an iframe to the container width at its width/height ratio', async () => {
    const { host } = await mount('<iframe srcdoc="<p>player</p>" width="560" height="315" title="Video"></iframe>');
    const iframe = host.querySelector('iframe')!;
    await waitFor(() => size(iframe).join() === '400,225');
  });

  it('sizes a <video> the same way and marks the kind', async () => {
    const { host } = await mount('<video width="640" height="480" controls></video>');
    const video = host.querySelector('video')!;
    await waitFor(() => size(video).join() === '400,300');
    expect(video.dataset.shopVideo).to.equal('video');
  });

  it('uses the ratio attribute for embeds without size attributes', async () => {
    const { host } = await mount('<iframe srcdoc="x" title="Video"></iframe>', 'ratio="4:3"');
    await waitFor(() => size(host.querySelector('iframe')!).join() === '400,300');
  });

  it('re-applies the layout on resize', async () => {
    const { host, box } = await mount('<iframe srcdoc="x" width="16" height="9" title="Video"></iframe>');
    const iframe = host.querySelector('iframe')!;
    await waitFor(() => size(iframe)[0] === 400);
    box.style.width = '200px';
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => size(iframe).join() === '200,113');
  });

  it('re-applies the layout on scroll and for embeds added later', async () => {
    const { host, box } = await mount('');
    const iframe = document.createElement('iframe');
    iframe.width = '100';
    iframe.height = '50';
    iframe.title = 'late';
    host.append(iframe);
    await waitFor(() => size(iframe).join() === '400,200');
    box.style.width = '300px';
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => size(iframe).join() === '300,150');
  });

  it('an invalid ratio logs one error naming tag and attribute and uses 16:9', async () => {
    const errors = captureConsoleErrors();
    try {
      const { host } = await mount('<iframe srcdoc="x" title="Video"></iframe>', 'ratio="wide"');
      await waitFor(() => size(host.querySelector('iframe')!).join() === '400,225');
      expect(errors.messages.filter((m) => m.includes('<shop-video>') && m.includes('"ratio"'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('removes its window listeners when it leaves the page', async () => {
    // Each listener by its function: another element's cleanup elsewhere on the page must not count.
    const listening = new Map<string, Set<unknown>>();
    const of = (type: string) => listening.get(type) ?? listening.set(type, new Set()).get(type)!;
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
      of(type).add(listener);
      return (add as (...a: unknown[]) => void).call(this, type, listener, ...rest);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
      of(type).delete(listener);
      return (remove as (...a: unknown[]) => void).call(this, type, listener, ...rest);
    } as typeof window.removeEventListener;
    try {
      const { host } = await mount('<video width="16" height="9"></video>');
      const types = ['resize', 'scroll', 'orientationchange'];
      for (const type of types) expect(of(type).size, `${type} added`).to.be.greaterThan(0);
      host.remove();
      await waitFor(() => types.every((type) => of(type).size === 0), { message: 'window listeners still attached' });
      expect(host.hasAttribute('data-shop-ready')).to.equal(false);
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
  });
});

describe('video layout rules', () => {
  it('recognises YouTube, Vimeo and other embeds', () => {
    const make = (src: string) => Object.assign(document.createElement('iframe'), { src });
    expect(embedKind(make('https://www.youtube.com/embed/abc'))).to.equal('youtube');
    expect(embedKind(make('https://www.youtube-nocookie.com/embed/abc'))).to.equal('youtube');
    expect(embedKind(make('https://player.vimeo.com/video/1'))).to.equal('vimeo');
    expect(embedKind(make('/demo-assets/player.html'))).to.equal('video');
    expect(embedKind(make('https://example.com/?u=youtube.com/'))).to.equal('video');
    expect(embedKind(document.createElement('video'))).to.equal('video');
    const facade = document.createElement('iframe');
    facade.dataset.videoProvider = 'vimeo';
    expect(embedKind(facade)).to.equal('vimeo');
  });
});
