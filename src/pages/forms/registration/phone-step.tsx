/**
 * Step 2: the phone. "Is this your phone?" Yes sends the code to the application's phone; no
 * asks for another (ELMA/change_phone). The 6-digit code is checked by ELMA/check_sms_code; a
 * new one can be asked for once the countdown ends.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiError } from '../../../domain/forms/submissions';
import { button } from '../../../ui/button.css';
import { formatPhoneInput } from '../ui/phone-typing';
import type { Lookup, Outcome, RegistrationApi } from './api';
import { Problems } from './problems';
import { SingleField } from './single-field';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

type Stage = { at: 'ask' } | { at: 'other' } | { at: 'code'; phone: string; other: string | null; resendAt: number };

/** Seconds left until `at` (ms since the epoch), ticking once a second (a new `at` is a new form: keyed). */
function useCountdown(at: number): number {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((at - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

export function PhoneStep({ api, lookup, onConfirmed }: { api: RegistrationApi; lookup: Lookup; onConfirmed: () => void }) {
  const { t } = useLingui();
  const [stage, setStage] = useState<Stage>({ at: 'ask' });
  const [problems, setProblems] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const offline = t`No connection. Check the Internet and try again.`;
  const phone = lookup.phone;

  async function run<T>(call: () => Promise<Outcome<T>>, then: (data: T) => void) {
    setBusy(true);
    setProblems([]);
    const answer = await call();
    setBusy(false);
    if (answer.kind === 'data') then(answer.data);
    else setProblems(answer.kind === 'offline' ? [{ code: 'offline', message: offline }] : answer.errors);
  }

  const send = (other: string | null) =>
    run(
      () => api.sendCode(lookup.id, other ?? undefined),
      (sent) => setStage({ at: 'code', phone: sent.phone, other, resendAt: Date.now() + sent.resend_in * 1000 }),
    );

  if (stage.at === 'code')
    return (
      <CodeForm
        key={stage.resendAt}
        phone={stage.phone}
        resendAt={stage.resendAt}
        busy={busy}
        problems={problems}
        onCheck={(code) => run(() => api.checkCode(lookup.id, code), onConfirmed)}
        onResend={() => void send(stage.other)}
        onOtherPhone={() => {
          setProblems([]);
          setStage({ at: 'other' });
        }}
      />
    );

  if (stage.at === 'other')
    return (
      <OtherPhoneForm
        busy={busy}
        problems={problems}
        onSend={(phone) => void send(phone)}
        onBack={() => {
          setProblems([]);
          setStage({ at: 'ask' });
        }}
      />
    );

  return (
    <section className={s.step} aria-labelledby="registration-phone">
      <h2 id="registration-phone" className={s.stepTitle}>
        <Trans>Confirm your phone</Trans>
      </h2>
      <p>
        <Trans>
          Is this your phone number? <strong className={s.phone}>{phone}</strong>
        </Trans>
      </p>
      <p className={f.hint}>
        <Trans>We will send a 6-digit code to it by SMS.</Trans>
      </p>
      <Problems problems={problems} />
      <div className={f.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void send(null)}>
          <Trans>Yes, send the code</Trans>
        </button>
        <button type="button" className={button.outline} disabled={busy} onClick={() => setStage({ at: 'other' })}>
          <Trans>No, another number</Trans>
        </button>
      </div>
    </section>
  );
}

function OtherPhoneForm({ busy, problems, onSend, onBack }: { busy: boolean; problems: ApiError[]; onSend: (phone: string) => void; onBack: () => void }) {
  const { t } = useLingui();
  const [previous, setPrevious] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(String(new FormData(event.currentTarget).get('phone') ?? ''));
  };
  const wrong = problems.find((p) => p.field === 'phone');
  return (
    <form className={`${s.step} ${f.form}`} onSubmit={submit} noValidate aria-labelledby="registration-other-phone">
      <h2 id="registration-other-phone" className={s.stepTitle}>
        <Trans>Your phone number</Trans>
      </h2>
      <SingleField
        id="registration-phone-input"
        label={<Trans>Phone for the SMS code</Trans>}
        problem={wrong}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+38 (0__) ___-__-__"
        required
        onChange={(event) => {
          formatPhoneInput(event, previous);
          setPrevious(event.currentTarget.value);
        }}
      />
      <Problems problems={problems.filter((p) => p !== wrong)} />
      <div className={f.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t`Sending…` : t`Send the code`}
        </button>
        <button type="button" className={button.outline} onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </div>
    </form>
  );
}

function CodeForm(props: {
  phone: string;
  resendAt: number;
  busy: boolean;
  problems: ApiError[];
  onCheck: (code: string) => void;
  onResend: () => void;
  onOtherPhone: () => void;
}) {
  const { t } = useLingui();
  const seconds = useCountdown(props.resendAt);
  const phone = props.phone;
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCheck(code);
  };
  const wrong = props.problems.find((p) => p.field === 'code');
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <form className={`${s.step} ${f.form}`} onSubmit={submit} noValidate aria-labelledby="registration-code">
      <h2 id="registration-code" className={s.stepTitle}>
        <Trans>Enter the code from the SMS</Trans>
      </h2>
      <p>
        <Trans>
          We have sent a 6-digit code to <strong className={s.phone}>{phone}</strong>. It is valid for 10 minutes.
        </Trans>
      </p>
      <SingleField
        id="registration-code-input"
        label={<Trans>Code from the SMS</Trans>}
        problem={wrong}
        className={s.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Problems problems={props.problems.filter((p) => p !== wrong)} />
      <div className={f.actions}>
        <button type="submit" className={button.primary} disabled={props.busy || code.length !== 6}>
          <Trans>Confirm</Trans>
        </button>
        {seconds > 0 ? (
          <p className={f.hint} role="timer" aria-live="off">
            <Trans>A new code can be sent in {clock}</Trans>
          </p>
        ) : (
          <button type="button" className={button.outline} disabled={props.busy} onClick={props.onResend}>
            {t`Send the code again`}
          </button>
        )}
      </div>
      <button type="button" className={s.linkButton} onClick={props.onOtherPhone}>
        <Trans>Use another phone number</Trans>
      </button>
    </form>
  );
}
