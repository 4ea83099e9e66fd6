/** Phone numbers as the site prints and dials them: "(061) 270-40-42", "tel:+380612704042". */
export interface PhoneNumber {
  code: string;
  number: string;
}

export interface PhoneLink {
  label: string;
  href: string;
}

export const phoneLink = ({ code, number }: PhoneNumber): PhoneLink => ({
  label: `(${code}) ${number}`,
  href: `tel:+38${code}${number.replace(/-/g, '')}`,
});

/** An office number written "061-270-40-40". */
export function officePhoneLink(text: string): PhoneLink {
  const [, code = '', number = ''] = /^(0\d{2})-(.+)$/.exec(text) ?? [];
  return code ? phoneLink({ code, number }) : { label: text, href: `tel:${text.replace(/\D/g, '')}` };
}
