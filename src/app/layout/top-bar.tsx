import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { ChatIcon } from '../../ui/icons/chat';
import { MapPinIcon } from '../../ui/icons/map-pin';
import { UserIcon } from '../../ui/icons/user';
import { Frozen } from '../../ui/frozen';
import { useApp } from '../app-context';
import { InstallButton } from './install-button';
import { LanguageSwitch } from './language-switch';
import { useSiteData } from '../../data/site-data';
import { PhoneRotator } from './phone-rotator';
import * as s from './top-bar.css';

export function cabinetHref(url: string | undefined, locale: string): string | undefined {
  return url ? `${url}?lang=${locale}` : undefined;
}

/** Support, rotating phone, coverage, language and personal area. */
export function TopBar() {
  const { t } = useLingui();
  return (
    <nav className={s.bar} aria-label={t`Quick links`}>
      <div className={`${container} ${s.inner}`}>
        <Frozen id="top-bar start">
          <TopBarStart />
        </Frozen>
        <LanguageSwitch />
        <Frozen id="top-bar end">
          <TopBarEnd />
        </Frozen>
      </div>
    </nav>
  );
}

/** Support, the phones and the coverage link: the same on every page. */
function TopBarStart() {
  const { settings } = useSiteData();
  const { t } = useLingui();
  return (
    <>
      {settings && (
        <a className={s.item} href={settings.support_chat_url} target="_blank" rel="noopener noreferrer" aria-label={t`Support`}>
          <ChatIcon />
          <span className={s.label}>
            <Trans>Support</Trans>
          </span>
        </a>
      )}
      <PhoneRotator />
      <AppLink to="cover" className={`${s.item} ${s.wide}`}>
        <MapPinIcon />
        <Trans>Coverage</Trans>
      </AppLink>
      <span className={s.spacer} />
      <InstallButton className={`${s.item} ${s.wide}`} />
    </>
  );
}

/** The personal area link. */
function TopBarEnd() {
  const { settings } = useSiteData();
  const { locale } = useApp();
  const { t } = useLingui();
  if (!settings) return null;
  return (
    <a className={s.item} href={cabinetHref(settings.cabinet_url, locale)} target="_blank" rel="noopener noreferrer" aria-label={t`Personal area`}>
      <UserIcon />
      <span className={s.label}>
        <Trans>Personal area</Trans>
      </span>
    </a>
  );
}
