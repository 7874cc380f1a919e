import { useEffect } from 'react';
import { SHOP_NAME } from '@freakdrop/contract';

/** Sets the tab title; the server already sent the right one for /shop and product pages. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SHOP_NAME}`;
  }, [title]);
}
