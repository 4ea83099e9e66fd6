/** The call-back request: who, where, what interests them; a draft survives closing. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { type } from 'arktype';
import { type Path, useForm } from 'react-hook-form';
import { isNightInKyiv } from '../../domain/forms/night-hours';
import { type CallbackService, callbackServices } from '../../domain/forms/schemas';
import { withLocale } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { button } from '../../ui/button.css';
import { dismiss } from '../outbox/submit';
import { takeResend } from '../resend';
import { applyServerErrors, arkResolver } from '../resolver';
import { ConsentField, SelectField, TextField } from '../ui/fields';
import { ReceiptView } from '../ui/receipt';
import { SendStatusNote } from '../ui/send-status';
import { clearDraft, useDraft } from '../use-draft';
import { useSend } from '../use-send';
import { CallbackFields, type CallbackValues, composeAddress, composeInfo, emptyCallback } from './callback-fields';
import * as s from '../ui/form.css';

const wireToField: Record<string, Path<CallbackValues> | null> = { fullname: 'fullname', phone: 'phone', address: 'street', consent: 'consent', additional_info: null };

export function CallbackForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<CallbackValues>({
    defaultValues: emptyCallback,
    resolver: arkResolver((v) => CallbackFields(v), i18n),
  });
  const [general, setGeneral] = useState<string[]>([]);
  const { status, send } = useSend((errors) => setGeneral(applyServerErrors(errors, setError, (w) => wireToField[w] ?? null)));
  const [resendOf, setResendOf] = useState<string | null>(null);
  useDraft('callback', watch, reset);
  useEffect(() => {
    void takeResend('callback').then((item) => {
      if (!item) return;
      reset(item.draft as CallbackValues);
      setResendOf(item.id);
      setGeneral(applyServerErrors(item.errors ?? [], setError, (w) => wireToField[w] ?? null));
    });
  }, [reset, setError]);

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
  const units = locale === 'uk' ? ['Мбіт/с', 'Гбіт/с'] : ['Мбит/с', 'Гбит/с'];
  const speeds = [
    { value: '', label: t`Not chosen yet` },
    ...['100', '300', '500'].map((n) => `${n} ${units[0]}`).concat(['1', '10'].map((n) => `${n} ${units[1]}`)).map((v) => ({ value: v, label: v })),
  ];

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const out = CallbackFields(values);
    if (out instanceof type.errors) return;
    const fields = {
      fullname: out.fullname,
      phone: out.phone,
      address: composeAddress(locale, out.street, out.house, out.apartment),
      additional_info: composeInfo([
        { label: t`Tariff`, value: out.tariff },
        { label: t`Speed`, value: out.speed },
        { label: t`Services`, value: out.services.map((k) => services[k]).join(', ') },
      ]),
      consent: true,
    };
    const next = await send({ kind: 'callback', locale, fields, draft: values, summary: `${out.fullname}, ${out.phone}`, returnTo: withLocale(locale, '/call') });
    if (next.state === 'sent' || next.state === 'queued') {
      if (resendOf) await dismiss(resendOf);
      await clearDraft('callback');
      reset(emptyCallback);
    }
  });

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={onDone} />;
  const e = formState.errors;
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate aria-label={t`Request a call`}>
      {typeof window !== 'undefined' && isNightInKyiv(new Date()) && (
        <p className={s.banner.info}>
          <Trans>Requests filed between 22:00 and 07:00 Kyiv time are processed in working hours.</Trans>
        </p>
      )}
      <TextField id={`${id}-name`} label={t`Your name`} required autoComplete="name" error={e.fullname} registration={register('fullname')} />
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
      <TextField id={`${id}-street`} label={t`Street`} autoComplete="address-line1" error={e.street} registration={register('street')} />
      <div className={s.row}>
        <TextField id={`${id}-house`} label={t`House`} error={e.house} registration={register('house')} />
        <TextField id={`${id}-apartment`} label={t`Apartment`} error={e.apartment} registration={register('apartment')} />
      </div>
      <div className={s.row}>
        <SelectField id={`${id}-tariff`} label={t`Tariff`} options={tariffs} registration={register('tariff')} />
        <SelectField id={`${id}-speed`} label={t`Speed`} options={speeds} registration={register('speed')} />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          <Trans>Additional services</Trans>
        </legend>
        <div className={s.chips}>
          {callbackServices.map((key) => (
            <label key={key} className={s.chip}>
              <input type="checkbox" className={s.chipBox} value={key} {...register('services')} />
              {services[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <ConsentField id={`${id}-consent`} error={e.consent} registration={register('consent')} />
      <SendStatusNote status={status} general={general} />
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Request a call</Trans>}
        </button>
      </div>
    </form>
  );
}
