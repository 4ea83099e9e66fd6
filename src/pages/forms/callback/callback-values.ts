/** The call-back form's values and how they become the request; plain code, without the schema (callback-fields.ts). */
import type { CallbackService } from '../../../domain/forms/callback-services';
import { type Locale, withLocale } from '../../../domain/locale';
import { localityLabel } from '../../../domain/localities';
import { isLocalityCode } from '../../../domain/places';
import type { FormValues, Submission } from '../use-outbox-form';
import type { CallbackFields } from './callback-fields';
import type { CallbackPrefill } from '../../../shell/callback-request';
import { localityOfPage } from './page-locality';

export type CallbackValues = FormValues<typeof CallbackFields.inferIn>;

export const emptyCallback: CallbackValues = { fullname: '', phone: '', locality: '', street: '', house: '', apartment: '', tariff: '', tariffId: '', speed: '', services: [], other: '', consent: false };

/** What the page already knows, as form values laid over the defaults and a restored draft. */
export function prefillValues(prefill: CallbackPrefill | undefined): Partial<CallbackValues> | undefined {
  if (!prefill) return undefined;
  const values: Partial<CallbackValues> = {};
  // Opened on a locality's page, the form starts in that locality, whoever opened it.
  const locality = prefill.locality ?? localityOfPage();
  if (locality) values.locality = locality;
  if (prefill.tariff) {
    values.tariff = prefill.tariff;
    // A tariff without an id (the constructor's description) replaces any card's tariff of a draft.
    values.tariffId = prefill.tariffId ? String(prefill.tariffId) : '';
  }
  if (prefill.speed) values.speed = prefill.speed;
  if (prefill.services) values.services = [...prefill.services];
  if (prefill.other) values.other = prefill.other;
  return values;
}

const abbr: Record<Locale, { house: string; flat: string }> = { uk: { house: 'буд.', flat: 'кв.' }, ru: { house: 'д.', flat: 'кв.' } };

/** Locality, street, house and apartment as one address line: "сел. Кушугум, вул. Перемоги, буд. 12, кв. 5". */
export function composeAddress(locale: Locale, locality: string, street: string, house: string, flat: string): string {
  const a = abbr[locale];
  return [isLocalityCode(locality) ? localityLabel(locality, locale) : '', street.trim(), house.trim() && `${a.house} ${house.trim()}`, flat.trim() && `${a.flat} ${flat.trim()}`].filter(Boolean).join(', ');
}

/** Tariff, speed and services as the request's additional_info, with the labels the visitor saw. */
export function composeInfo(parts: { label: string; value: string }[]): string {
  return parts
    .filter((p) => p.value.trim())
    .map((p) => `${p.label}: ${p.value.trim()}`)
    .join('; ');
}

/** The labels the visitor saw beside tariff, speed and services, in the page's language. */
export interface InfoLabels {
  tariff: string;
  speed: string;
  services: string;
  other: string;
}

/**
 * What a checked call-back request sends: the wire's fields (the address as one line, the
 * interests as additional_info with the labels the visitor saw), a summary and where to return.
 */
export function callbackSubmission(locale: Locale, labels: InfoLabels, serviceNames: Record<CallbackService, string>) {
  return (out: typeof CallbackFields.infer): Submission => ({
    fields: {
      fullname: out.fullname,
      phone: out.phone,
      address: composeAddress(locale, out.locality, out.street, out.house, out.apartment),
      ...(out.locality && { locality: out.locality }),
      // The card's tariff only while the tariff field still shows it.
      ...(out.tariffId && out.tariff && { tariff_id: out.tariffId }),
      additional_info: composeInfo([
        { label: labels.tariff, value: out.tariff },
        { label: labels.speed, value: out.speed },
        { label: labels.services, value: out.services.map((k) => serviceNames[k]).join(', ') },
        { label: labels.other, value: out.other },
      ]),
      consent: true,
    },
    summary: `${out.fullname}, ${out.phone}`,
    returnTo: withLocale(locale, '/call'),
  });
}
