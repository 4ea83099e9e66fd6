/**
 * Content HTML (sanitised by the server when it loads content: see server/content/sanitize.ts)
 * rendered as it is, with its site links navigating inside the app instead of reloading.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { localePrefix } from '../domain/locale';
import { useLocale } from '../i18n/use-locale';
import { richText } from './rich-text.css';

interface Props {
  /** Sanitised HTML from the content API. Never pass text that did not come from there. */
  html: string;
  className?: string;
  /** The element to render: a div by default. */
  as?: 'div' | 'section' | 'article';
}

export function RichText({ html, className, as: Tag = 'div' }: Props) {
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
  return <Tag className={className ? `${richText} ${className}` : richText} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
