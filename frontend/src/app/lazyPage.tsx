/**
 * A screen in its own chunk that can be loaded before it renders: the server loads the route's
 * screen before rendering, the browser before hydrating, so neither shows a fallback where the
 * other showed the page (no hydration mismatch, nothing moves). Otherwise it suspends like
 * `React.lazy`. On Arabic pages the screen's Arabic messages (their own chunk) load with it.
 */
import { use } from 'react';
import type { ComponentType } from 'react';
import { arabicCatalog } from '../i18n/active';
import type { Arabic, ScreenMessages } from '../i18n/catalog';

export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Loads the chunk once, and the screen's messages into `arabic` when given (Arabic pages);
   * resolves when the screen can render without suspending.
   */
  preload(arabic?: Arabic | null): Promise<void>;
  /**
   * The webpack chunk name, for the server to preload its script (and, on /ar pages,
   * `i18n-ar-<chunk>`, the screen's Arabic messages).
   */
  chunk: string;
}

export function lazyPage(
  chunk: string,
  load: () => Promise<ComponentType>,
  loadArabic: ScreenMessages,
): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const loadScreen = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  const preload = async (arabic = arabicCatalog()) => {
    await Promise.all([loadScreen(), arabic?.need(loadArabic)]);
  };
  const Page = (() => {
    // An Arabic page's screen waits for its messages too (the Arabic chunk keeps the promise).
    const adding = arabicCatalog()?.need(loadArabic);
    if (adding) use(adding);
    if (!Loaded) use(loadScreen());
    const Screen = Loaded as ComponentType;
    return <Screen />;
  }) as LazyPage;
  Page.preload = preload;
  Page.chunk = chunk;
  return Page;
}
