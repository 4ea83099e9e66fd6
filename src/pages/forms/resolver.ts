/** react-hook-form checks a form with the same arktype schema the server uses, in the visitor's language. */
import type { I18n } from '@lingui/core';
import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { FieldIssue } from '../../domain/forms/issues';
import { formatIssue } from '../../domain/forms/messages';
import type { ApiError } from '../../domain/forms/submissions';

export type FieldMessages = Record<string, { type: string; message: string }>;

/** A schema's reasons as field -> message. */
export function fieldMessages(issues: readonly FieldIssue[], i18n: I18n): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) errors[issue.field] = { type: issue.code, message: formatIssue(i18n, issue) };
  return errors;
}

/**
 * A resolver from a check that gives the schema's reasons (none when the values pass), once its
 * code has loaded; `rename` maps the schema's field names to the form's.
 */
export function checkResolver<V extends FieldValues>(
  check: (values: V) => Promise<readonly FieldIssue[]>,
  i18n: I18n,
  extra?: (values: V) => FieldMessages,
  rename?: (field: string) => string,
): Resolver<V> {
  return async (values) => {
    const found = { ...fieldMessages(await check(values), i18n), ...extra?.(values) };
    const errors = Object.fromEntries(Object.entries(found).map(([k, v]) => [rename?.(k) ?? k, v]));
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}

/**
 * Puts the server's reasons on the fields they name (`fieldOf` maps a wire field to the
 * form's); the rest go to the form as a whole and come back as text.
 */
export function applyServerErrors<V extends FieldValues>(
  errors: readonly ApiError[],
  setError: UseFormSetError<V>,
  fieldOf: (wire: string) => Path<V> | null = (wire) => wire as Path<V>,
): string[] {
  const general: string[] = [];
  let focused = false;
  for (const e of errors) {
    const field = e.field ? fieldOf(e.field) : null;
    if (field) {
      setError(field, { type: 'server', message: e.message }, { shouldFocus: !focused });
      focused = true;
    } else general.push(e.message);
  }
  return general;
}
