/**
 * The only script a page names in its HTML (a few hundred bytes). The page arrives server
 * rendered and readable; the app's JavaScript (main, the page's screen, the Arabic catalog),
 * which makes it interactive, is fetched once the page's main picture is on screen, so on a
 * phone's slow link the picture gets the bandwidth first instead of sharing it with 120 KB of
 * script. Browsing works before it arrives (plain links and GET forms).
 *
 * The scripts: this element's `data-scripts` (main, written by the build) and the page's own
 * chunks in `<meta name="fd-scripts">` (written by the server). Added in order, not async:
 * webpack picks up chunks that ran before its runtime, so main finds its screen loaded.
 */
import { SSR_SCRIPTS_META } from '@freakdrop/contract/ssr';

const self = document.currentScript as HTMLScriptElement | null;

function scriptList(): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SSR_SCRIPTS_META}"]`);
  const pageChunks = meta?.content ?? '';
  const app = self?.dataset.scripts ?? '';
  return `${pageChunks} ${app}`.split(/\s+/).filter(Boolean);
}

function loadApp(): void {
  for (const src of scriptList()) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.append(script);
  }
}

/**
 * The page's main picture, the first of: the hero video (its poster), the pictures it fetches
 * with high priority (the product photo, the shop's first cards).
 */
function mainPicture(): HTMLImageElement | null {
  const element = document.querySelector<HTMLVideoElement | HTMLImageElement>(
    'video, img[fetchpriority="high"]',
  );
  if (element instanceof HTMLVideoElement) {
    if (!element.poster) return null;
    // The poster's request is the page's own (preloaded): this image waits for the same one.
    const poster = new Image();
    poster.src = element.poster;
    return poster;
  }
  return element;
}

/** Resolves once the picture has loaded (or failed: the app must come anyway). */
function loaded(picture: HTMLImageElement | null): Promise<void> {
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the browser reports the page's first paint. Browsers without paint timing
 * resolve at the load event.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'function') {
      if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
        return;
      }
    }
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Runs `go` after the next frame (a picture that has just loaded is painted in it). */
function afterNextFrame(go: () => void): void {
  requestAnimationFrame(() => setTimeout(go, 0));
}

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  loadApp();
}

// A deferred script: the document is parsed, the page's markup is all there. A page with no
// markup (index.html as it is, the admin console behind a static server) has no paint to wait
// for: the app comes at once, or the screen would stay blank until the timer below.
if (document.getElementById('root')?.firstChild) {
  void Promise.all([firstPaint(), loaded(mainPicture())]).then(() => afterNextFrame(startOnce));
} else {
  startOnce();
}
// Whatever the page does (a picture that never ends), the app comes a moment after the load.
window.addEventListener('load', () => setTimeout(startOnce, 3000), { once: true });
