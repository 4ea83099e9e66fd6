/** A number as the site prints it, "(067) 612-40-40", and its call link, "tel:+380676124040". */
export interface PhoneNumber {
  code: string;
  number: string;
}

export const phoneLabel = ({ code, number }: PhoneNumber): string => `(${code}) ${number}`;
export const phoneHref = ({ code, number }: PhoneNumber): string => `tel:+38${code}${number.replace(/-/g, '')}`;
