/**
 * jsdom, plus Node's own fetch classes kept aside under `__nodeFetch`: storefront tests install
 * them (src/test/storefront.tsx) so RTK Query's fetchBaseQuery runs unchanged against a stubbed
 * fetch. They are not made global here, so tests that bring their own fetch double (the admin
 * console's) see jsdom as it is.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, AbortController, AbortSignal } = globalThis;
    this.global.__nodeFetch = { fetch, Request, Response, Headers, AbortController, AbortSignal };
    for (const name of ['TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
