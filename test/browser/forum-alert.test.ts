import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/forum-alert.element.ts';
import { mountForum, shiftTab } from '../helpers/demo-forum.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const ALERT = '/demo/forum/alert/';

function isClosed(outer: HTMLElement): boolean {
  return outer.getClientRects().length === 0;
}

describe('forum-alert', () => {
  let before: HTMLButtonElement;
  beforeEach(() => {
    before = fixture<HTMLButtonElement>('<button type="button">Before the alert</button>');
    before.focus();
  });
  afterEach(cleanup);

  async function mount() {
    const host = await mountForum(ALERT, 'forum-alert');
    return {
      host,
      outer: host.querySelector<HTMLElement>('.bbp-alert-outer')!,
      inner: host.querySelector<HTMLElement>('.bbp-alert-inner')!,
      close: host.querySelector<HTMLElement>('.bbp-alert-close')!,
    };
  }

  it('is a modal alert dialog with the focus on its close button, kept inside on Tab', async () => {
    const { inner, close } = await mount();
    expect(inner.getAttribute('role')).to.equal('alertdialog');
    expect(inner.getAttribute('aria-modal')).to.equal('true');
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(close);
    await shiftTab();
    expect(document.activeElement).to.equal(close);
  });

  it('closes with its close button and gives the focus back', async () => {
    const { outer, close } = await mount();
    close.click();
    await waitFor(() => isClosed(outer), { message: 'still shown' });
    expect(document.activeElement).to.equal(before);
  });

  it('closes with a click on the backdrop, not on the box', async () => {
    const { outer, inner } = await mount();
    inner.click();
    expect(isClosed(outer)).to.equal(false);
    outer.click();
    await waitFor(() => isClosed(outer), { message: 'still shown' });
    expect(document.activeElement).to.equal(before);
  });

  it('closes with Escape', async () => {
    const { outer } = await mount();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => isClosed(outer), { message: 'still shown' });
    expect(document.activeElement).to.equal(before);
  });
});
