/**
 * "Is my house connected?": the street with the suggestions the connection form uses and the
 * house number, answered from the cover content per house where the street lists its houses,
 * per street otherwise, leading to the connection form or the call-back. Streets are searched
 * here too, so the check answers offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, Suspense, useMemo, useRef, useState } from 'react';
import type { AddressUnit } from '../../domain/content/address-units';
import { houseInputLength, houseNumberPattern, normalizeHouse } from '../../domain/house-number';
import { createSuggester } from '../../domain/street-search';
import { useStreetSuggestions } from '../../data/street-suggestions';
import * as f from '../../ui/form.css';
import { ConnectFormPart } from '../../ui/part-slot';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { button } from '../../ui/button.css';
import { CheckAnswer } from './check-answer';
import { answerStreets, coverageOf, type StreetAnswer } from './coverage-answer';
import * as s from './cover.css';


/** The house schema (arktype) comes with the first use of the house field, not with the page. */
const loadHouseCheck = () =>
  import('../../domain/content/house').then(
    (m) => (text: string) => m.HouseNumber.allows(text),
    // Its code did not arrive (offline, never fetched): the same rule without arktype.
    () => (text: string) => houseNumberPattern.test(text),
  );

interface Answer {
  text: string;
  streets: StreetAnswer[];
}
/** Several streets of one name (in different localities): each is answered, up to this many. */
const shown = 5;

/** Fixed ids: an island hydrates on a root of its own, where useId's would not match the server's. */
const id = 'cover-check';

export default function AddressCheck({ streets, covered, planned }: { streets: AddressUnit[]; covered: number[]; planned: number[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [house, setHouse] = useState('');
  const [houseError, setHouseError] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** The street and house the connection form starts from, once asked for. */
  const [connecting, setConnecting] = useState<{ address: string; house: string } | null>(null);
  const checks = useRef(0);
  const search = useMemo(() => createSuggester(streets), [streets]);
  const sets = useMemo(() => ({ covered: new Set(covered), planned: new Set(planned), units: new Map(streets.map((u) => [u.id, u])) }), [covered, planned, streets]);
  const suggestions = useStreetSuggestions(text, locale, search);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    const run = ++checks.current;
    const rawHouse = house.trim();
    const number = rawHouse ? normalizeHouse(rawHouse) : null;
    const valid = number === null || (rawHouse.length <= houseInputLength && (await loadHouseCheck())(number));
    // A later check (a second click while the schema loaded) answers instead.
    if (run !== checks.current) return;
    setHouseError(!valid);
    setConnecting(null);
    if (!valid) {
      setAnswer(null);
      return;
    }
    const found = search(typed, locale);
    const exact = found.filter((x) => x.full === typed);
    setAnswer({ text: typed, streets: answerStreets((exact.length ? exact : found).slice(0, shown), number, sets) });
  };

  const firstCovered = answer?.streets.find((x) => coverageOf(x) === 'covered');
  const houseErrorId = `${id}-house-error`;
  return (
    <section className={s.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.h2}>
        <Trans>Is my house connected?</Trans>
      </h2>
      <form className={f.form} onSubmit={(e) => void check(e)} role="search" aria-label={t`Address check`} noValidate>
        <div className={s.addressRow}>
          <div className={`${f.field} ${s.streetField}`}>
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
          <div className={`${f.field} ${s.houseField}`}>
            <label className={f.label} htmlFor={`${id}-house`}>
              <Trans>House</Trans>
            </label>
            <input
              id={`${id}-house`}
              className={f.input}
              value={house}
              onChange={(e) => setHouse(e.target.value)}
              onFocus={() => void loadHouseCheck()}
              maxLength={houseInputLength}
              autoComplete="off"
              placeholder={t`e.g. 12А`}
              aria-invalid={houseError || undefined}
              aria-describedby={houseError ? houseErrorId : undefined}
            />
          </div>
        </div>
        {houseError && (
          <p id={houseErrorId} className={f.error} role="alert">
            <Trans>Enter the house number as digits, with a letter or a fraction if it has one: 12, 12А, 12/1.</Trans>
          </p>
        )}
        <div className={f.actions}>
          <button type="submit" className={button.primary}>
            <Trans>Check</Trans>
          </button>
        </div>
      </form>
      <div role="status" className={s.answer}>
        {answer && <CheckAnswer text={answer.text} streets={answer.streets} />}
      </div>
      {answer && (
        <div className={s.actions}>
          {firstCovered && connecting === null && (
            <button type="button" className={button.primary} onClick={() => setConnecting({ address: firstCovered.full, house: firstCovered.house ?? '' })}>
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
          <ConnectFormPart address={connecting.address} house={connecting.house} returnTo={pathTo('cover')} />
        </Suspense>
      )}
    </section>
  );
}
