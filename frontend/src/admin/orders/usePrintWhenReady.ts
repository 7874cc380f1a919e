import { useEffect, useRef } from 'react';

/**
 * A print page prints itself once: when `title` is first set (what it shows has loaded), the
 * tab takes that title (the PDF's default file name) and the print dialog opens a moment later,
 * once the browser has laid out the page and its images.
 */
export function usePrintWhenReady(title: string | null): void {
  const printed = useRef(false);
  useEffect(() => {
    if (title === null || printed.current) return;
    printed.current = true;
    document.title = title;
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [title]);
}
