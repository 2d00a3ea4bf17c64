import { expect } from 'chai';
import { createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

declare global {
  // Lets React's act() run outside a test renderer.
  // eslint-disable-next-line no-var
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

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

  it('runs React in development mode (process.env.NODE_ENV is defined)', () => {
    expect(typeof act).to.equal('function');
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
