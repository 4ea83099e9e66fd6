/** The language of a request's answer: uk or ru from Accept-Language, the more preferred (q) of the two, else uk. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '../src/domain/locale';

export function requestLocale(request: { headers: IncomingHttpHeaders }): Locale {
  // Node joins repeated Accept-Language headers into one.
  const value = request.headers['accept-language'] ?? '';
  let best: { locale: Locale; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    // "ua" is the country, not a language, but some clients send it for Ukrainian.
    const locale = primary === 'uk' || primary === 'ua' ? 'uk' : primary === 'ru' ? 'ru' : null;
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? 'uk';
}
