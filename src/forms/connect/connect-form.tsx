/**
 * The connection request (home page block, tariff pages): street with suggestions, house,
 * flat, phone. The new-application variant asks for the locality too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useEffect, useId, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { ConnectRequest, NewApplicationRequest } from '../../domain/forms/schemas';
import { withLocale } from '../../domain/locale';
import { localityCodes } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import { button } from '../../ui/button.css';
import { dismiss } from '../outbox/submit';
import { takeResend } from '../resend';
import { applyServerErrors, arkResolver } from '../resolver';
import { ConsentField, SelectField, TextField } from '../ui/fields';
import { ReceiptView } from '../ui/receipt';
import { SendStatusNote } from '../ui/send-status';
import { useSend } from '../use-send';
import { localityNames } from '../../domain/localities';
import { useStreetSuggestions } from './street-suggestions';
import * as s from '../ui/form.css';

interface Values {
  city: string;
  address: string;
  house: string;
  flat: string;
  phone: string;
  consent: boolean;
}
const empty: Values = { city: localityNames.zaporizhzhia.uk, address: '', house: '', flat: '', phone: '', consent: false };

/** The new-application variant's wire names, and back. */
const wireNew = (v: Values) => ({ city: v.city, address: v.address, numberHouse: v.house, numberPhone: v.phone, consent: v.consent });
const fieldOfNew: Record<string, Path<Values>> = { city: 'city', address: 'address', numberHouse: 'house', numberPhone: 'phone', consent: 'consent' };

export default function ConnectForm({ variant = 'main', returnTo }: { variant?: 'main' | 'new'; returnTo: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const check = (v: Values) => (variant === 'new' ? NewApplicationRequest(wireNew(v)) : ConnectRequest({ address: v.address, house: v.house, flat: v.flat, phone: v.phone, consent: v.consent }));
  const fieldOf = (wire: string) => (variant === 'new' ? (fieldOfNew[wire] ?? null) : ((wire as Path<Values>) ?? null));
  const { register, handleSubmit, reset, setError, control, formState } = useForm<Values>({
    defaultValues: { ...empty, city: localityNames.zaporizhzhia[locale] },
    // The new variant's schema names its fields as the wire does: back to the form's names.
    resolver: arkResolver<Values>(check, i18n, undefined, (field) => (variant === 'new' ? (fieldOfNew[field] ?? field) : field)),
  });
  const [general, setGeneral] = useState<string[]>([]);
  const { status, send, reset: again } = useSend((errors) => setGeneral(applyServerErrors(errors, setError, fieldOf)));
  const [resendOf, setResendOf] = useState<string | null>(null);
  const suggestions = useStreetSuggestions(useWatch({ control, name: 'address' }), locale);
  useEffect(() => {
    void takeResend('connect').then((item) => {
      if (!item) return;
      reset(item.draft as Values);
      setResendOf(item.id);
      setGeneral(applyServerErrors(item.errors ?? [], setError, fieldOf));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset, setError]);

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const out = check(values);
    if (out instanceof type.errors) return;
    const fields = Object.fromEntries(Object.entries(out).filter(([, v]) => v !== '')) as Record<string, string | boolean>;
    const next = await send({
      kind: 'connect',
      locale,
      fields,
      draft: values,
      summary: [values.address, values.house, values.phone].filter(Boolean).join(', '),
      returnTo: withLocale(locale, returnTo),
    });
    if (next.state === 'sent' || next.state === 'queued') {
      if (resendOf) await dismiss(resendOf);
      reset({ ...empty, city: values.city });
    }
  });

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={again} />;
  const e = formState.errors;
  const listId = `${id}-streets`;
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate aria-label={t`Connection request`}>
      {variant === 'new' && (
        <SelectField
          id={`${id}-city`}
          label={t`Locality`}
          error={e.city}
          options={localityCodes.map((code) => ({ value: localityNames[code][locale], label: localityNames[code][locale] }))}
          registration={register('city')}
        />
      )}
      <TextField
        id={`${id}-address`}
        label={t`Street`}
        required
        autoComplete="address-line1"
        list={listId}
        error={e.address}
        registration={register('address')}
      />
      <datalist id={listId}>
        {suggestions.map((u) => (
          <option key={u.id} value={u.full} />
        ))}
      </datalist>
      <div className={s.row}>
        <TextField id={`${id}-house`} label={t`House`} required error={e.house} registration={register('house')} />
        {variant === 'main' && <TextField id={`${id}-flat`} label={t`Apartment`} error={e.flat} registration={register('flat')} />}
      </div>
      <TextField
        id={`${id}-phone`}
        label={t`Phone`}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+38 (0__) ___-__-__"
        error={e.phone}
        registration={register('phone')}
      />
      <ConsentField id={`${id}-consent`} error={e.consent} registration={register('consent')} />
      <SendStatusNote status={status} general={general} />
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Leave a request</Trans>}
        </button>
      </div>
    </form>
  );
}
