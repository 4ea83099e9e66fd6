import { useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { type Locale, localeCookie, localeCookieMaxAge, localeLabel, localeName, locales, withLocale } from '../../domain/locale';
import { useHydrated } from '../../ui/use-hydrated';
import { useApp } from '../app-context';
import * as s from './language-switch.css';

function remember(locale: Locale) {
  document.cookie = `${localeCookie}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
}

/** UA / RU: opens the same page in the other language and remembers the choice for 365 days. */
export function LanguageSwitch({ tone = 'dark', landmark = true }: { tone?: 'dark' | 'light'; landmark?: boolean }) {
  const { locale, page } = useApp();
  const { t } = useLingui();
  // The server renders the query the page reads (the page is cached without the rest): once
  // hydrated, the link keeps the whole query of the address, utm_source=… included.
  const hydrated = useHydrated();
  const rawSearch = useSearch();
  const search = hydrated ? (rawSearch ? `?${rawSearch}` : '') : page.search;
  // The drawer's copy is a group, not a second "Language" landmark beside the top bar's.
  const Tag = landmark ? 'nav' : 'div';
  return (
    <Tag className={s.switcher[tone]} aria-label={t`Language`} role={landmark ? undefined : 'group'}>
      {locales.map((l) => (
        <a
          key={l}
          href={withLocale(l, page.path) + search}
          hrefLang={l}
          lang={l}
          className={s.item}
          aria-current={l === locale ? 'true' : undefined}
          title={localeName[l]}
          onClick={() => remember(l)}
        >
          {localeLabel[l]}
        </a>
      ))}
    </Tag>
  );
}
