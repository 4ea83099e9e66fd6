/** Labelled form controls for react-hook-form: the error is tied to its control for screen readers. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useRef } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { AppLink } from '../../../routing/app-link';
import { formatPhoneInput } from './phone-typing';
import * as s from '../../../ui/form.css';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function Message({ id, error, hint }: { id: string; error?: FieldError; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}

const described = (id: string, error?: FieldError, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', error?.message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className={s.label}>
      {label}
      {required && (
        <span className={s.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  registration,
  ...input
}: FieldProps & { registration: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`${s.field} ${className ?? ''}`}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className={s.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described(id, error, hint)}
        {...input}
        {...registration}
      />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  required,
  registration,
  ...rest
}: FieldProps & { registration: UseFormRegisterReturn } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={s.field}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        className={s.textarea}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described(id, error, hint)}
        {...rest}
        {...registration}
      />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  registration,
  ...rest
}: FieldProps & { registration: UseFormRegisterReturn; options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={s.field}>
      <Label id={id} label={label} />
      <select id={id} className={s.select} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...rest} {...registration}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Consent to personal-data processing, with the privacy policy one click away; `children` puts
 * another consent's words instead (the offer contract's), `required` stars it.
 */
export function ConsentField({
  id,
  error,
  registration,
  required,
  children,
}: {
  id: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  required?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={s.field}>
      <label className={s.check} htmlFor={id}>
        <input id={id} type="checkbox" className={s.checkBox} aria-invalid={error ? true : undefined} aria-describedby={described(id, error)} {...registration} />
        <span>
          {children ?? (
            <Trans>
              I agree to the processing of my personal data under the <AppLink to="privacy-policy">privacy policy</AppLink>
            </Trans>
          )}
          {required && (
            <span className={s.required} aria-hidden="true">
              *
            </span>
          )}
        </span>
      </label>
      <Message id={id} error={error} />
    </div>
  );
}

/**
 * The phone number every form asks for, typed as the visitor likes: shown as "+38 (067) 123-45-67"
 * while typed (phone-typing.ts), stored as +380XXXXXXXXX (domain/forms/phone.ts).
 */
export function PhoneField({
  id,
  error,
  registration,
  label,
  required = true,
}: {
  id: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  label?: ReactNode;
  required?: boolean;
}) {
  const { t } = useLingui();
  const previous = useRef('');
  // react-hook-form types the event loosely; an input's change event is what arrives here.
  const onChange: UseFormRegisterReturn['onChange'] = (event) => {
    const input = event as ChangeEvent<HTMLInputElement>;
    formatPhoneInput(input, previous.current);
    previous.current = input.currentTarget.value;
    return registration.onChange(event);
  };
  return (
    <TextField
      id={id}
      label={label ?? t`Phone`}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+38 (0__) ___-__-__"
      hint={t`Any way you write it: 067 123 45 67, +380…`}
      error={error}
      onFocus={(event) => (previous.current = event.currentTarget.value)}
      registration={{ ...registration, onChange }}
    />
  );
}
