import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { pathTo, type RouteName, type RouteParams } from './paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: RouteName;
  params?: RouteParams;
  /** Query string without "?". */
  query?: string;
  /** Element id without "#". */
  hash?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link to a named route in the current language: paths never appear as literals. It does what
 * wouter's Link does for a plain href (same markup, a click navigates in the app) with one
 * context read: Link runs the location hook on every link, and a page has about a hundred.
 */
export function AppLink({ to, params, query, hash, children, onClick, className, ...rest }: Props) {
  const router = useRouter();
  const path = pathTo(to, params);
  const tail = (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  // Home under a base (/ru) is the base itself: base + '/' would be /ru/, which redirects.
  const href = router.base && path === '/' ? router.base + tail : router.base + path + tail;
  // The server writes no handler: no closure per link (a page has about a hundred).
  if (import.meta.env.SSR)
    return (
      <a {...rest} href={router.hrefs(href, router)} className={className}>
        {children}
      </a>
    );
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier or another button opens the link the browser's way.
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    router.aroundNav(navigate, href, {});
  };
  return (
    <a {...rest} onClick={click} href={router.hrefs(href, router)} className={className}>
      {children}
    </a>
  );
}
