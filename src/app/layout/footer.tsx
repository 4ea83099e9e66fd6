import { Trans, useLingui } from '@lingui/react/macro';
import { pick } from '../../domain/locale';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { MailIcon } from '../../ui/icons/mail';
import { TelegramIcon } from '../../ui/icons/telegram';
import { ViberIcon } from '../../ui/icons/viber';
import { SocialLinks } from '../../ui/social-links';
import { Frozen } from '../../ui/frozen';
import { useApp } from '../app-context';
import { useSiteData } from '../../data/site-data';
import { footerCompany, footerNavigation } from './nav';
import { NavItem } from './nav-item';
import { PhoneItems } from '../../ui/phone-items';
import { cabinetHref } from './top-bar';
import * as s from './footer.css';


export const firstYear = 2012;

export function Footer() {
  return (
    <footer className={s.footer}>
      <Frozen id="footer">
        <FooterBody />
      </Frozen>
    </footer>
  );
}

/** The columns, the offices and the copyright: the same on every page with the same menu item current. */
function FooterBody() {
  const { t } = useLingui();
  const { locale } = useApp();
  const { shopLinks, settings, phones, socials, offices } = useSiteData();
  const year = new Date().getFullYear();
  return (
    <>
      <div className={`${container} ${s.columns}`}>
        <nav className={s.column} aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={s.heading}>
            <Trans>Navigation</Trans>
          </h2>
          <ul className={s.list}>
            {footerNavigation.map((link) => (
              <li key={link.to}>
                <NavItem link={link} className={s.link} />
              </li>
            ))}
            {settings && (
              <li>
                <a className={s.link} href={cabinetHref(settings.cabinet_url, locale)} target="_blank" rel="noopener noreferrer">
                  <Trans>Personal account</Trans>
                </a>
              </li>
            )}
          </ul>
        </nav>
        <nav className={s.column} aria-labelledby="footer-company">
          <h2 id="footer-company" className={s.heading}>
            <Trans>About company</Trans>
          </h2>
          <ul className={s.list}>
            {footerCompany.map((link) => (
              <li key={link.to + (link.query ?? '')}>
                <NavItem link={link} className={s.link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav className={`${s.column} ${s.shop}`} aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={s.heading}>
            <Trans>Shop</Trans>
          </h2>
          <ul className={s.list}>
            {shopLinks.map((c) => (
              <li key={c.id}>
                <AppLink to="equipment-category" params={{ link: c.url }} className={s.link}>
                  {pick(locale, c.name_ukr, c.name_ru)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className={s.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={s.heading}>
            <Trans>24-hour support</Trans>
          </h2>
          <ul className={s.list}>
            <PhoneItems phones={phones} linkClassName={s.phone} />
            {settings && (
              <>
                <li>
                  <a className={s.link} href={`mailto:${settings.support_email}`}>
                    <MailIcon className={s.inlineIcon} /> {settings.support_email}
                  </a>
                </li>
                <li className={s.bots}>
                  <a className={s.bot} href={settings.telegram_bot_url} target="_blank" rel="noopener noreferrer">
                    <TelegramIcon /> Telegram
                  </a>
                  <a className={s.bot} href={settings.viber_bot_url} target="_blank" rel="noopener noreferrer">
                    <ViberIcon /> Viber
                  </a>
                </li>
              </>
            )}
          </ul>
          <AppLink to="call" className={s.callButton}>
            <Trans>Request a call</Trans>
          </AppLink>
        </section>
      </div>
      {offices.length > 0 && (
        <div className={`${container} ${s.offices}`}>
          {offices.map((office) => {
            const tr = office.translations.find((x) => x.languages_code === locale) ?? office.translations[0];
            return (
              <address key={office.id} className={s.office}>
                <strong>{tr?.name}</strong>
                <span>{tr?.address}</span>
                <span>{tr?.hours}</span>
              </address>
            );
          })}
        </div>
      )}
      <div className={`${container} ${s.bottom}`}>
        <p className={s.copyright}>
          © {firstYear}–{year} ZoriaNet. <Trans>All rights reserved.</Trans>
        </p>
        <SocialLinks socials={socials} tone="dark" label={t`Social networks`} />
      </div>
    </>
  );
}
