/** The cookie notice's HTML in each language, rendered once. */
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { type Locale, withLocale } from '../../domain/locale';
import { pathTo } from '../../routing/paths';
import { CookieNoticeView } from '../layout/extras/cookie-notice-view';
import { i18nFor } from './server-i18n';

const noticeHtml = new Map<Locale, string>();
/**
 * The cookie notice for a visitor who has not chosen, in the page's language: placed after the
 * app's root (server/render/html.ts), so it paints with the page and hydration never sees it.
 */
export function cookieNoticeHtml(locale: Locale): string {
  let html = noticeHtml.get(locale);
  if (html === undefined) {
    html = renderToString(
      <I18nProvider i18n={i18nFor(locale)}>
        <CookieNoticeView policyHref={withLocale(locale, pathTo('privacy-policy'))} />
      </I18nProvider>,
    );
    noticeHtml.set(locale, html);
  }
  return html;
}
