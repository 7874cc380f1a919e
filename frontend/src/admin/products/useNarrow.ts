import { useEffect, useState } from 'react';

/** Below this width the products list shows cards, not a table. */
export const CARDS_BELOW_PX = 640;

/** True while the window is narrower than `px` (a phone), following it as it changes. */
export function useNarrow(px: number = CARDS_BELOW_PX): boolean {
  const query = `(max-width: ${px - 1}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const follow = () => setNarrow(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [query]);
  return narrow;
}
