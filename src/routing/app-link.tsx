import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
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
  const href = pathTo(to, params) + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
