import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation scrolls to the top, or to the anchor when there is one. The home page grows
 * while its product lists load, so the jump to an anchor is repeated for a moment, until the
 * shopper scrolls on their own.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let userScrolled = false;
    const stop = () => (userScrolled = true);
    const jump = () => {
      if (!userScrolled) document.getElementById(id)?.scrollIntoView();
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    jump();
    const timers = [300, 800, 1600].map((ms) => window.setTimeout(jump, ms));
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [pathname, hash]);
  return null;
}
