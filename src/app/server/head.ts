/** The page's <head> tags the server writes: title, description, and canonical and alternate links (or noindex). */
import type { I18n } from '@lingui/core';
import type { Locale } from '../../domain/locale';
import { pageMeta } from '../../routing/page-types';
import { headLinks, pageTitle, siteDescription } from '../meta';
import type { PageState } from '../page-state';
import type { EmbeddedState } from '../state';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


export function renderHead(i18n: I18n, locale: Locale, page: PageState, origin: string, titles: EmbeddedState['site']['routeTitles']): string {
  const title = pageTitle(i18n, locale, page, titles);
  const description = pageMeta(page.data).description || i18n._(siteDescription);
  const parts = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`];
  if (page.shell || page.status >= 400) {
    parts.push('<meta name="robots" content="noindex">');
  } else {
    const links = headLinks(origin, locale, page);
    parts.push(`<link rel="canonical" href="${escapeHtml(links.canonical)}">`);
    for (const alt of links.alternates) {
      parts.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
    }
  }
  return parts.join('\n    ');
}
