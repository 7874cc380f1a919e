/**
 * A screen in its own chunk that can be loaded before it renders: the server loads the route's
 * screen before rendering, the browser before hydrating, so neither shows a fallback where the
 * other showed the page (no hydration mismatch, nothing moves). Otherwise it suspends like
 * `React.lazy`. On Arabic pages the screen's Arabic messages (their own chunk) load with it.
 */
import { use } from 'react';
import type { ComponentType } from 'react';
import { useLanguage } from '../i18n';
import type { Arabic } from '../i18n/catalog';

export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Loads the chunk once (and, given the page's Arabic, the screen's messages into it);
   * resolves when the screen can render without suspending.
   */
  preload(arabic?: Arabic | null): Promise<void>;
  /**
   * The webpack chunk name, for the server to preload its script (and, on /ar pages,
   * `i18n-ar-<chunk>`, the screen's Arabic messages).
   */
  chunk: string;
}

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  const preload = (arabic?: Arabic | null) =>
    Promise.all([loadOnce(), arabic?.need(chunk)]).then(() => undefined);
  const Page = (() => {
    // On an Arabic page the screen's messages load with it, once (`need` gives the same
    // promise until they are in, then nothing).
    const messages = useLanguage().need(chunk);
    if (messages) use(messages);
    if (!Loaded) use(loadOnce());
    const Screen = Loaded as ComponentType;
    return <Screen />;
  }) as LazyPage;
  Page.preload = preload;
  Page.chunk = chunk;
  return Page;
}
