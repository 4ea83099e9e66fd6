import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../ui/icons/close';
import { UserIcon } from '../../ui/icons/user';
import { useApp } from '../app-context';
import { InstallButton } from './install-button';
import { LanguageSwitch } from './language-switch';
import { useSiteData } from '../../data/site-data';
import { additionalLinks, mainLinks, referenceLinks } from './nav';
import { NavItem } from './nav-item';
import { PhoneItems } from '../../ui/phone-items';
import { cabinetHref } from './top-bar';
import * as s from './drawer.css';

/** The small-screen navigation: a 280 px panel from the right with collapsible groups. */
export function Drawer({ onClose }: { onClose: () => void }) {
  const { page, locale } = useApp();
  const { settings, phones } = useSiteData();
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  const close = onClose;
  const opened = useRef(page);

  // A navigation closes the drawer.
  useEffect(() => {
    if (page !== opened.current) onClose();
  }, [page, onClose]);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    document.documentElement.dataset.drawerOpen = '';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      delete document.documentElement.dataset.drawerOpen;
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className={s.root}>
      <div className={s.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id="site-drawer"
        className={s.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
      >
        <div className={s.top}>
          <LanguageSwitch tone="light" landmark={false} />
          <button type="button" className={s.close} onClick={close} aria-label={t`Close menu`}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Main`}>
          <ul className={s.list}>
            {[...mainLinks, ...additionalLinks].map((link) => (
              <li key={link.to}>
                <NavItem link={link} className={s.link} onNavigate={close} />
              </li>
            ))}
          </ul>
          <details className={s.group} open={referenceLinks.some((l) => l.to === page.routeName)}>
            <summary className={s.summary}>
              <Trans>Reference</Trans>
            </summary>
            <ul className={s.list}>
              {referenceLinks.map((link) => (
                <li key={link.to + JSON.stringify(link.params ?? {})}>
                  <NavItem link={link} className={s.sublink} onNavigate={close} />
                </li>
              ))}
            </ul>
          </details>
          {phones.length > 0 && (
            <details className={s.group}>
              <summary className={s.summary}>
                <Trans>Phones, 24/7</Trans>
              </summary>
              <ul className={s.list}>
                <PhoneItems phones={phones} linkClassName={s.sublink} />
              </ul>
            </details>
          )}
        </nav>
        <div className={s.actions}>
          {settings && (
            <a className={s.cabinet} href={cabinetHref(settings.cabinet_url, locale)} target="_blank" rel="noopener noreferrer">
              <UserIcon />
              <Trans>Personal area</Trans>
            </a>
          )}
          <InstallButton className={s.install} />
        </div>
      </div>
    </div>
  );
}
