/** jsdom gaps that antd and react-router need; imported first by test-utils.tsx. */
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';

const w = window as unknown as Record<string, unknown>;
if (typeof w.TextEncoder === 'undefined') w.TextEncoder = TextEncoder;
if (typeof w.TextDecoder === 'undefined') w.TextDecoder = TextDecoder;

// antd's form batches watchers in a macro task through MessageChannel.
if (typeof w.MessageChannel === 'undefined') {
  class FakeMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: FakeMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => {
        const deliver = () => target?.onmessage?.({ data });
        // Outside waitFor() (which turns the act environment off) React wants updates in act().
        if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) {
          act(deliver);
        } else {
          deliver();
        }
      }, 0);
    }
    close() {}
  }
  class FakeMessageChannel {
    port1 = new FakeMessagePort();
    port2 = new FakeMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  w.MessageChannel = FakeMessageChannel;
}

if (!window.matchMedia) {
  // Answers as a 1280 px wide desktop would, so responsive table columns are shown.
  const WIDTH = 1280;
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || WIDTH >= Number(min[1])) && (!max || WIDTH <= Number(max[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// jsdom throws "Not implemented" for pseudo-element styles, which antd asks for.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => realGetComputedStyle(element);
window.scrollTo = () => undefined;

// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors, which Jest
// cannot load untransformed; its CommonJS twin is the same code.
jest.mock('@ant-design/colors/es/generate', () =>
  jest.requireActual('@ant-design/colors/lib/generate'),
);

// Replaced per test by mockApi(); defined here so the api module finds a fetch at import.
const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.fetch === 'undefined') {
  g.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
