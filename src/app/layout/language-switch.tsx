import { useLingui } from '@lingui/react/macro';
import { localeLabel, localeName, locales, withLocale } from '../../domain/locale';
import { useApp } from '../app-context';
import * as s from './language-switch.css';

/**
 * UA / RU: opens the same page in the other language. The shell's code
 * (src/shell/language-switch.ts) remembers the choice for 365 days and keeps the whole query.
 */
export function LanguageSwitch({ tone = 'dark', landmark = true }: { tone?: 'dark' | 'light'; landmark?: boolean }) {
  const { locale, page } = useApp();
  const { t } = useLingui();
  // The drawer's copy is a group, not a second "Language" landmark beside the top bar's.
  const Tag = landmark ? 'nav' : 'div';
  return (
    <Tag className={s.switcher[tone]} aria-label={t`Language`} role={landmark ? undefined : 'group'}>
      {locales.map((l) => (
        <a
          key={l}
          href={withLocale(l, page.path) + page.search}
          hrefLang={l}
          lang={l}
          className={s.item}
          aria-current={l === locale ? 'true' : undefined}
          title={localeName[l]}
          data-remember-locale={l}
        >
          {localeLabel[l]}
        </a>
      ))}
    </Tag>
  );
}
