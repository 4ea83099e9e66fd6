import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { setInAppNavigation } from '../../shell/in-app-navigation';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { BrandMark } from '../../ui/icons/brand-logo';
import { CloseIcon } from '../../ui/icons/close';
import { MenuIcon } from '../../ui/icons/menu';
import { Frozen } from '../../ui/frozen';
import { Drawer } from './drawer';
import { additionalLinks, mainLinks } from './nav';
import { NavItem } from './nav-item';
import { ReferenceMenu } from './reference-menu';
import * as s from './header.css';

/**
 * The header, rendered closed: the menu button, the drawer and the Reference dropdown work
 * through the shell's plain DOM code (src/shell), with or without React.
 */
export function Header() {
  const router = useRouter();
  // While the app runs, the shell's plain links (the cookie notice's) open pages inside it.
  useEffect(() => setInAppNavigation((href) => router.aroundNav(navigate, href, {})), [router]);
  return (
    <header className={s.header} data-sticky-top>
      <Frozen id="header">
        <HeaderBar />
      </Frozen>
      <Drawer />
    </header>
  );
}

/** The logo, the menus and the buttons: the same on every page with the same menu item current. */
function HeaderBar() {
  const { t } = useLingui();
  return (
    <div className={`${container} ${s.inner}`}>
      <AppLink to="home" className={s.logo} aria-label={t`ZoriaNet, home page`}>
        <BrandMark className={s.mark} />
        <span className={s.wordmark}>
          Zoria<b>Net</b>
        </span>
      </AppLink>
      <nav className={s.main} aria-label={t`Main`}>
        {mainLinks.map((link) => (
          <NavItem key={link.to} link={link} className={s.link} />
        ))}
      </nav>
      <nav className={s.extra} aria-label={t`More`}>
        {additionalLinks.map((link) => (
          <NavItem key={link.to} link={link} className={s.link} />
        ))}
        <ReferenceMenu />
      </nav>
      <AppLink to="call" className={s.callButton}>
        <Trans>Connect</Trans>
      </AppLink>
      <button
        type="button"
        className={s.menuButton}
        data-drawer-toggle
        aria-expanded="false"
        aria-controls="site-drawer"
        aria-label={t`Open menu`}
        data-label-open={t`Open menu`}
        data-label-close={t`Close menu`}
      >
        <MenuIcon className={s.whenClosed} />
        <CloseIcon className={s.whenOpen} />
      </button>
    </div>
  );
}
