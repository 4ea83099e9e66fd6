/** The call-back request: who, where, what interests them; a draft survives closing. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Path } from 'react-hook-form';
import { isNightInKyiv } from '../../../domain/forms/night-hours';
import { type CallbackService, callbackServices } from '../../../domain/forms/callback-services';
import { pick } from '../../../domain/locale';
import { capitalLocality, localityLabel } from '../../../domain/localities';
import { localityCodes } from '../../../domain/places';
import { useLocale } from '../../../i18n/use-locale';
import { useHydrated } from '../../../ui/use-hydrated';
import { ConsentField, PhoneField, SelectField, TextField } from '../ui/fields';
import { FormFooter } from '../ui/form-footer';
import { ReceiptView } from '../ui/receipt';
import { useOutboxForm } from '../use-outbox-form';
import { type CallbackValues, callbackSubmission, emptyCallback, prefillValues } from './callback-values';
import type { CallbackPrefill } from '../../../shell/callback-request';
import * as s from '../../../ui/form.css';

const wireToField: Record<string, Path<CallbackValues> | null> = {
  fullname: 'fullname',
  phone: 'phone',
  locality: 'locality',
  address: 'street',
  tariff_id: 'tariff',
  consent: 'consent',
  additional_info: null,
};

export function CallbackForm({ prefill, onDone }: { prefill?: CallbackPrefill; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  // The night note depends on the visitor's moment: not in the server's HTML, nor in hydration's.
  const hydrated = useHydrated();
  const services: Record<CallbackService, string> = {
    white_ip: t`White (static) IP address`,
    network_project: t`Network design and build`,
    repair_call: t`Urgent technician visit`,
    server_admin: t`Server administration`,
    phone_set: t`Telephony setup`,
    network_integration: t`Systems integration`,
    support: t`Consulting and training`,
    network_admin: t`Network administration`,
  };
  const tariffs = [
    { value: '', label: t`Not chosen yet` },
    { value: t`For an apartment`, label: t`For an apartment` },
    { value: t`For a private house`, label: t`For a private house` },
    { value: t`For business`, label: t`For business` },
    { value: '10G', label: '10G' },
  ];
  const units = pick(locale, ['Мбіт/с', 'Гбіт/с'], ['Мбит/с', 'Гбит/с']);
  const speeds = [
    { value: '', label: t`Not chosen yet` },
    ...['100', '300', '500'].map((n) => `${n} ${units[0]}`).concat(['1', '10'].map((n) => `${n} ${units[1]}`)).map((v) => ({ value: v, label: v })),
  ];

  const { form, field, status, general, onSubmit, onFocus } = useOutboxForm({
    kind: 'callback',
    schema: () => import('./callback-fields').then((m) => m.CallbackFields),
    defaults: emptyCallback,
    // Over the defaults and over a restored draft: the name and phone typed earlier stay.
    prefill: prefillValues(prefill),
    fieldOf: (wire) => wireToField[wire] ?? null,
    draft: true,
    // The form is one of a kind on a page, and /call's is rendered by the server.
    idPrefix: 'callback',
    submission: callbackSubmission(locale, { tariff: t`Tariff`, speed: t`Speed`, services: t`Services`, other: t`Other services` }, services),
  });

  const other = form.watch('other');
  // A tariff or speed a page composed (the tariff constructor) is offered beside the usual ones.
  // Its description can be longer than the control is wide: shown in full beneath it.
  const composed = (options: { value: string }[], value: string) => Boolean(value) && !options.some((o) => o.value === value);
  const withCurrent = (options: { value: string; label: string }[], value: string) => (composed(options, value) ? [...options, { value, label: value }] : options);
  const tariff = form.watch('tariff');
  const localities = [
    { value: '', label: t`Not chosen yet` },
    ...[capitalLocality, ...localityCodes.filter((c) => c !== capitalLocality)].map((code) => ({ value: code, label: localityLabel(code, locale) })),
  ];
  // Another tariff chosen in the field: the card's tariff id no longer applies.
  const tariffField = { ...field('tariff'), registration: form.register('tariff', { onChange: () => form.setValue('tariffId', '') }) };
  const speed = form.watch('speed');

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={onDone} />;
  return (
    <form className={s.form} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={t`Request a call`}>
      {hydrated && isNightInKyiv(new Date()) && (
        <p className={s.banner.info}>
          <Trans>Requests filed between 22:00 and 07:00 Kyiv time are processed in working hours.</Trans>
        </p>
      )}
      <TextField {...field('fullname')} label={t`Your name`} required autoComplete="name" />
      <PhoneField {...field('phone')} />
      <SelectField {...field('locality')} label={t`Locality`} options={localities} />
      <TextField {...field('street')} label={t`Street`} autoComplete="address-line1" />
      <div className={s.row}>
        <TextField {...field('house')} label={t`House`} />
        <TextField {...field('apartment')} label={t`Apartment`} />
      </div>
      <div className={s.row}>
        <SelectField {...tariffField} label={t`Tariff`} options={withCurrent(tariffs, tariff)} hint={composed(tariffs, tariff) ? tariff : undefined} />
        <SelectField {...field('speed')} label={t`Speed`} options={withCurrent(speeds, speed)} />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          <Trans>Additional services</Trans>
        </legend>
        <div className={s.chips}>
          {callbackServices.map((key) => (
            <label key={key} className={s.chip}>
              <input type="checkbox" className={s.chipBox} value={key} {...form.register('services')} />
              {services[key]}
            </label>
          ))}
        </div>
        {other && (
          <p className={s.hint}>
            <Trans>Also:</Trans> {other}
          </p>
        )}
      </fieldset>
      <ConsentField {...field('consent')} />
      <FormFooter status={status} general={general} label={<Trans>Request a call</Trans>} />
    </form>
  );
}
