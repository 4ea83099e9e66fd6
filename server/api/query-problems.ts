/** The product API's words for a refused query parameter, in both languages, and reading a query's pairs. */
import type { Locale } from '../../src/domain/locale';

export type Said = Record<Locale, (param: string) => string>;

/** Problems every list query shares. */
export const commonProblems = {
  unknown: { uk: (p) => `Невідомий параметр «${p}»`, ru: (p) => `Неизвестный параметр «${p}»` },
  forbidden: { uk: (p) => `Параметр «${p}» заборонений`, ru: (p) => `Параметр «${p}» запрещён` },
  repeated: { uk: (p) => `Вкажіть параметр ${p} лише один раз`, ru: (p) => `Укажите параметр ${p} только один раз` },
  control: { uk: (p) => `Параметр ${p} містить керівні символи`, ru: (p) => `Параметр ${p} содержит управляющие символы` },
  integer: { uk: (p) => `Параметр ${p} має бути цілим додатним числом`, ru: (p) => `Параметр ${p} должен быть целым положительным числом` },
} satisfies Record<string, Said>;

/** The query's pairs in order, or null when it cannot be read. */
export function pairsOf(url: string): [string, string][] | null {
  const at = url.indexOf('?');
  if (at < 0) return [];
  try {
    return [...new URLSearchParams(url.slice(at + 1))];
  } catch {
    return null;
  }
}
