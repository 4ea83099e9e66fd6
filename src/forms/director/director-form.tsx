/**
 * Message to the director (contacts page): idle, sending ("Повідомлення надсилається..."),
 * success with an "OK" button; queued when offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { limits } from '../../domain/forms/fields';
import { DirectorMessage } from '../../domain/forms/schemas';
import { pathTo } from '../../routing/paths';
import { withLocale } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { button } from '../../ui/button.css';
import { dismiss } from '../outbox/submit';
import { takeResend } from '../resend';
import { applyServerErrors, arkResolver } from '../resolver';
import { ConsentField, TextArea, TextField } from '../ui/fields';
import { SendStatusNote } from '../ui/send-status';
import { useSend } from '../use-send';
import * as s from '../ui/form.css';

interface Values {
  email: string;
  text: string;
  consent: boolean;
}
const empty: Values = { email: '', text: '', consent: false };

export default function DirectorForm() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: empty, resolver: arkResolver((v) => DirectorMessage(v), i18n) });
  const [general, setGeneral] = useState<string[]>([]);
  const { status, send, reset: again } = useSend((errors) => setGeneral(applyServerErrors(errors, setError)));
  const [resendOf, setResendOf] = useState<string | null>(null);
  useEffect(() => {
    void takeResend('director').then((item) => {
      if (!item) return;
      reset(item.draft as Values);
      setResendOf(item.id);
      setGeneral(applyServerErrors(item.errors ?? [], setError));
    });
  }, [reset, setError]);

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const out = DirectorMessage(values);
    if (out instanceof type.errors) return;
    const next = await send({
      kind: 'director',
      locale,
      fields: { email: out.email, text: out.text, consent: true },
      draft: values,
      summary: `${out.email}: ${out.text.slice(0, 60)}${out.text.length > 60 ? '…' : ''}`,
      returnTo: withLocale(locale, pathTo('contacts')) + '#director',
    });
    if (next.state === 'sent' || next.state === 'queued') {
      if (resendOf) await dismiss(resendOf);
      reset(empty);
    }
  });

  if (status.state === 'sent')
    return (
      <div className={s.form} data-testid="receipt">
        <p className={s.banner.success} role="status">
          <Trans>Your message has been sent to the director.</Trans> <Trans>No. {status.item.receipt?.id}</Trans>
        </p>
        <div className={s.actions}>
          <button type="button" className={button.primary} onClick={again}>
            <Trans>OK</Trans>
          </button>
        </div>
      </div>
    );
  const e = formState.errors;
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate aria-label={t`Message to the director`}>
      <TextField id={`${id}-email`} label={t`Your e-mail`} required type="email" autoComplete="email" error={e.email} registration={register('email')} />
      <TextArea
        id={`${id}-text`}
        label={t`Message`}
        required
        rows={6}
        hint={t`From ${limits.directorText.min} to ${limits.directorText.max} characters`}
        error={e.text}
        registration={register('text')}
      />
      <ConsentField id={`${id}-consent`} error={e.consent} registration={register('consent')} />
      <SendStatusNote status={status} general={general} />
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? <Trans>The message is being sent...</Trans> : <Trans>Send the message</Trans>}
        </button>
      </div>
    </form>
  );
}
