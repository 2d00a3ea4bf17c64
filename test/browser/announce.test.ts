import { expect } from 'chai';
import { announce, liveRegionMessages, liveRegionText } from '../../src/dom/announce.ts';
import { waitFor } from '../helpers/wait.ts';

const REGION = 'storefront-live-region';

/**
 * Watches what the live region holds after every change of the page: each snapshot is
 * the region's whole text, as a screen reader reading the region would find it.
 */
function watchRegion(): { snapshots: string[]; stop: () => void } {
  const snapshots: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.getElementById(REGION)?.textContent ?? '';
    if (snapshots.at(-1) !== text) snapshots.push(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { snapshots, stop: () => observer.disconnect() };
}

let run = 0;
/** A message no earlier test has announced (the region keeps messages for a while). */
const unique = (text: string) => `${text} #${++run}`;

describe('announce (the shared live region)', () => {
  it('is a polite log of additions, visually hidden', async () => {
    announce(unique('Hello'));
    const region = await waitFor(() => document.getElementById(REGION));
    expect(region.getAttribute('role')).to.equal('log');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.getAttribute('aria-relevant')).to.equal('additions');
    expect(region.getAttribute('aria-atomic')).to.equal('false');
    expect(region.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('delivers two announcements made 250 ms apart: the second does not overwrite the first', async () => {
    const added = unique('“Beanie” has been added to your cart.');
    const count = unique('Showing 1–24 of 120 results');
    const watch = watchRegion();
    try {
      announce(added, 0, 'cart');
      announce(count, 250, 'result-count');
      await waitFor(() => watch.snapshots.some((text) => text.includes(count)), { message: 'second message not delivered' });
      const firstSeen = watch.snapshots.findIndex((text) => text.includes(added));
      const secondSeen = watch.snapshots.findIndex((text) => text.includes(count));
      expect(firstSeen, 'first message delivered').to.be.at.least(0);
      expect(firstSeen).to.be.below(secondSeen);
      // From its arrival until the second arrived (and with it), the first stayed in the region.
      for (const text of watch.snapshots.slice(firstSeen, secondSeen + 1)) expect(text).to.include(added);
      // Each is a node of its own, in the order they were made.
      const messages = liveRegionMessages();
      expect(messages.indexOf(added)).to.be.below(messages.indexOf(count));
      expect(liveRegionText()).to.equal(count);
    } finally {
      watch.stop();
    }
  });

  it('announces the same text again as a new addition', async () => {
    const text = unique('Your selection has been reset.');
    announce(text);
    await waitFor(() => liveRegionMessages().filter((m) => m === text).length === 1);
    announce(text);
    await waitFor(() => liveRegionMessages().filter((m) => m === text).length === 2, { message: 'repeated message not added' });
  });

  it('a newer message on the same channel replaces one that is still waiting', async () => {
    const stale = unique('Cart: 1 item');
    const fresh = unique('Cart: 2 items');
    const watch = watchRegion();
    try {
      announce(stale, 300, 'cart');
      announce(fresh, 300, 'cart');
      await waitFor(() => liveRegionMessages().includes(fresh));
      expect(watch.snapshots.some((text) => text.includes(stale))).to.equal(false);
    } finally {
      watch.stop();
    }
  });

  it('turns a region an older copy made (role=status, atomic) into a log', async () => {
    document.getElementById(REGION)?.remove();
    const old = document.createElement('div');
    old.id = REGION;
    old.setAttribute('role', 'status');
    old.setAttribute('aria-live', 'polite');
    document.body.append(old);
    const text = unique('Added');
    announce(text);
    await waitFor(() => liveRegionMessages().includes(text));
    expect(document.getElementById(REGION)).to.equal(old);
    expect(old.getAttribute('role')).to.equal('log');
    expect(old.getAttribute('aria-atomic')).to.equal('false');
  });

  it('a message leaves the region after its lifetime (7 s), not before', async () => {
    // The page's timers are taken over for this test, so it need not wait the seven seconds out.
    const timers: Array<{ run: () => void; ms: number }> = [];
    const realSetTimeout = window.setTimeout;
    const text = unique('Short-lived');
    window.setTimeout = ((run: () => void, ms = 0) => timers.push({ run, ms })) as unknown as typeof window.setTimeout;
    try {
      announce(text);
      // A region made just now settles first; an existing one takes the message at once.
      for (let settle = timers.find((t) => t.ms < 1000); settle; settle = timers.find((t) => t.ms < 1000)) {
        timers.splice(timers.indexOf(settle), 1);
        settle.run();
      }
    } finally {
      window.setTimeout = realSetTimeout;
    }
    expect(liveRegionMessages()).to.include(text);
    const lifetime = timers.filter((t) => t.ms >= 1000);
    expect(lifetime.map((t) => t.ms)).to.deep.equal([7000]);
    lifetime[0]!.run();
    expect(liveRegionMessages()).not.to.include(text);
  });
});
