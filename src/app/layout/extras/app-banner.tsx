import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../ui/icons/close';
import { BrandMark } from '../../../ui/icons/brand-logo';
import { useSiteData } from '../../../data/site-data';
import * as s from './app-banner.css';

export const appBannerClosedKey = 'appBannerClosed';
const smallScreen = '(max-width: 767.98px)';

export function mobilePlatform(userAgent: string): 'android' | 'ios' | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * The mobile app banner: small screen, Android or iOS, the server
 * recognises the visitor as a client, and not closed this session. A failed check hides it.
 */
export function AppBanner() {
  const { settings, productApi } = useSiteData();
  const { t } = useLingui();
  const [platform, setPlatform] = useState<'android' | 'ios' | null>(null);

  useEffect(() => {
    const os = mobilePlatform(navigator.userAgent);
    if (!os || !window.matchMedia(smallScreen).matches || sessionStorage.getItem(appBannerClosedKey)) return;
    const controller = new AbortController();
    // Loaded here: only phones ask, and the client stays out of the layout's chunk.
    void import('../../../data/whoami')
      .then(({ fetchWhoami }) => fetchWhoami(productApi, controller.signal))
      .then((isClient) => setPlatform(isClient ? os : null));
    return () => controller.abort();
  }, [productApi]);

  useEffect(() => {
    if (platform) document.documentElement.dataset.appBanner = '';
    return () => {
      delete document.documentElement.dataset.appBanner;
    };
  }, [platform]);

  if (!platform || !settings) return null;
  const close = () => {
    sessionStorage.setItem(appBannerClosedKey, '1');
    setPlatform(null);
  };
  return (
    <aside className={s.banner} aria-label={t`Mobile app`}>
      <button type="button" className={s.close} onClick={close} aria-label={t`Close`}>
        <CloseIcon />
      </button>
      <BrandMark className={s.icon} />
      <p className={s.text}>
        <strong>
          <Trans>ZoriaNet app</Trans>
        </strong>
        <span>
          <Trans>Balance, payments and TV in your pocket</Trans>
        </span>
      </p>
      <a
        className={s.open}
        href={platform === 'ios' ? settings.ios_app_url : settings.android_app_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Trans>Open</Trans>
      </a>
    </aside>
  );
}
