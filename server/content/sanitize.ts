/**
 * Content HTML is sanitised once, when the server loads it: only the RichText subset survives
 * (no scripts, event handlers, styles or foreign URL schemes), internal links of Russian text
 * get the /ru prefix, and external links open safely.
 */
import sanitizeHtml from 'sanitize-html';
import type { CollectionName } from '../../src/domain/content/collections';
import { richTextFields } from '../../src/domain/content/rich-text-fields';
import { withLocale, type Locale } from '../../src/domain/locale';

const allowedTags = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'code', 'kbd', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

function options(locale: Locale): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        if (/^\/(?!\/)/.test(href)) {
          // A site path: Russian text links to the Russian page.
          const path = withLocale(locale, href);
          return { tagName, attribs: { href: path } };
        }
        if (/^https?:/i.test(href)) return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
        const kept: sanitizeHtml.Attributes = {};
        if (href) kept.href = href;
        return { tagName, attribs: kept };
      },
    },
  };
}

/** Sanitised HTML of one rich-text value in the given language. */
export function sanitizeRichText(html: string, locale: Locale): string {
  return sanitizeHtml(html, options(locale)).trim();
}

const localeOfKey = (key: string): Locale | null => (key.endsWith('_ru') ? 'ru' : key.endsWith('_ukr') ? 'uk' : null);

/** Walks a dotted path (with * for list elements) and sanitises the strings at its end. */
function walk(value: unknown, path: readonly string[], locale: Locale): unknown {
  if (path.length === 0) return typeof value === 'string' ? sanitizeRichText(value, locale) : value;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.map((v) => walk(v, rest, locale)) : value;
  if (!value || typeof value !== 'object' || !(head in value)) return value;
  const obj = value as Record<string, unknown>;
  // Inside a translation the language is its languages_code; a _ru / _ukr suffix says it too.
  const here = obj.languages_code === 'ru' ? 'ru' : obj.languages_code === 'uk' ? 'uk' : locale;
  return { ...obj, [head]: walk(obj[head], rest, localeOfKey(head) ?? here) };
}

/** A copy of the item with every rich-text field of its collection sanitised. */
export function sanitizeItem(collection: CollectionName, item: Record<string, unknown>): Record<string, unknown> {
  const paths = richTextFields[collection];
  if (!paths) return item;
  return paths.reduce<Record<string, unknown>>((it, path) => walk(it, path.split('.'), 'uk') as Record<string, unknown>, item);
}
