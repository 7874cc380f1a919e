/** Installs, for one test file, the fetch classes jsdom-fetch-environment.js set aside. */
interface NodeFetch {
  fetch: typeof fetch;
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
  AbortController: typeof AbortController;
  AbortSignal: typeof AbortSignal;
}

/**
 * Node's fetch classes (set aside by jsdom-fetch-environment.js) for this test file. Node's
 * Request accepts only Node's AbortSignal, and resolves `/api/...` against the jsdom page.
 */
function installNodeFetch(): void {
  const g = globalThis as unknown as Record<string, unknown> & { __nodeFetch?: NodeFetch };
  const node = g.__nodeFetch;
  if (!node || g.Request === node.Request) return;
  Object.assign(g, node);
  g.Request = class extends node.Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  };
}
installNodeFetch();
