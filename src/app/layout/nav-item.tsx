import { useLingui } from '@lingui/react';
import { AppLink } from '../../routing/app-link';
import { useApp } from '../app-context';
import { type NavLink, linkActive } from './nav';

/** One navigation link with its active state (a menu it sits in closes itself: src/shell). */
export function NavItem({ link, className }: { link: NavLink; className?: string }) {
  const { i18n } = useLingui();
  const { page } = useApp();
  const active = linkActive(link, page.path, page.routeName);
  return (
    <AppLink to={link.to} params={link.params} query={link.query} className={className} aria-current={active ? 'page' : undefined}>
      {i18n._(link.label)}
    </AppLink>
  );
}
