import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useRouter } from 'wouter';
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

/** A link to a named route in the current language: paths never appear as literals. */
export function AppLink({ to, params, query, hash, children, ...rest }: Props) {
  const { base } = useRouter();
  const path = pathTo(to, params);
  const tail = (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  // Home under a base (/ru) is the base itself: wouter would write /ru/, which redirects.
  const href = base && path === '/' ? `~${base}${tail}` : path + tail;
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
