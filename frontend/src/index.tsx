import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import './styles/index.css';
import { AR_PREFIX, LOCALE_HTML, localeOfPath, stripLocale } from '@freakdrop/contract';
import { SSR_STATE_ID } from '@freakdrop/contract/ssr';
import { App, preloadRoute, preloadScreens } from './app/App';
import { hydrate } from './app/api';
import { makeStore } from './app/store';
import { ENGLISH, LanguageProvider, loadArabic } from './i18n';
import type { Arabic } from './i18n/catalog';

// The page's language is its path's (/ar…): Arabic loads Lingui with the frame's messages (own
// chunk, preloaded by the server) before anything renders, English needs nothing more.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = LOCALE_HTML[locale].lang;
document.documentElement.dir = LOCALE_HTML[locale].dir;
const catalogReady: Promise<Arabic | null> = locale === 'ar' ? loadArabic() : Promise.resolve(null);

const store = makeStore();
const root = document.getElementById('root');
// Sent by the server when it rendered the page (backend/src/storefront).
const stateBlock = document.getElementById(SSR_STATE_ID);
const serverState: unknown = stateBlock ? JSON.parse(stateBlock.textContent || 'null') : null;
const hydrating = Boolean(root?.firstChild && serverState);
if (hydrating) store.dispatch(hydrate(serverState));

/**
 * Marks the page as running (`<html data-app="ready">`) once the app has hydrated or rendered:
 * the server-rendered page was readable before, its buttons work from now on. The browser
 * journeys wait for it after each page load (e2e/support/test.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The app in the page's language (its Arabic, or none for English), for this tree alone. */
const app = (arabic: Arabic | null) => (
  <StrictMode>
    <AppReady />
    <LanguageProvider value={arabic ?? ENGLISH}>
      <Provider
        store={store}
        // The server rendered with an empty cart: hydrate with that, then show this browser's.
        serverState={
          hydrating ? { ...store.getState(), cart: { items: [], subtotalAED: 0 } } : undefined
        }
      >
        <BrowserRouter basename={locale === 'ar' ? AR_PREFIX : undefined}>
          <App />
        </BrowserRouter>
      </Provider>
    </LanguageProvider>
  </StrictMode>
);

const path = stripLocale(window.location.pathname);
if (root && hydrating) {
  // The page's screen (and its Arabic messages) is loaded before hydrating, so nothing suspends
  // on the server's markup.
  // In a transition React hydrates in slices of a few milliseconds (its default lane for a
  // hydration is not sliced): a phone's main thread stays free for the shopper's first tap.
  void catalogReady.then(async (arabic) => {
    await preloadRoute(path, arabic);
    startTransition(() => void hydrateRoot(root, app(arabic)));
  });
} else if (root) {
  void catalogReady.then((arabic) => createRoot(root).render(app(arabic)));
}
void catalogReady.then(preloadScreens);
