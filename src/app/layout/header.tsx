import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useState } from 'react';
import { lazyWhenOnline } from '../../offline/import-when-online';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { BrandMark } from '../../ui/icons/brand-logo';
import { CloseIcon } from '../../ui/icons/close';
import { MenuIcon } from '../../ui/icons/menu';
import { additionalLinks, mainLinks } from './nav';
import { NavItem } from './nav-item';
import { ReferenceMenu } from './reference-menu';
import * as s from './header.css';

// The drawer is only for small screens and only once opened: it loads on first use (and is
// fetched as soon as the button is touched or focused, so it is there by the click).
const loadDrawer = () => import('./drawer');
const Drawer = lazyWhenOnline(() => loadDrawer().then((m) => ({ default: m.Drawer })));

export function Header() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header className={s.header} data-sticky-top>
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
          aria-expanded={open}
          aria-controls="site-drawer"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen(!open)}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Drawer onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
