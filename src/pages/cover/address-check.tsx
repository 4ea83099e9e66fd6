/**
 * "Is my address covered?": the street with the suggestions the connection form uses, answered
 * from the cover content (connected, being built, or unknown to us), leading to the connection
 * form or the call-back. Streets are searched here too, so the check answers offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, Suspense, useId, useMemo, useState } from 'react';
import type { AddressUnit } from '../../domain/content/address-units';
import { createSuggester, type Suggestion } from '../../domain/street-search';
import { lazyForm } from '../../forms/lazy-form';
import { useStreetSuggestions } from '../../forms/street-suggestions';
import * as f from '../../forms/ui/form.css';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { button } from '../../ui/button.css';
import * as s from './cover.css';

const ConnectForm = lazyForm(() => import('../../forms/connect/connect-form'));

export type Coverage = 'covered' | 'planned' | 'unknown';
interface Answer {
  text: string;
  streets: (Suggestion & { coverage: Coverage })[];
}
/** Several streets of one name (in different localities): each is answered, up to this many. */
const shown = 5;

export function AddressCheck({ streets, covered, planned }: { streets: AddressUnit[]; covered: number[]; planned: number[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [connecting, setConnecting] = useState<string | null>(null);
  const search = useMemo(() => createSuggester(streets), [streets]);
  const sets = useMemo(() => ({ covered: new Set(covered), planned: new Set(planned) }), [covered, planned]);
  const suggestions = useStreetSuggestions(text, locale, search);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    const found = search(typed, locale);
    const exact = found.filter((x) => x.full === typed);
    const picked = (exact.length ? exact : found).slice(0, shown);
    const coverage = (unitId: number): Coverage => (sets.covered.has(unitId) ? 'covered' : sets.planned.has(unitId) ? 'planned' : 'unknown');
    setAnswer({ text: typed, streets: picked.map((x) => ({ ...x, coverage: coverage(x.id) })) });
    setConnecting(null);
  };

  const firstCovered = answer?.streets.find((x) => x.coverage === 'covered');
  return (
    <section className={s.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.h2}>
        <Trans>Is my address covered?</Trans>
      </h2>
      <form className={f.form} onSubmit={check} role="search" aria-label={t`Address check`}>
        <div className={f.field}>
          <label className={f.label} htmlFor={`${id}-street`}>
            <Trans>Street</Trans>
          </label>
          <input
            id={`${id}-street`}
            className={f.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            list={`${id}-streets`}
            autoComplete="address-line1"
            placeholder={t`For example, Sobornyi avenue`}
          />
          <datalist id={`${id}-streets`}>
            {suggestions.map((x) => (
              <option key={x.id} value={x.full} />
            ))}
          </datalist>
        </div>
        <div className={f.actions}>
          <button type="submit" className={button.primary}>
            <Trans>Check</Trans>
          </button>
        </div>
      </form>
      <div role="status" className={s.answer}>
        {answer && answer.streets.length === 0 && (
          <p className={s.unknown}>
            <Trans>We do not know the street “{answer.text}”. Ask us: we will check your house and call you back.</Trans>
          </p>
        )}
        {answer && answer.streets.length > 0 && (
          <ul className={s.answers}>
            {answer.streets.map((x) => (
              <li key={x.id} className={s[x.coverage]} data-coverage={x.coverage}>
                <strong>{x.full}</strong>: <CoverageText coverage={x.coverage} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {answer && (
        <div className={f.actions}>
          {firstCovered && connecting === null && (
            <button type="button" className={button.primary} onClick={() => setConnecting(firstCovered.full)}>
              <Trans>Leave a connection request</Trans>
            </button>
          )}
          <AppLink to="call" className={firstCovered ? button.outline : button.primary}>
            <Trans>Ask us: request a call</Trans>
          </AppLink>
        </div>
      )}
      {connecting !== null && (
        <Suspense fallback={null}>
          <ConnectForm address={connecting} returnTo={pathTo('cover')} />
        </Suspense>
      )}
    </section>
  );
}

function CoverageText({ coverage }: { coverage: Coverage }) {
  if (coverage === 'covered') return <Trans>connected. Leave a request and we will agree on a time to connect you.</Trans>;
  if (coverage === 'planned') return <Trans>not yet: we are building the network there. Leave your phone and we will call when it is ready.</Trans>;
  return <Trans>we do not serve this street yet. Ask us: we will check your house.</Trans>;
}
