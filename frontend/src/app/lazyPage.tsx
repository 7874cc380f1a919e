/**
 * A screen in its own chunk that can be loaded before it renders: the server loads the route's
 * screen before rendering, the browser before hydrating, so neither shows a fallback where the
 * other showed the page (no hydration mismatch, nothing moves). Otherwise it suspends like
 * `React.lazy`. On Arabic pages the screen's Arabic messages (their own chunk) load with it.
 */
import { use } from 'react';
import type { ComponentType } from 'react';
import { arabicCatalog } from '../i18n/active';

export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Loads the chunk once (and, while Arabic is active, the screen's messages); resolves when
   * the screen can render without suspending.
   */
  preload(): Promise<void>;
  /**
   * The webpack chunk name, for the server to preload its script (and, on /ar pages,
   * `i18n-ar-<chunk>`, the screen's Arabic messages).
   */
  chunk: string;
}

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  // The page's language never changes in the browser: on an Arabic page the screen's messages
  // load with it, once (the server adds them per render itself, render.tsx).
  const preload = () =>
    (pending ??= Promise.all([load(), arabicCatalog()?.need(chunk)]).then(([component]) => {
      Loaded = component;
    }));
  const Page = (() => {
    if (!Loaded) use(preload());
    const Screen = Loaded as ComponentType;
    return <Screen />;
  }) as LazyPage;
  Page.preload = preload;
  Page.chunk = chunk;
  return Page;
}
