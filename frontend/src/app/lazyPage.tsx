/**
 * A screen in its own chunk that can be loaded before it renders: the server loads the route's
 * screen before rendering, the browser before hydrating, so neither shows a fallback where the
 * other showed the page (no hydration mismatch, nothing moves). Otherwise it suspends like
 * `React.lazy`.
 */
import { use } from 'react';
import type { ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the chunk once; resolves when the screen can render without suspending. */
  preload(): Promise<void>;
  /** The webpack chunk name, for the server to preload its script. */
  chunk: string;
}

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
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
