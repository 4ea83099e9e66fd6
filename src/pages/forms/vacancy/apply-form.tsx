/**
 * The vacancy application (apply modal on a vacancy page): name, phone, e-mail, resume file,
 * comment; sent as multipart with the file, queued with it in IndexedDB when offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldIssue } from '../../../domain/forms/issues';
import { formatIssue, requestMessages } from '../../../domain/forms/messages';
import type { VacancyApplication } from '../../../domain/forms/schemas';
import { resumeExtensions, resumeMaxBytes } from '../../../domain/forms/submissions';
import type { FieldMessages } from '../resolver';
import { ConsentField, PhoneField, TextArea, TextField } from '../ui/fields';
import { FormFooter } from '../ui/form-footer';
import { ReceiptView } from '../ui/receipt';
import { type FormValues, useOutboxForm } from '../use-outbox-form';
import * as s from '../../../ui/form.css';
import type { ApplyFormProps } from '../../../ui/part-slot';

/** The application's text fields (the vacancy is the page's, not the visitor's) and the resume. */
type Values = Omit<FormValues<typeof VacancyApplication.inferIn>, 'vacancy_id'> & { resume: FileList | null };
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

export default function ApplyForm({ vacancyId, vacancyTitle, returnTo, onDone }: ApplyFormProps) {
  const { t, i18n } = useLingui();
  const { field, status, general, onSubmit, onFocus } = useOutboxForm({
    kind: 'vacancy',
    schema: () => import('../../../domain/forms/schemas').then((m) => m.VacancyApplication),
    defaults: empty,
    toRequest: (v: Values) => ({ fullname: v.fullname, phone: v.phone, email: v.email, comment: v.comment, vacancy_id: String(vacancyId), consent: v.consent ? 'true' : '' }),
    check: (v): FieldMessages => {
      const issue = resumeIssue(v.resume?.[0]);
      return issue ? { resume: { type: issue.code, message: formatIssue(i18n, issue) } } : {};
    },
    // A file input cannot be refilled: the visitor picks the file again.
    keep: (v) => ({ ...v, resume: null }),
    draft: true,
    submission: (out, values) => {
      const file = values.resume?.[0];
      if (!file) return null;
      return {
        fields: { fullname: out.fullname, phone: out.phone, email: out.email, comment: out.comment ?? '', vacancy_id: String(out.vacancy_id), consent: 'true' },
        file: { blob: file, name: file.name },
        summary: `${vacancyTitle}: ${out.fullname}, ${out.phone}`,
        returnTo,
      };
    },
  });

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={onDone} />;
  return (
    <form className={s.form} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={t`Apply for this vacancy`}>
      <TextField {...field('fullname')} label={t`Full name`} required autoComplete="name" />
      <PhoneField {...field('phone')} />
      <TextField {...field('email')} label={t`Contact e-mail`} required type="email" autoComplete="email" />
      <TextField
        {...field('resume')}
        label={t`Resume`}
        required
        type="file"
        accept={accept}
        hint={t`${resumeExtensions.join(', ').toUpperCase()}, up to ${maxMb} MB`}
      />
      <TextArea {...field('comment')} label={t`Comment`} rows={4} />
      <ConsentField {...field('consent')} />
      {status.state === 'failed' && (
        <p className={s.banner.error} role="alert">
          {i18n._(requestMessages.vacancyFailed)}
        </p>
      )}
      <FormFooter status={status} general={general} label={<Trans>Send the application</Trans>} />
    </form>
  );
}
