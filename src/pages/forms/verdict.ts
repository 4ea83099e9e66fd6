/**
 * A schema's verdict told apart, in the one module of a form's check that imports arktype:
 * useOutboxForm loads it with the form's schema, on the first focus or submit.
 */
import { type ArkErrors, type } from 'arktype';
import { type FieldIssue, issuesOf } from '../../domain/forms/issues';

/** Values that pass (with what the schema made of them), or the reasons they do not. */
export type Verdict<Out> = { ok: true; out: Out } | { ok: false; issues: FieldIssue[] };

export function verdictOf<Out>(result: Out | ArkErrors): Verdict<Out> {
  return result instanceof type.errors ? { ok: false, issues: issuesOf(result) } : { ok: true, out: result };
}
