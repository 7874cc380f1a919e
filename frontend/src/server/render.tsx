/**
 * The storefront's server entry, built by webpack to `dist/server/render.js` (target node) and
 * loaded by the backend by path (backend/src/storefront/ssr-renderer.ts). For a URL it loads the
 * route's screen, reads the route's data through the backend's services, then renders with
 * React's streaming renderer and hands back the status, the markup stream and the state the
 * browser hydrates from (src/index.tsx).
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { setAutoFreeze } from 'immer';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AR_PREFIX, jsonForScript, localeOfPath, stripLocale } from '@freakdrop/contract';
import type { SsrPage, SsrRequest } from '../api/types';
import { App, screenFor } from '../app/App';
import { ENGLISH, LanguageProvider, loadArabic } from '../i18n';
import { loadRouteData, readRouteEntries } from './routeData';
import { makeServerStore, storeWith } from './serverStore';
import type { ServerStore } from './serverStore';

// A server store lives for one render and nothing writes to it: deep-freezing every product it
// holds (immer's default) is work no one needs.
setAutoFreeze(false);

export async function render({ url, source }: SsrRequest): Promise<SsrPage> {
  const { pathname: fullPath, search } = new URL(url, 'http://localhost');
  // An Arabic page (/ar…) is the same screen and data as its English path, in Arabic.
  const arabic = localeOfPath(fullPath) === 'ar';
  const pathname = stripLocale(fullPath);
  const { screen, known } = screenFor(pathname);
  // Arabic: the one Arabic instance (i18n/arabic.ts), the screen's messages added to it.
  const catalog = arabic ? await loadArabic() : null;
  const [read] = await Promise.all([
    readRouteEntries(source, pathname, search, known),
    screen.preload(),
    catalog?.need(screen.chunk),
  ]);
  let store: ServerStore;
  let status: number;
  if (read) {
    store = storeWith(read.entries);
    status = read.status;
  } else {
    // A read failed (an unknown product, say): the queries run again through the store, so it
    // holds their errors as the browser's would.
    store = makeServerStore(source);
    status = await loadRouteData(store, pathname, search, known);
  }
  // The page's scripts, preloaded: on /ar pages Lingui with the frame's messages and the screen's.
  const chunks = catalog ? [screen.chunk, ...catalog.chunks(screen.chunk)] : [screen.chunk];
  const stateJson = jsonForScript({ api: store.getState().api });

  const key = fingerprint(url, store.getState().api);
  const cached = rendered.get(key);
  if (cached) {
    rendered.delete(key);
    rendered.set(key, cached);
    return { status, stateJson, chunks, ...cached };
  }
  // The page's language is this tree's alone: English and Arabic pages render side by side.
  const markup = await renderMarkup(
    <StrictMode>
      <LanguageProvider value={catalog ?? ENGLISH}>
        <Provider store={store}>
          <StaticRouter location={url} basename={arabic ? AR_PREFIX : undefined}>
            <App />
          </StaticRouter>
        </Provider>
      </LanguageProvider>
    </StrictMode>,
  );
  // React writes the preloads it hoists (a priority image) before the markup: they go in the head.
  const hoisted = /^(?:<link\b[^>]*>)*/.exec(markup)?.[0] ?? '';
  const page = { head: hoisted, html: markup.slice(hoisted.length) };
  rendered.set(key, page);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  return { status, stateJson, chunks, ...page };
}

/**
 * Rendered markup by URL and the data it showed, most recently used last. The markup is a pure
 * function of the two (the server's cart is always empty), so a page whose data has not
 * changed is not rendered again; changed data (stock, prices, settings) is another key.
 */
const rendered = new Map<string, { head: string; html: string }>();
const RENDERED_MAX = 300;

/** The URL and each query's outcome, without the request ids and timestamps. */
function fingerprint(url: string, api: ReturnType<ServerStore['getState']>['api']): string {
  const outcomes = Object.entries(api.queries).map(([key, q]) => [
    key,
    q?.status,
    q?.data,
    q?.error,
  ]);
  return createHash('sha1')
    .update(url)
    .update('\n')
    .update(JSON.stringify(outcomes))
    .digest('base64');
}

/**
 * The whole page with React's streaming renderer: everything is read already, so it waits for
 * all of it (no streamed fallbacks, which would need JavaScript to be replaced).
 */
function renderMarkup(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary for a script to reveal: the page must read without
      // JavaScript, and the Content-Security-Policy allows no inline scripts anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}
