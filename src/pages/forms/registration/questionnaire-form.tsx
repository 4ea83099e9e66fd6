/**
 * Step 3: the questionnaire. Checked as typed by the same schema as the server's
 * (src/domain/forms/questionnaire.ts, loaded on first focus); kept sealed on the device as the
 * visitor types; sent with its photos by useQuestionnaire.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { issueMessages } from '../../../domain/forms/messages';
import { type PhotoSlot, type VerificationResult, requiredPhotos } from '../../../domain/registration/contract';
import { AppLink } from '../../../routing/app-link';
import { button } from '../../../ui/button.css';
import { importWhenOnline } from '../../../offline/import-when-online';
import { applyServerErrors, checkResolver } from '../resolver';
import { ConsentField, PhoneField, TextField } from '../ui/fields';
import type { Verdict } from '../../../domain/forms/fields';
import type { RegistrationApi } from './api';
import { DraftNote } from './draft-note';
import { formatDayInput } from './day-typing';
import { PhotoField } from './photo-field';
import { Problems } from './problems';
import { type Values, emptyValues, toRequest } from './questionnaire-values';
import { useAutosave } from './use-autosave';
import { type Start, useQuestionnaire } from './use-questionnaire';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

type Check = (request: unknown) => Verdict<unknown>;
let loading: Promise<Check> | null = null;
/** The schema and its verdicts, loaded once on the form's first focus or check (only the download is retried). */
const loadCheck = () =>
  (loading ??= importWhenOnline(() => Promise.all([import('../../../domain/forms/questionnaire'), import('../../../domain/forms/fields')])).then(([{ questionnaireSchema }, { verdictOf }]) => {
    const schema = questionnaireSchema();
    return (request: unknown) => verdictOf(schema(request));
  }));

export function QuestionnaireForm(props: {
  id: string;
  api: RegistrationApi;
  start: Start;
  serverError: string;
  /** The application's address, which the blank form starts with. */
  connectionAddress: string;
  onSent: (result: VerificationResult) => void;
  onSessionLost: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    defaultValues: props.start.content.values,
    resolver: checkResolver<Values>(async (v) => {
      const verdict = (await loadCheck())(toRequest(v));
      return verdict.ok ? [] : verdict.issues;
    }, i18n),
  });
  const { register, formState, handleSubmit, setError, getValues } = form;
  const q = useQuestionnaire({
    ...props,
    values: () => getValues(),
    onFieldErrors: (errors) => {
      const general = applyServerErrors(errors, setError, (wire) => (wire in getValues() ? (wire as Path<Values>) : null));
      return errors.filter((e) => general.includes(e.message));
    },
  });

  useAutosave(form, q.saveValues);

  const documentType = useWatch({ control: form.control, name: 'document_type' });
  const needed = requiredPhotos[documentType];
  const errors = formState.errors;
  const field = (name: Path<Values>) => ({ id: `registration-${name}`, error: errors[name as keyof Values], registration: register(name) });
  const day = (name: 'birth_date' | 'issue_date') => {
    const registration = register(name);
    return {
      ...field(name),
      placeholder: t`DD.MM.YYYY`,
      inputMode: 'numeric' as const,
      registration: { ...registration, onChange: (event: { target: unknown }) => (formatDayInput(event.target as HTMLInputElement), registration.onChange(event)) },
    };
  };
  const photoLabels: Record<PhotoSlot, string> = {
    id_card_front: t`ID card: front side`,
    id_card_back: t`ID card: back side`,
    passport_page_1: t`Passport: first page`,
    passport_page_2: t`Passport: second page`,
    passport_registration: t`Passport: page with the registration`,
    tax_number: t`Tax number card`,
  };

  const onSubmit = handleSubmit(async (values) => {
    const missing = needed.filter((slot) => !q.has(slot));
    if (missing.length) {
      for (const slot of missing) q.markMissing(slot, i18n._(issueMessages.file_required));
      document.getElementById(`registration-photo-${missing[0]}`)?.focus();
      return;
    }
    await q.deliver(values);
  });
  const sending = q.send.at === 'sending';

  return (
    <form className={`${s.step} ${f.form}`} onSubmit={onSubmit} onFocus={() => void loadCheck()} noValidate aria-labelledby="registration-form-title">
      <h2 id="registration-form-title" className={s.stepTitle}>
        <Trans>Questionnaire</Trans>
      </h2>
      <DraftNote
        expiresAt={q.expiresAt}
        writing={q.writing}
        storageFull={q.storageFull}
        onDiscard={() => {
          const blank = { ...emptyValues, connection_address: props.connectionAddress };
          form.reset(blank);
          void q.discard(blank);
        }}
      />

      <fieldset className={s.section}>
        <legend className={s.sectionTitle}>
          <Trans>About you</Trans>
        </legend>
        <div className={s.pair}>
          <TextField {...field('surname')} label={t`Surname`} required autoComplete="family-name" />
          <TextField {...field('name')} label={t`Name`} required autoComplete="given-name" />
          <TextField {...field('middle_name')} label={t`Middle name`} required autoComplete="additional-name" />
          <TextField {...day('birth_date')} label={t`Date of birth`} required autoComplete="bday" />
        </div>
      </fieldset>

      <fieldset className={s.section}>
        <legend className={s.sectionTitle}>
          <Trans>Identity document</Trans>
        </legend>
        <div className={f.chips} role="radiogroup" aria-label={t`Document type`}>
          <label className={f.chip}>
            <input type="radio" value="id_card" className={f.chipBox} {...register('document_type')} />
            <Trans>ID card</Trans>
          </label>
          <label className={f.chip}>
            <input type="radio" value="passport" className={f.chipBox} {...register('document_type')} />
            <Trans>Passport booklet</Trans>
          </label>
        </div>
        {documentType === 'id_card' ? (
          <TextField {...field('id_card_number')} label={t`Document number`} required inputMode="numeric" hint={t`9 digits`} maxLength={9} />
        ) : (
          <div className={s.pair}>
            <TextField {...field('passport_series')} label={t`Series`} required hint={t`Two Cyrillic letters, for example КЕ`} maxLength={2} />
            <TextField {...field('passport_number')} label={t`Number`} required inputMode="numeric" hint={t`6 digits`} maxLength={6} />
            <TextField {...field('issued_by')} label={t`Issued by`} required />
            <TextField {...day('issue_date')} label={t`Date of issue`} required />
            <TextField {...field('registration_address')} label={t`Registration address`} required autoComplete="street-address" />
          </div>
        )}
        <TextField {...field('tax_number')} label={t`Tax number (RNOKPP)`} required inputMode="numeric" hint={t`10 digits`} maxLength={10} />
      </fieldset>

      <fieldset className={s.section}>
        <legend className={s.sectionTitle}>
          <Trans>Document photos</Trans>
        </legend>
        <p className={f.hint}>
          <Trans>JPG or PNG, no more than 50 MB each; one photo for each field. Fields marked * are required.</Trans>
        </p>
        <div className={s.photos}>
          {/* Every photo a document type has is one it needs. */}
          {needed.map((slot) => (
            <PhotoField
              key={slot}
              slot={slot}
              label={photoLabels[slot]}
              required
              view={q.views[slot] ?? {}}
              readOnly={sending}
              onPick={(files) => q.pick(slot, files)}
              onRemove={() => q.remove(slot)}
              onRetry={() => q.retry(slot)}
              onFetch={() => q.fetchPhoto(slot)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={s.section}>
        <legend className={s.sectionTitle}>
          <Trans>Contacts and address</Trans>
        </legend>
        <div className={s.pair}>
          <PhoneField {...field('main_phone')} label={t`Main phone`} />
          <PhoneField {...field('additional_phone')} label={t`Additional phone`} required={false} />
          <TextField {...field('email')} label={t`E-mail`} required type="email" autoComplete="email" />
          <TextField {...field('connection_address')} label={t`Connection address`} required autoComplete="street-address" />
        </div>
      </fieldset>

      <fieldset className={s.section}>
        <legend className={s.sectionTitle}>
          <Trans>Consents</Trans>
        </legend>
        <ConsentField {...field('offer_terms')} required>
          <Trans>
            I agree to the terms of the{' '}
            <AppLink to="contracts" query="id=24">
              public offer contract
            </AppLink>
          </Trans>
        </ConsentField>
        <ConsentField {...field('personal_data')} required />
      </fieldset>

      {q.send.at === 'waiting' && !q.send.problems && (
        <p className={f.banner.info} role="status">
          <Trans>No connection right now. The questionnaire is kept on this device and will be sent by itself when you are back online.</Trans>
        </p>
      )}
      {q.send.at === 'waiting' && q.send.problems && (
        <>
          <Problems problems={q.send.problems} />
          <p className={f.banner.info} role="status">
            <Trans>The questionnaire is kept on this device; we will try to send it again in half a minute.</Trans>
          </p>
        </>
      )}
      {q.send.at === 'refused' && <Problems problems={q.send.problems} />}
      <div className={f.actions}>
        <button type="submit" className={button.primary} disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send the questionnaire</Trans>}
        </button>
      </div>
    </form>
  );
}
