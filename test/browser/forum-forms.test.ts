import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/forum-topic-form.element.ts';
import '../../src/elements/forum-reply-form.element.ts';
import { forumDocument, mountForum, shiftTab, signInDemo, signOutDemo } from '../helpers/demo-forum.ts';
import { cleanup } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const NEW_TOPIC = '/demo/forum/new-topic/';
const TOPIC = '/demo/forum/topic/5/';

describe('forum-topic-form', () => {
  before(signInDemo);
  afterEach(cleanup);

  it('Tab from the title jumps to the content editor, past the toolbar', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLInputElement>('#bbp_topic_title')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('bbp_topic_content');
  });

  it('Shift+Tab from the tags jumps back to the content editor, past the help link', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLInputElement>('#bbp_topic_tags')!.focus();
    await shiftTab();
    expect(document.activeElement?.id).to.equal('bbp_topic_content');
  });

  it('Tab from the content editor keeps its usual order', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLTextAreaElement>('#bbp_topic_content')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Formatting help');
  });
});

describe('forum-reply-form', () => {
  before(signInDemo);
  afterEach(cleanup);

  function parts(host: HTMLElement) {
    return {
      respond: host.querySelector<HTMLElement>('.bbp-reply-form')!,
      parent: host.querySelector<HTMLInputElement>('#bbp_reply_to')!,
      topic: host.querySelector<HTMLInputElement>('#bbp_topic_id')!,
      content: host.querySelector<HTMLTextAreaElement>('#bbp_reply_content')!,
      cancel: host.querySelector<HTMLElement>('#bbp-cancel-reply-to-link')!,
      links: [...host.querySelectorAll<HTMLAnchorElement>('a.bbp-reply-to-link')],
    };
  }

  it('a reply-to link moves the form under its reply, sets the parent, shows cancel, keeps the text and focuses it', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const before = p.respond.previousElementSibling;
    expect(p.cancel.style.display).to.equal('none');
    p.content.value = 'Half a thought';
    const link = p.links[0]!;
    const replyId = link.dataset.replyTo!;
    const parents: number[] = [];
    host.addEventListener('shop-forum-reply-parent', (event) => parents.push(event.detail.parent));
    link.click();
    await waitFor(() => p.parent.value === replyId, { message: 'parent not set' });
    expect(host.querySelector(`#post-${replyId}`)!.nextElementSibling).to.equal(p.respond);
    expect(p.cancel.style.display).to.equal('');
    expect(p.content.value).to.equal('Half a thought');
    expect(document.activeElement).to.equal(p.content);
    expect(p.topic.value).to.equal('5');
    expect(parents).to.deep.equal([Number(replyId)]);

    p.cancel.click();
    await waitFor(() => p.parent.value === '0', { message: 'parent not reset' });
    expect(p.respond.previousElementSibling).to.equal(before);
    expect(p.cancel.style.display).to.equal('none');
    expect(p.content.value).to.equal('Half a thought');
    expect(parents).to.deep.equal([Number(replyId), 0]);
  });

  it('moves from one reply to another, and cancel still puts it back in its place', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const before = p.respond.previousElementSibling;
    const first = p.links[0]!;
    const last = p.links[p.links.length - 1]!;
    first.click();
    last.click();
    expect(p.parent.value).to.equal(last.dataset.replyTo);
    expect(host.querySelector(`#post-${last.dataset.replyTo}`)!.nextElementSibling).to.equal(p.respond);
    p.cancel.click();
    expect(p.respond.previousElementSibling).to.equal(before);
    expect(p.parent.value).to.equal('0');
  });

  it('Space on a reply-to link moves the form too', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const link = p.links[0]!;
    link.focus();
    await sendKeys({ press: ' ' });
    await waitFor(() => p.parent.value === link.dataset.replyTo, { message: 'Space did not move the form' });
    expect(document.activeElement).to.equal(p.content);
  });

  it('posts a threaded reply: the moved form sends its parent and the reply is stored under it', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const link = p.links[1] ?? p.links[0]!;
    const replyId = link.dataset.replyTo!;
    link.click();
    const text = `Threaded answer ${Date.now()}`;
    p.content.value = text;
    const form = p.respond.querySelector('form')!;
    const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), credentials: 'same-origin', redirect: 'manual' });
    expect(response.type === 'opaqueredirect' || response.status === 303).to.equal(true);
    const doc = await forumDocument(TOPIC);
    const parentItem = doc.querySelector(`#post-${replyId}`)!.closest('li')!;
    const nested = [...parentItem.querySelectorAll(':scope > .bbp-threaded-replies > li .bbp-reply-content')].map((el) => el.textContent?.trim());
    expect(nested).to.include(text);
  });

  it('signed out, the topic shows a sign-in prompt instead of the form and no reply links', async () => {
    await signOutDemo();
    try {
      const doc = await forumDocument(TOPIC);
      expect(doc.querySelector('.bbp-reply-form')).to.equal(null);
      expect(doc.querySelector('a.bbp-reply-to-link')).to.equal(null);
      expect(doc.querySelector('.bbp-no-reply')?.textContent).to.contain('You must be logged in');
      expect(doc.querySelector('forum-toggle')).to.equal(null);
    } finally {
      await signInDemo();
    }
  });
});
