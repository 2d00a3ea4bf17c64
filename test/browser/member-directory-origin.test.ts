// <member-directory> and another origin: the REST nonce goes to this site only. The directory blocks
// are the demo store's own server markup; a rest_url on another host sends nothing and the server's
// list stays.
import { expect } from 'chai';
import '../../src/elements/member-directory.element.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { demoPage } from '../helpers/demo-tables.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

const PAGE = '/demo/member-directory/';

describe('<member-directory> and other origins', () => {
  it('a rest_url on another origin (//evil.example/…) sends nothing there, names the setting, and keeps the server\'s list', async () => {
    const doc = await demoPage(PAGE);
    const settings = JSON.parse(doc.getElementById('storefront-settings')!.textContent!) as Record<string, unknown>;
    const restoreSettings = usePageSettings({ ...settings, rest_url: '//evil.example/wp-json/' });
    const errors = captureConsoleErrors();
    const original = window.fetch;
    const sent: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return original(input, init);
    };
    try {
      const server = doc.querySelector('member-directory')!;
      const wrapper = fixture(`<div>${server.outerHTML}</div>`);
      const host = wrapper.querySelector<HTMLElement>('member-directory')!;
      const failures: string[] = [];
      host.addEventListener('shop-request-failed', (event) => failures.push(event.detail.kind));
      const printed = [...host.querySelectorAll('.wcm-directory-member h4')].map((h) => h.textContent);
      expect(printed.length).to.be.greaterThan(0);
      await waitFor(() => failures.length > 0, { message: 'no failure reported' });
      expect(failures[0]).to.equal('refused');
      expect(sent.filter((url) => url.includes('evil.example'))).to.deep.equal([]);
      const error = errors.messages.find((m) => m.includes('<member-directory> settings rest_url'));
      expect(error).to.contain('//evil.example/wp-json/');
      expect([...host.querySelectorAll('.wcm-directory-member h4')].map((h) => h.textContent)).to.deep.equal(printed);
    } finally {
      window.fetch = original;
      errors.restore();
      restoreSettings();
      cleanup();
    }
  });
});
