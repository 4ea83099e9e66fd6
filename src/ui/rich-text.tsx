/**
 * Content HTML (sanitised by the server when it loads content: see server/content/sanitize.ts)
 * rendered as it is, with its site links navigating inside the app instead of reloading.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { localePrefix } from '../domain/locale';
import { useLocale } from '../i18n/use-locale';
import { richText, headingsUp } from './rich-text.css';

interface Props {
  /** Sanitised HTML from the content API. Never pass text that did not come from there. */
  html: string;
  className?: string;
  /** The element to render: a div by default. */
  as?: 'div' | 'section' | 'article';
  /**
   * Content headings are h3/h4, for text under a section's h2. Text placed right under the
   * page's h1 passes 2: they become h2/h3 (same look), so no heading level is skipped.
   */
  topHeading?: 2 | 3;
}

const raiseHeadings = (html: string) => html.replace(/<(\/?)h([34])(?=[\s>])/g, (_, slash: string, n: string) => `<${slash}h${Number(n) - 1}`);

export function RichText({ html, className, as: Tag = 'div', topHeading = 3 }: Props) {
  const [, navigate] = useLocation();
  const prefix = localePrefix[useLocale()];
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    // Links carry the full path (/ru/... in Russian text); the router works inside its base.
    navigate(prefix && href.startsWith(prefix) ? href.slice(prefix.length) || '/' : href);
  };
  // The HTML was sanitised by the server against an allow-list; a delegated handler turns
  // its site links into in-app navigation (a click on an <a> bubbles to this element).
  const classes = [richText, topHeading === 2 && headingsUp, className].filter(Boolean).join(' ');
  const content = topHeading === 2 ? raiseHeadings(html) : html;
  return <Tag className={classes} onClick={onClick} dangerouslySetInnerHTML={{ __html: content }} />;
}
