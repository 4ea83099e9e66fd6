/**
 * Message to the director (contacts page): idle, sending ("Повідомлення надсилається..."),
 * success with an "OK" button; queued when offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../domain/forms/limits';
import type { DirectorMessage } from '../../../domain/forms/schemas';
import { withLocale } from '../../../domain/locale';
import { pathTo } from '../../../routing/paths';
import { ConsentField, TextArea, TextField } from '../ui/fields';
import { FormFooter } from '../ui/form-footer';
import { ReceiptView } from '../ui/receipt';
import { type FormValues, useOutboxForm } from '../use-outbox-form';
import * as s from '../../../ui/form.css';

type Values = FormValues<typeof DirectorMessage.inferIn>;
const empty: Values = { email: '', text: '', consent: false };

export default function DirectorForm() {
  const { t } = useLingui();
  const { field, status, general, onSubmit, onFocus, again } = useOutboxForm({
    kind: 'director',
    schema: () => import('../../../domain/forms/schemas').then((m) => m.DirectorMessage),
    defaults: empty,
    draft: true,
    submission: (out, _values, locale) => ({
      fields: { email: out.email, text: out.text, consent: true },
      summary: `${out.email}: ${out.text.slice(0, 60)}${out.text.length > 60 ? '…' : ''}`,
      returnTo: withLocale(locale, pathTo('contacts')) + '#director',
    }),
  });

  if (status.state === 'sent') return <ReceiptView item={status.item} onDone={again} headline={<Trans>Your message has been sent to the director.</Trans>} />;
  return (
    <form className={s.form} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={t`Message to the director`}>
      <TextField {...field('email')} label={t`Your e-mail`} required type="email" autoComplete="email" />
      <TextArea
        {...field('text')}
        label={t`Message`}
        required
        rows={6}
        hint={t`From ${limits.directorText.min} to ${limits.directorText.max} characters`}
      />
      <ConsentField {...field('consent')} />
      <FormFooter status={status} general={general} label={<Trans>Send the message</Trans>} sendingLabel={<Trans>The message is being sent...</Trans>} />
    </form>
  );
}
