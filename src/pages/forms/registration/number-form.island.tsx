/**
 * Step 1 on /registration: the application number. An open application opens its page; a wrong
 * number is said here. Until the island wakes it is a plain form: /registration?number=… is
 * answered by the server the same way.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../../domain/forms/submissions';
import { useSiteData } from '../../../data/site-data';
import { useLocale } from '../../../i18n/use-locale';
import { localePrefix } from '../../../domain/locale';
import { pathTo } from '../../../routing/paths';
import { button } from '../../../ui/button.css';
import { registrationApi } from './api';
import { Problems } from './problems';
import { SingleField } from './single-field';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

export default function NumberForm({ number = '', problem }: { number?: string; problem?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { productApi } = useSiteData();
  const [problems, setProblems] = useState<ApiError[]>(problem ? [{ code: 'wrong_number', field: 'number', message: problem }] : []);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('number') ?? '').trim();
    if (!/^\d{1,12}$/.test(value)) return setProblems([{ code: 'wrong_number', field: 'number', message: t`Enter the application number: digits only` }]);
    setBusy(true);
    const found = await registrationApi(locale, t`Server error. Please try again in a minute.`, productApi).lookup(value);
    setBusy(false);
    if (found.kind === 'offline') return setProblems([{ code: 'offline', message: t`No connection. Check the Internet and try again.` }]);
    if (found.kind === 'refused') return setProblems(found.errors);
    // Any status but 1 goes to the 404 page (platform.md, section 7).
    const target = found.data.status === 1 ? pathTo('registration-id', { id: found.data.id }) : pathTo('not-found');
    window.location.assign(localePrefix[locale] + target);
  }

  const wrong = problems.find((p) => p.field === 'number');
  return (
    <form className={`${s.step} ${f.form}`} method="get" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="registration-number-title">
      <h2 id="registration-number-title" className={s.stepTitle}>
        <Trans>Your application</Trans>
      </h2>
      <SingleField
        id="registration-number"
        label={<Trans>Application number</Trans>}
        hint={<Trans>It is in the SMS we sent after your connection request, and our manager can tell it to you.</Trans>}
        problem={wrong}
        name="number"
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={number}
      />
      <Problems problems={problems.filter((p) => p !== wrong)} />
      <div className={f.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          <Trans>Continue</Trans>
        </button>
      </div>
    </form>
  );
}
