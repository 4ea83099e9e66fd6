/** A step's one input (the application number, a phone, the code) with its hint and the server's reason for it. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ApiError } from '../../../domain/forms/submissions';
import * as f from '../../../ui/form.css';

export function SingleField({ id, label, hint, problem, className, ...input }: { id: string; label: ReactNode; hint?: ReactNode; problem?: ApiError } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input id={id} className={`${f.input} ${className ?? ''}`} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className={f.error} role="alert">
          {problem.message}
        </p>
      )}
    </div>
  );
}
