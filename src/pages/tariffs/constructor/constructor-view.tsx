/**
 * The tariff constructor itself (loaded on demand): the visitor picks a speed, a package of
 * each partner TV service or none, and services; the total per 30 days and the combination
 * discount follow from the content's rules (quoteChoice), and "Connect" opens the call-back
 * form filled with the choice.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { requestCallback } from '../../../shell/callback-request';
import { formatNumber } from '../../../domain/format';
import { type ConstructorChoice, quoteChoice } from '../../../domain/tariff-constructor';
import { useLocale } from '../../../i18n/use-locale';
import { button } from '../../../ui/button.css';
import { useSpeedLabel } from '../tariff-card';
import type { ConstructorData, DiscountView, NamedRules, TvView } from './load';
import { type OptionItem, OptionGroup } from './option-group';
import { type Quote, useWords } from './use-words';
import * as s from './constructor.css';

const firstChoice = (rules: NamedRules): ConstructorChoice => ({
  speed: (rules.speeds.find((o) => o.recommended) ?? rules.speeds[0])?.code ?? '',
  sweetTv: null,
  megogo: null,
  services: [],
});

/** The speeds in words: "300 Mbit/s", and which tariffs have it with the equipment it needs. */
function useNamed(data: ConstructorData): NamedRules {
  const { t } = useLingui();
  const speedLabel = useSpeedLabel();
  return {
    ...data,
    speeds: data.speeds.map((o) => {
      const names = o.tariffNames.map((n) => `«${n}»`).join(', ');
      return { ...o, name: speedLabel(o.speed_mbps), description: [t`Tariffs at this speed: ${names}.`, ...o.notes].join(' ') };
    }),
  };
}

export default function ConstructorView({ rules: data }: { rules: ConstructorData }) {
  const { t } = useLingui();
  const rules = useNamed(data);
  const { uah } = useWords();
  const headingId = useId();
  const [choice, setChoice] = useState(() => firstChoice(rules));
  const quote = quoteChoice(rules, choice);
  const recommended = t`Recommended`;

  const tvItems = (list: readonly TvView[], none: string): OptionItem[] => [
    { value: '', name: none },
    ...list.map((o) => ({
      value: o.code,
      name: o.name,
      price: uah(o.price),
      badges: [o.recommended && recommended, o.sport && t`Sport`].filter((b): b is string => Boolean(b)),
      facts: <TvFacts channels={o.channels} movies={o.movies} />,
      description: o.description,
    })),
  ];
  const setTv = (kind: 'sweetTv' | 'megogo') => (value: string) => setChoice((c) => ({ ...c, [kind]: value || null }));

  return (
    <section className={s.root} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} className={s.h2}>
          <Trans>Tariff constructor</Trans>
        </h2>
        <p className={s.lead}>
          <Trans>Put your tariff together: the internet speed, TV from our partners SWEET.TV and MEGOGO, and the services you need. The total per 30 days is counted as you choose.</Trans>
        </p>
      </div>
      <div className={s.layout}>
        <div className={s.choices}>
          <OptionGroup
            legend={t`Internet speed`}
            name="constructor-speed"
            type="radio"
            items={rules.speeds.map((o) => ({ value: o.code, name: o.name, price: uah(o.price), badges: o.recommended ? [recommended] : [], description: o.description }))}
            checked={(v) => choice.speed === v}
            onChange={(speed) => setChoice((c) => ({ ...c, speed }))}
          />
          <OptionGroup
            legend={t`SWEET.TV package`}
            name="constructor-sweet-tv"
            type="radio"
            items={tvItems(rules.sweetTv, t`Without SWEET.TV`)}
            checked={(v) => (choice.sweetTv ?? '') === v}
            onChange={setTv('sweetTv')}
          />
          <OptionGroup
            legend={t`MEGOGO subscription`}
            name="constructor-megogo"
            type="radio"
            items={tvItems(rules.megogo, t`Without MEGOGO`)}
            checked={(v) => (choice.megogo ?? '') === v}
            onChange={setTv('megogo')}
          />
          <OptionGroup
            legend={t`Additional services`}
            name="constructor-services"
            type="checkbox"
            items={rules.services.map((o) => ({ value: o.code, name: o.name, price: uah(o.price), description: o.description }))}
            checked={(v) => choice.services.includes(v)}
            onChange={(code, on) => setChoice((c) => ({ ...c, services: on ? [...c.services, code] : c.services.filter((x) => x !== code) }))}
          />
          {quote && (
            // Phones: the total stays in sight while choosing (the summary, read out, comes after the choices).
            <p className={s.bar} aria-hidden="true">
              <span>
                <Trans>Total per 30 days</Trans>
              </span>
              <strong className={s.barValue}>{uah(quote.total)}</strong>
              {quote.discount && <span className={s.barSaving}>−{uah(quote.discount.saving)}</span>}
            </p>
          )}
        </div>
        {quote && <Summary quote={quote} hasDiscounts={rules.discounts.length > 0} />}
      </div>
      {rules.discounts.length > 0 && <Discounts rules={rules.discounts} applied={quote?.discount?.rule.code ?? null} />}
    </section>
  );
}

/** "190 channels · 12 000 films and series". */
function TvFacts({ channels, movies }: { channels: number; movies?: number }) {
  const locale = useLocale();
  const films = formatNumber(movies ?? 0, locale);
  return (
    <>
      <Plural value={channels} one="# channel" few="# channels" many="# channels" other="# channels" />
      {movies !== undefined && (
        <>
          {' · '}
          <Trans>{films} films and series</Trans>
        </>
      )}
    </>
  );
}

function Summary({ quote, hasDiscounts }: { quote: Quote; hasDiscounts: boolean }) {
  const { t } = useLingui();
  const { uah, ruleOff, callbackPrefill } = useWords();
  const headingId = useId();
  const { speed, sweetTv, megogo, services, discount, subtotal, total } = quote;
  const lines = [
    { kind: t`Internet`, name: speed.name, price: speed.price },
    sweetTv && { kind: 'SWEET.TV', name: sweetTv.name, price: sweetTv.price },
    megogo && { kind: 'MEGOGO', name: megogo.name, price: megogo.price },
    ...services.map((o) => ({ kind: t`Service`, name: o.name, price: o.price })),
  ].filter((l) => !!l);

  const connect = () => requestCallback(callbackPrefill(quote));
  const ruleName = discount?.rule.name;
  return (
    <aside className={s.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h3}>
        <Trans>Your tariff</Trans>
      </h3>
      <dl className={s.lines}>
        {lines.map((l) => (
          <div key={`${l.kind} ${l.name}`} className={s.line}>
            <dt className={s.lineName}>
              <span className={s.lineKind}>{l.kind}</span>
              {l.name}
            </dt>
            <dd className={s.linePrice}>{uah(l.price)}</dd>
          </div>
        ))}
      </dl>
      {discount ? (
        <div className={s.discount} data-testid="constructor-discount">
          <p className={s.discountHead}>
            <span>{t`Discount “${ruleName}”`}</span>
            <span className={s.amount}>−{uah(discount.saving)}</span>
          </p>
          <p className={s.discountText}>
            {ruleOff(discount.rule)} {discount.rule.description}
          </p>
        </div>
      ) : (
        hasDiscounts &&
        !sweetTv &&
        !megogo && (
          <p className={s.hint}>
            <Trans>Add TV from SWEET.TV or MEGOGO to earn a combination discount.</Trans>
          </p>
        )
      )}
      {/* Read out as the choice changes: the total and, with a discount, the price before it. */}
      <p className={s.total} role="status" aria-atomic="true" data-testid="constructor-total">
        <span className={s.totalLabel}>
          <Trans>Total per 30 days</Trans>
        </span>
        <span className={s.totalValue}>{uah(total)}</span>
        {discount && (
          <span className={s.was}>
            <Trans>
              instead of <s>{uah(subtotal)}</s>
            </Trans>
          </span>
        )}
      </p>
      <button type="button" className={`${button.accent} ${s.connect}`} onClick={connect}>
        <Trans>Connect</Trans>
      </button>
    </aside>
  );
}

function Discounts({ rules, applied }: { rules: readonly DiscountView[]; applied: string | null }) {
  const { uah, ruleOff } = useWords();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={s.group}>
      <h3 id={headingId} className={s.h3}>
        <Trans>Combination discounts</Trans>
      </h3>
      <ul className={s.rules}>
        {rules.map((rule) => (
          <li key={rule.code} className={rule.code === applied ? `${s.rule} ${s.ruleApplied}` : s.rule}>
            <p className={s.ruleHead}>
              <span>{rule.name}</span>
              <span className={s.amount}>{rule.percent !== undefined ? `−${rule.percent} %` : `−${uah(rule.amount ?? 0)}`}</span>
            </p>
            <p className={s.discountText}>
              {ruleOff(rule)} {rule.description}
            </p>
            {rule.code === applied && (
              <p className={`${s.discountText} ${s.ruleState}`}>
                <Trans>Applies to your choice</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
