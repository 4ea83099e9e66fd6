import type { Phone } from '../../domain/content/site';

/** "(067) 612-40-40" and its call link "tel:+380676124040". */
export function phoneLabel(phone: Phone): string {
  return `(${phone.code}) ${phone.number}`;
}

export function phoneHref(phone: Phone): string {
  return `tel:+38${phone.code}${phone.number.replace(/-/g, '')}`;
}
