import { expect } from 'chai';
import { createElement, useState, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

describe('test harness', () => {
  let root: Root | undefined;

  afterEach(() => {
    root?.unmount();
    root = undefined;
    cleanup();
  });

  it('bundles TypeScript and React into the test page', async () => {
    const host = fixture<HTMLDivElement>('<div id="react-host"></div>');
    function Counter() {
      const [count, setCount] = useState(0);
      return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `clicked ${count}`);
    }
    root = createRoot(host);
    root.render(createElement(Counter));
    const button = await waitFor(() => host.querySelector('button'));
    expect(button.textContent).to.equal('clicked 0');
    button.click();
    await waitFor(() => button.textContent === 'clicked 1');
    expect(button.textContent).to.equal('clicked 1');
  });

  it('bundles in development mode (process.env.NODE_ENV is defined)', async () => {
    expect(process.env.NODE_ENV).to.equal('development');
    // Preact has no development build; React's checks the keys of a list, its production build does not.
    if (process.env.SE_BUILD === 'lite') return;
    const host = fixture<HTMLDivElement>('<div></div>');
    const errors = captureConsoleErrors();
    try {
      root = createRoot(host);
      root.render(createElement('ul', null, [createElement('li', null, 'a'), createElement('li', null, 'b')]));
      await waitFor(() => host.querySelectorAll('li').length === 2);
    } finally {
      errors.restore();
    }
    expect(errors.messages.join('\n')).to.match(/unique "key" prop/);
  });

  it('renders with the build the run asked for (SE_BUILD): React, or preact/compat for lite', () => {
    // preact/compat reports the React version it matches (18.x); React itself is 19.
    const lite = process.env.SE_BUILD === 'lite';
    expect(version.split('.')[0], `react version ${version}`).to.equal(lite ? '18' : '19');
  });

  it('reaches the demo server through the proxy', async function () {
    this.timeout(120_000);
    const response = await fetch('/?wc-ajax=get_refreshed_fragments', {
      method: 'POST',
      credentials: 'same-origin',
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).to.equal(200);
    expect(response.headers.get('content-type') ?? '').to.match(/json/);
    expect(() => JSON.parse(text)).not.to.throw();
  });
});
