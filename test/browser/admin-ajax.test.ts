/**
 * The platform AJAX helper (§7.5) against the demo store's admin-ajax.php, under every
 * fault of its fault mode: a caller always gets either the answer or a typed error.
 */
import { expect } from 'chai';
import { RequestError } from '../../src/services/errors.ts';
import { adminAjax } from '../../src/services/shop.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';

const endpoints = { ajax_url: '/wp-admin/admin-ajax.php' };

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('the call succeeded; a failure was expected');
}

describe('adminAjax (§7.5) on the demo store', function () {
  this.timeout(30_000);
  afterEach(clearFault);

  it("counts a bare '1' as success", async () => {
    expect(await adminAjax(endpoints, 'demo_ping')).to.deep.equal({ success: true, data: undefined });
  });

  it('reads the data and the X-WP-Total header of query-attachments', async () => {
    const result = await adminAjax<Array<{ id: number }>>(endpoints, 'query-attachments', {
      'query[posts_per_page]': 5,
      'query[paged]': 1,
    });
    expect(result.success).to.equal(true);
    expect(result.data).to.have.length(5);
    expect(result.total).to.be.a('number').and.to.be.greaterThan(5);
  });

  it("an unknown action (the platform's '0' with HTTP 400) is an HTTP error", async () => {
    const error = await failureOf(adminAjax(endpoints, 'no_such_action'));
    expect(error.kind).to.equal('http');
  });

  const expected: Array<[fault: string, kind: string]> = [
    ['500', 'http'],
    ['malformed', 'invalid-body'],
    ['shape', 'invalid-body'],
    ['empty', 'invalid-body'],
  ];
  for (const [fault, kind] of expected) {
    it(`fault ${fault}: the caller gets a typed ${kind} error`, async () => {
      setFault(`${fault}@demo_ping`);
      const error = await failureOf(adminAjax(endpoints, 'demo_ping'));
      expect(error.kind).to.equal(kind);
      expect(error.message).to.be.a('string').and.not.to.equal('');
    });
  }

  it('fault drop: a dropped connection is a typed error, never a hang', async () => {
    setFault('drop@demo_ping');
    const error = await failureOf(adminAjax(endpoints, 'demo_ping', {}, { timeoutMs: 10_000 }));
    // Behind the test server's proxy the drop arrives as a gateway error; directly, as a network error.
    expect(['network', 'http']).to.include(error.kind);
  });

  it('fault timeout: the call gives up after its timeout with a timeout error', async () => {
    setFault('timeout@demo_ping');
    const error = await failureOf(adminAjax(endpoints, 'demo_ping', {}, { timeoutMs: 300 }));
    expect(error.kind).to.equal('timeout');
  });

  it('fault slow: a slow answer within the timeout is still a success', async () => {
    setFault('latency-400@demo_ping');
    expect((await adminAjax(endpoints, 'demo_ping', {}, { timeoutMs: 10_000 })).success).to.equal(true);
  });

  it('an aborted call rejects as aborted', async () => {
    setFault('latency-2000@demo_ping');
    const controller = new AbortController();
    const pending = adminAjax(endpoints, 'demo_ping', {}, { signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).kind).to.equal('aborted');
  });
});
