// Time from DOMContentLoaded to three elements (store notice, mini cart, add to cart) carrying
// data-shop-ready, on a cold cache with 40 ms of network latency per request (Chromium's network
// emulation): what a shopper waits for after the page's own scripts are ready. Chunks fetched one
// after another (loader, then element, then runtime) show here as one latency per step.
const LATENCY_MS = 40;
let pageURL = '';

export default {
  name: 'loader-ready-rtt40',
  iterations: 15,
  warmup: 2,
  async setup(page, baseURL) {
    pageURL = `${baseURL}/bench/pages/loader-ready.html`;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    return undefined;
  },
  async run(page) {
    await page.goto(pageURL);
    return page.evaluate(() => window.__elementsReady);
  },
};
