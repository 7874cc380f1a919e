/**
 * Children that depend on this browser (the cart in localStorage): the server and the
 * hydrating browser both show `fallback`, then the browser renders the children. No hydration
 * mismatch, and no redirect decided on the server's empty cart.
 */
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const subscribe = () => () => undefined;

export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return client ? children : fallback;
}
