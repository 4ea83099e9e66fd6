/**
 * /registration/{id} in the browser: finds where the application stands (this browser's
 * session, the draft on the device, what the server keeps) and shows the step it is at: the
 * phone, the questionnaire, or the outcome. Offline, a draft opens as it was left.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../domain/forms/submissions';
import type { PhotoSlot, VerificationResult } from '../../../domain/registration/contract';
import { useSiteData } from '../../../data/site-data';
import { useLocale } from '../../../i18n/use-locale';
import { type Lookup, type RegistrationApi, type StoredApplication, registrationApi } from './api';
import { dropExpired, loadDraft } from './draft-store';
import { PhoneStep } from './phone-step';
import { Problems } from './problems';
import { QuestionnaireForm } from './questionnaire-form';
import { type DraftContent, type PhotoMeta, fromStored } from './questionnaire-values';
import { ResultView } from './result-view';
import type { Start } from './use-questionnaire';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

export interface FlowProps {
  id: string;
  /** The phone as the server masked it, for the first render's question. */
  phone: string;
  verified: boolean;
}

type Step =
  | { at: 'checking' }
  | { at: 'phone'; lookup: Lookup }
  | { at: 'form'; start: Start; offline: boolean; address: string }
  | { at: 'result'; result: VerificationResult; justSent: boolean }
  | { at: 'offline' }
  | { at: 'problem'; problems: ApiError[] };

/** Where the questionnaire starts: the device's draft over what the server keeps. */
function startFrom(draft: Awaited<ReturnType<typeof loadDraft<DraftContent>>>, stored: StoredApplication | null): Start {
  const serverPhotos: Partial<Record<PhotoSlot, PhotoMeta>> = {};
  for (const file of stored?.files ?? []) serverPhotos[file.slot] = { name: file.slot, type: file.type, size: file.size, key: crypto.randomUUID(), uploaded: file };
  const kept = draft?.content;
  const content: DraftContent = kept
    ? { ...kept, photos: { ...serverPhotos, ...kept.photos } }
    : { values: fromStored(stored?.form ?? null, stored?.connection_address ?? ''), photos: serverPhotos, pending: false };
  return { content, blobs: draft?.photos ?? {}, expiresAt: draft?.expiresAt ?? null };
}

const stepNames = ['number', 'phone', 'form', 'result'] as const;

function Steps({ current }: { current: (typeof stepNames)[number] }) {
  const { t } = useLingui();
  const labels = { number: t`Application`, phone: t`Phone`, form: t`Questionnaire`, result: t`Sent` };
  const at = stepNames.indexOf(current);
  return (
    <ol className={s.steps} aria-label={t`Steps`}>
      {stepNames.map((name, i) => (
        <li key={name} className={s.stepMark[i < at ? 'done' : i === at ? 'current' : 'later']} aria-current={i === at ? 'step' : undefined}>
          {i + 1}. {labels[name]}
        </li>
      ))}
    </ol>
  );
}

export default function RegistrationFlow({ id, phone, verified }: FlowProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const serverError = t`Server error. Please try again in a minute.`;
  const { productApi } = useSiteData();
  const [api] = useState<RegistrationApi>(() => registrationApi(locale, serverError, productApi));
  const [step, setStep] = useState<Step>(verified ? { at: 'result', result: 'verified', justSent: false } : { at: 'checking' });

  const whereNow = useCallback(async (): Promise<Step> => {
    await dropExpired().catch(() => undefined);
    const draft = await loadDraft<DraftContent>(id).catch(() => null);
    const lookup = await api.lookup(id);
    if (lookup.kind === 'offline') return draft ? { at: 'form', start: startFrom(draft, null), offline: true, address: '' } : { at: 'offline' };
    if (lookup.kind === 'refused') return { at: 'problem', problems: lookup.errors };
    if (lookup.data.verified) return { at: 'result', result: 'verified', justSent: false };
    if (!lookup.data.session) return { at: 'phone', lookup: lookup.data };
    const stored = await api.stored(id);
    if (stored.kind === 'refused' && (stored.status === 401 || stored.status === 403)) return { at: 'phone', lookup: { ...lookup.data, session: false } };
    if (stored.kind === 'refused') return { at: 'problem', problems: stored.errors };
    const kept = stored.kind === 'data' ? stored.data : null;
    return { at: 'form', start: startFrom(draft, kept), offline: stored.kind === 'offline', address: kept?.connection_address ?? '' };
  }, [api, id]);
  const findStep = () => void whereNow().then(setStep);

  useEffect(() => {
    let active = true;
    if (!verified) void whereNow().then((next) => active && setStep(next));
    return () => {
      active = false;
    };
  }, [whereNow, verified]);

  const current = step.at === 'phone' ? 'phone' : step.at === 'form' ? 'form' : step.at === 'result' ? 'result' : 'phone';
  return (
    <div className={s.page}>
      <Steps current={current} />
      {step.at === 'checking' && (
        <p className={f.hint} role="status">
          <Trans>Looking up the application…</Trans>
        </p>
      )}
      {step.at === 'phone' && <PhoneStep api={api} lookup={{ ...step.lookup, phone: step.lookup.phone || phone }} onConfirmed={findStep} />}
      {step.at === 'form' && (
        <>
          {step.offline && (
            <p className={f.banner.info} role="status">
              <Trans>You are offline. The draft kept on this device is open; the questionnaire will be sent when you are back online.</Trans>
            </p>
          )}
          <QuestionnaireForm
            id={id}
            api={api}
            start={step.start}
            serverError={serverError}
            connectionAddress={step.address}
            onSent={(result) => setStep({ at: 'result', result, justSent: true })}
            onSessionLost={findStep}
          />
        </>
      )}
      {step.at === 'result' && <ResultView result={step.result} justSent={step.justSent} />}
      {step.at === 'offline' && (
        <p className={f.banner.info} role="status">
          <Trans>No connection. The questionnaire needs the Internet to start; a draft, once begun, also opens offline.</Trans>
        </p>
      )}
      {step.at === 'problem' && (
        <>
          <Problems problems={step.problems} />
          <button type="button" className={s.linkButton} onClick={findStep}>
            {t`Try again`}
          </button>
        </>
      )}
    </div>
  );
}
