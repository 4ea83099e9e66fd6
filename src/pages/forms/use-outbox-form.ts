/**
 * One form's wiring to the outbox: react-hook-form checked by the request's arktype schema,
 * "Send" through the outbox, the server's reasons put on the fields, "fix and resend" of a
 * refused item, and (where asked) a draft kept on the device. A form keeps only its fields,
 * what it sends and its words (docs/forms.md: adding a form).
 *
 * The schema (and arktype with it) loads on the form's first focus or submit, never to show the
 * form: evaluating arktype is one long task a phone feels (docs/performance.md).
 */
import { useLingui } from '@lingui/react/macro';
import type { ArkErrors } from 'arktype';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ApiError, SubmissionKind } from '../../domain/forms/submissions';
import type { Locale } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { importWhenOnline } from '../../offline/import-when-online';
import { notify } from '../../ui/notify';
import { type NewSubmission, dismiss, submit } from '../../outbox/submit';
import type { OutboxItem } from '../../outbox/types';
import { takeResend } from './resend';
import { type FieldMessages, applyServerErrors, checkResolver } from './resolver';
import { clearDraft, useDraft } from './use-draft';
import { useSend } from './use-send';
import type { Verdict } from '../../domain/forms/fields';

/**
 * A request as its form holds it: every field present (empty text rather than missing) and
 * consent a checkbox's true or false. Build a form's values from its schema's `inferIn` with it.
 */
export type FormValues<Request> = { [K in keyof Request]-?: K extends 'consent' ? boolean : Exclude<Request[K], undefined> };

/** What goes to the outbox besides the kind, the locale and the draft. */
export type Submission = Pick<NewSubmission, 'fields' | 'file' | 'summary' | 'returnTo'>;

export interface OutboxFormOptions<V extends FieldValues, Out> {
  kind: SubmissionKind;
  /**
   * Loads the check, the same in the page as on the server: an arktype type, or a function
   * returning one's result. `() => import('…/schemas').then((m) => m.DirectorMessage)`.
   */
  schema: () => Promise<(request: unknown) => Out | ArkErrors>;
  /** The empty form. */
  defaults: V;
  /** The form's values as the schema takes them; by default the values themselves. */
  toRequest?: (values: V) => unknown;
  /** The form's field for a field the schema or the server names; null: the form as a whole. By default the same name. */
  fieldOf?: (name: string) => Path<V> | null;
  /** Checks the schema cannot make (a file input), as field -> message. */
  check?: (values: V) => FieldMessages;
  /** What is sent once the values pass (`out`: the schema's output); null holds it back. */
  submission: (out: Out, values: V, locale: Locale) => Submission | null;
  /** Keep what is typed on the device until it is sent (a modal that may be closed half-filled). */
  draft?: boolean;
  /** The values as they may be kept (in the outbox and the draft); a file input cannot be refilled. */
  keep?: (values: V) => V;
  /** Values the form opens with over the defaults and over a restored draft (the tariff a card chose). */
  prefill?: Partial<V>;
  /** What the form holds once sent or queued; the defaults unless said. */
  after?: (values: V) => V;
  /**
   * The fields' ids' prefix, for a form the server renders inside an island: the island hydrates
   * on a root of its own, where useId would not give the server's ids.
   */
  idPrefix?: string;
}

export function useOutboxForm<V extends FieldValues, Out>(options: OutboxFormOptions<V, Out>) {
  const { kind, schema, defaults, toRequest = (v: V) => v, fieldOf = (name: string) => name as Path<V>, keep = (v: V) => v } = options;
  const { i18n, t } = useLingui();
  const locale = useLocale();
  // The schema with its verdicts, loaded once; a load cut off by the network is tried again.
  const loading = useRef<Promise<(request: unknown) => Verdict<Out>> | null>(null);
  const loadCheck = () =>
    (loading.current ??= importWhenOnline(async () => {
      const [check, { verdictOf }] = await Promise.all([schema(), import('../../domain/forms/fields')]);
      return (request: unknown) => verdictOf(check(request));
    }));
  const verdict = async (values: V) => (await loadCheck())(toRequest(values));
  const start = { ...defaults, ...options.prefill };
  const form = useForm<V>({
    defaultValues: start as DefaultValues<V>,
    resolver: checkResolver<V>(
      async (v) => {
        const found = await verdict(v);
        return found.ok ? [] : found.issues;
      },
      i18n,
      options.check,
      (name) => fieldOf(name) ?? name,
    ),
  });
  const { handleSubmit, reset, setError } = form;
  const [general, setGeneral] = useState<string[]>([]);
  const showRefusal = (errors: readonly ApiError[]) => setGeneral(applyServerErrors(errors, setError, fieldOf));
  const { status, track, reset: again } = useSend(showRefusal);
  const [resendOf, setResendOf] = useState<string | null>(null);
  useDraft(kind, form, start, options.draft === true, options.prefill, keep);
  const takeBack = useEffectEvent((item: OutboxItem) => {
    reset(keep(item.draft as V));
    setResendOf(item.id);
    showRefusal(item.errors ?? []);
  });
  useEffect(() => {
    void takeResend(kind).then((item) => item && takeBack(item));
  }, [kind]);

  // The resolver has shown the reasons, if any; what is sent is checked here, on the values as
  // they are now (a key pressed while the resolver ran counts).
  const onSubmit = handleSubmit(async () => {
    setGeneral([]);
    const values = form.getValues();
    const found = await verdict(values);
    if (!found.ok) return;
    const submission = options.submission(found.out, values, locale);
    if (!submission) return;
    const next = await track(submit({ kind, locale, ...submission, draft: keep(values) }));
    if (next.state === 'sent' || next.state === 'queued') {
      // Said again in a toast: the form's own receipt may be scrolled away or closed with its modal.
      notify(next.state === 'sent' ? t`Sent: we have your request.` : t`Saved on this device: it will be sent when the connection is back.`, 'success');
      if (resendOf) await dismiss(resendOf);
      if (options.draft) await clearDraft(kind);
      reset(options.after?.(values) ?? defaults);
    }
  });

  const generated = useId();
  const id = options.idPrefix ?? generated;
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  /** What a control needs, to spread on it: `<TextField {...field('email')} label={…} />`. */
  const field = (name: Path<V>) => ({ id: `${id}-${name}`, error: errors[name], registration: form.register(name) });

  /** For the `<form>`: its first focus loads the check, so the first verdict does not wait for it. */
  const onFocus = () => void loadCheck();

  return { form, field, status, general, onSubmit, onFocus, again };
}
