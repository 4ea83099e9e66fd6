/** Housing types of the tariff routes (/tariffs/{type}) and their address-type codes. */
export const tariffTypes = ['appartament', 'privat', 'internet10g'] as const;
export type TariffType = (typeof tariffTypes)[number];
export const addressTypeCode: Record<TariffType, number> = { privat: 1, appartament: 2, internet10g: 3 };

/** Locality codes used in /tariffs/{type}/{code} and /cover/{city}. */
export const localityCodes = [
  'zaporizhzhia',
  'natalovka',
  'novoaleksandrovka',
  'balabino',
  'kushugum',
  'veselyanka',
  'grigorievka',
  'ivanoanovka',
  'lezhino',
  'novoyelenovka',
] as const;
export type LocalityCode = (typeof localityCodes)[number];

export function isTariffType(value: string | undefined): value is TariffType {
  return (tariffTypes as readonly string[]).includes(value ?? '');
}

export function isLocalityCode(value: string | undefined): value is LocalityCode {
  return (localityCodes as readonly string[]).includes(value ?? '');
}
