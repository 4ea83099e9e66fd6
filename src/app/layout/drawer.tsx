import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../ui/icons/close';
import { UserIcon } from '../../ui/icons/user';
import { Frozen } from '../../ui/frozen';
import { useApp } from '../app-context';
import { InstallButton } from './install-button';
import { LanguageSwitch } from './language-switch';
import { useSiteData } from '../../data/site-data';
import { additionalLinks, mainLinks, referenceLinks, referenceOpen } from './nav';
import { NavItem } from './nav-item';
import { PhoneItems } from '../../ui/phone-items';
import { cabinetHref } from './top-bar';
import * as s from './drawer.css';

/**
 * The small-screen navigation: a 280 px panel from the right with collapsible groups. Rendered
 * hidden with the page; the shell's code (src/shell/drawer.ts) opens and closes it.
 */
export function Drawer() {
  const { t } = useLingui();
  return (
    <div className={s.root} data-drawer hidden>
      <div className={s.backdrop} data-drawer-close aria-hidden="true" />
      <div
        id="site-drawer"
        className={s.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
      >
        <div className={s.top}>
          <LanguageSwitch tone="light" landmark={false} />
          <button type="button" className={s.close} data-drawer-close aria-label={t`Close menu`}>
            <CloseIcon />
          </button>
        </div>
        <Frozen id="drawer">
          <DrawerMenus />
        </Frozen>
      </div>
    </div>
  );
}

/** The menus and the personal area link: the same on every page with the same menu item current. */
function DrawerMenus() {
  const { page, locale } = useApp();
  const { settings, phones } = useSiteData();
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`Main`}>
        <ul className={s.list}>
          {[...mainLinks, ...additionalLinks].map((link) => (
            <li key={link.to}>
              <NavItem link={link} className={s.link} />
            </li>
          ))}
        </ul>
        <details className={s.group} open={referenceOpen(page.routeName)}>
          <summary className={s.summary}>
            <Trans>Reference</Trans>
          </summary>
          <ul className={s.list}>
            {referenceLinks.map((link) => (
              <li key={link.to + JSON.stringify(link.params ?? {})}>
                <NavItem link={link} className={s.sublink} />
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
    </>
  );
}
