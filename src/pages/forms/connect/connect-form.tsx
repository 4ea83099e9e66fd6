/**
 * The connection request (home page block, tariff pages): street with suggestions, house,
 * flat, phone. The new-application variant asks for the locality too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type Path, useWatch } from 'react-hook-form';
import type { ConnectRequest, NewApplicationRequest } from '../../../domain/forms/schemas';
import { withLocale } from '../../../domain/locale';
import { localityCodes } from '../../../domain/places';
import { useLocale } from '../../../i18n/use-locale';
import { ConsentField, PhoneField, SelectField, TextField } from '../ui/fields';
import { FormFooter } from '../ui/form-footer';
import { ReceiptView } from '../ui/receipt';
import { type FormValues, useOutboxForm } from '../use-outbox-form';
import { localityNames } from '../../../domain/localities';
import { useStreetSuggestions } from '../../../data/street-suggestions';
import * as s from '../../../ui/form.css';
import type { ConnectFormProps } from '../../../ui/part-slot';

/** One form for both requests: the main one's fields, and the new-application variant's locality. */
type Values = FormValues<typeof ConnectRequest.inferIn> & Pick<FormValues<typeof NewApplicationRequest.inferIn>, 'city'>;
const empty: Values = { city: localityNames.zaporizhzhia.uk, address: '', house: '', flat: '', phone: '', consent: false };

/** The new-application variant's wire names, and back. */
const wireNew = (v: Values) => ({ city: v.city, address: v.address, numberHouse: v.house, numberPhone: v.phone, consent: v.consent });
const fieldOfNew: Record<string, Path<Values>> = { city: 'city', address: 'address', numberHouse: 'house', numberPhone: 'phone', consent: 'consent' };
const wireMain = (v: Values) => ({ address: v.address, house: v.house, flat: v.flat, phone: v.phone, consent: v.consent });

/** `address` and `house`: the street and house number the visitor already gave (the coverage check), to start from. */
export default function ConnectForm({
  variant = 'main',
  returnTo,
  address = '',
  house = '',
}: ConnectFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const isNew = variant === 'new';
  const { form, field, status, general, onSubmit, onFocus, again } = useOutboxForm({
    kind: 'connect',
    schema: () =>
      import('../../../domain/forms/schemas').then((m) => (request: unknown) => (isNew ? m.NewApplicationRequest(request) : m.ConnectRequest(request))),
    defaults: { ...empty, city: localityNames.zaporizhzhia[locale] },
    // The street and house the coverage check was given come over a kept draft.
    prefill: address || house ? { address, house } : undefined,
    draft: true,
    toRequest: isNew ? wireNew : wireMain,
    // The new variant's schema names its fields as the wire does: back to the form's names.
    fieldOf: (wire) => (isNew ? (fieldOfNew[wire] ?? null) : (wire as Path<Values>)),
    submission: (out, values) => ({
      fields: Object.fromEntries(Object.entries(out).filter(([, v]) => v !== '')) as Record<string, string | boolean>,
      summary: [values.address, values.house, values.phone].filter(Boolean).join(', '),
      returnTo: withLocale(locale, returnTo),
    }),
    after: (values) => ({ ...empty, city: values.city }),
  });
  const suggestions = useStreetSuggestions(useWatch({ control: form.control, name: 'address' }), locale);

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={again} />;
  const listId = `${field('address').id}-streets`;
  return (
    <form className={s.form} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={t`Connection request`}>
      {isNew && (
        <SelectField
          {...field('city')}
          label={t`Locality`}
          options={localityCodes.map((code) => ({ value: localityNames[code][locale], label: localityNames[code][locale] }))}
        />
      )}
      <TextField {...field('address')} label={t`Street`} required autoComplete="address-line1" list={listId} />
      <datalist id={listId}>
        {suggestions.map((u) => (
          <option key={u.id} value={u.full} />
        ))}
      </datalist>
      <div className={s.row}>
        <TextField {...field('house')} label={t`House`} required />
        {!isNew && <TextField {...field('flat')} label={t`Apartment`} />}
      </div>
      <PhoneField {...field('phone')} />
      <ConsentField {...field('consent')} />
      <FormFooter status={status} general={general} label={<Trans>Leave a request</Trans>} />
    </form>
  );
}
