/**
 * jsdom, plus Node's own fetch classes kept aside under `__nodeFetch`: the fetch double
 * (src/test/fetch-double.ts) installs them, so RTK Query's fetchBaseQuery runs unchanged against
 * it. Tests that never call the API see jsdom as it is.
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
