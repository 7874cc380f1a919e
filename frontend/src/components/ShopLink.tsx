/**
 * A link to a storefront page: an `<a href>` in the page's language that, on a plain click,
 * navigates in the app. React Router's `<Link>` does the same and more (relative paths, masks,
 * prefetching), and resolves its path against every matched route on each render: on a product
 * page, with twenty links, that was a fifth of the server's render time. Storefront links are
 * absolute paths, so this one resolves nothing. The frame provides one `navigate`
 * (ShopNavigation). The admin console's links are these too (absolute paths, in English).
 */
import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { pathInLocale } from '@freakdrop/contract';
import { useLanguage } from '../i18n';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** The one `navigate` the frame's links share. */
export function ShopNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute storefront path, with its query, without the language prefix: `/shop?…`. */
  to: string;
}

export function ShopLink(props: ShopLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate) return <RouterLink {...props} />;
  return <FollowingLink {...props} navigate={navigate} />;
}

/**
 * Outside the frame (the admin console, a screen tested on its own) a link takes the router's
 * `navigate` itself. React Router's own `<Link>` is not used anywhere: its prefetching code
 * would come with it in every page's first download.
 */
function RouterLink(props: ShopLinkProps) {
  return <FollowingLink {...props} navigate={useNavigate()} />;
}

function FollowingLink({
  to,
  onClick,
  target,
  navigate,
  ...rest
}: ShopLinkProps & { navigate: NavigateFunction }) {
  const { locale } = useLanguage();
  const href = pathInLocale(to, locale);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // As the router's links: a new tab, a modified click or another target is the browser's.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // A link to the page already shown replaces it in the history, as the router's do.
    const { pathname, search, hash } = window.location;
    const here = `${pathname}${search}${hash}`;
    void navigate(to, { replace: here === href });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

/**
 * A navigation link marked while its page is shown (`active` class, `aria-current="page"`), by
 * React Router's NavLink rule: the path is the current one, or (without `end`) a parent of it;
 * letter case aside.
 */
export function ShopNavLink({
  end = false,
  className,
  ...props
}: ShopLinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const path = (props.to.replace(/[?#].*$/, '') || '/').toLowerCase();
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(slash) === '/');
  return (
    <ShopLink
      {...props}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
