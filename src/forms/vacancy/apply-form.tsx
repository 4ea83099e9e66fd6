/**
 * The vacancy application (apply modal on a vacancy page): name, phone, e-mail, resume file,
 * comment; sent as multipart with the file, queued with it in IndexedDB when offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldIssue } from '../../domain/forms/issues';
import { formatIssue, requestMessages } from '../../domain/forms/messages';
import { VacancyApplication } from '../../domain/forms/schemas';
import { resumeExtensions, resumeMaxBytes } from '../../domain/forms/submissions';
import { useLocale } from '../../i18n/use-locale';
import { button } from '../../ui/button.css';
import { dismiss } from '../outbox/submit';
import { takeResend } from '../resend';
import { type FieldMessages, applyServerErrors, arkResolver } from '../resolver';
import { ConsentField, TextArea, TextField } from '../ui/fields';
import { ReceiptView } from '../ui/receipt';
import { SendStatusNote } from '../ui/send-status';
import { useSend } from '../use-send';
import * as s from '../ui/form.css';

interface Values {
  fullname: string;
  phone: string;
  email: string;
  comment: string;
  resume: FileList | null;
  consent: boolean;
}
const empty: Values = { fullname: '', phone: '', email: '', comment: '', resume: null, consent: false };
const accept = resumeExtensions.map((e) => `.${e}`).join(',');
const maxMb = resumeMaxBytes / 1024 / 1024;

/** The resume's problem, if any: missing, of a type not taken, or too big. */
export function resumeIssue(file: { name: string; size: number } | undefined): FieldIssue | null {
  if (!file) return { field: 'resume', code: 'file_required' };
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(resumeExtensions as readonly string[]).includes(ext) || !file.name.includes('.'))
    return { field: 'resume', code: 'file_type', params: { formats: resumeExtensions.join(', ').toUpperCase() } };
  if (file.size > resumeMaxBytes) return { field: 'resume', code: 'file_size', params: { size: maxMb } };
  return null;
}

export default function ApplyForm({ vacancyId, vacancyTitle, returnTo, onDone }: { vacancyId: number; vacancyTitle: string; returnTo: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const textFields = (v: Values) => ({ fullname: v.fullname, phone: v.phone, email: v.email, comment: v.comment, vacancy_id: String(vacancyId), consent: v.consent ? 'true' : '' });
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: empty,
    resolver: arkResolver<Values>(
      (v) => VacancyApplication(textFields(v)),
      i18n,
      (v): FieldMessages => {
        const issue = resumeIssue(v.resume?.[0]);
        return issue ? { resume: { type: issue.code, message: formatIssue(i18n, issue) } } : {};
      },
    ),
  });
  const [general, setGeneral] = useState<string[]>([]);
  const { status, send } = useSend((errors) => setGeneral(applyServerErrors(errors, setError)));
  const [resendOf, setResendOf] = useState<string | null>(null);
  useEffect(() => {
    void takeResend('vacancy').then((item) => {
      if (!item) return;
      // A file input cannot be refilled: the visitor picks the file again.
      reset({ ...(item.draft as Values), resume: null });
      setResendOf(item.id);
      setGeneral(applyServerErrors(item.errors ?? [], setError));
    });
  }, [reset, setError]);

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const file = values.resume?.[0];
    const out = VacancyApplication(textFields(values));
    if (out instanceof type.errors || !file) return;
    const next = await send({
      kind: 'vacancy',
      locale,
      fields: { fullname: out.fullname, phone: out.phone, email: out.email, comment: out.comment ?? '', vacancy_id: String(out.vacancy_id), consent: 'true' },
      file: { blob: file, name: file.name },
      draft: { ...values, resume: null },
      summary: `${vacancyTitle}: ${out.fullname}, ${out.phone}`,
      returnTo,
    });
    if (next.state === 'sent' || next.state === 'queued') {
      if (resendOf) await dismiss(resendOf);
      reset(empty);
    }
  });

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={onDone} />;
  const e = formState.errors;
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate aria-label={t`Apply for this vacancy`}>
      <TextField id={`${id}-name`} label={t`Full name`} required autoComplete="name" error={e.fullname} registration={register('fullname')} />
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
      <TextField id={`${id}-email`} label={t`Contact e-mail`} required type="email" autoComplete="email" error={e.email} registration={register('email')} />
      <TextField
        id={`${id}-resume`}
        label={t`Resume`}
        required
        type="file"
        accept={accept}
        hint={t`${resumeExtensions.join(', ').toUpperCase()}, up to ${maxMb} MB`}
        error={e.resume as never}
        registration={register('resume')}
      />
      <TextArea id={`${id}-comment`} label={t`Comment`} rows={4} error={e.comment} registration={register('comment')} />
      <ConsentField id={`${id}-consent`} error={e.consent} registration={register('consent')} />
      {status.state === 'failed' && (
        <p className={s.banner.error} role="alert">
          {i18n._(requestMessages.vacancyFailed)}
        </p>
      )}
      <SendStatusNote status={status} general={general} />
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send the application</Trans>}
        </button>
      </div>
    </form>
  );
}
