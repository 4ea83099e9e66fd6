import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InternetTariff, LocalityPage, TariffTerms } from '../../domain/content/tariffs';
import { translation } from '../../domain/content/translate';
import { formatDay, formatMoney } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import * as s from './tariffs.css';

/** "Prices as of 1 October 2026": the date the shown prices were set (offline, perhaps days ago). */
export function PricesAsOf({ date }: { date: string }) {
  const locale = useLocale();
  const day = formatDay(date, locale);
  return (
    <p className={s.muted}>
      <Trans>Prices as of {day}</Trans>
    </p>
  );
}

/** The gigabit and 10G equipment notes, for the tariffs that need them. */
export function EquipmentNotes({ terms, tariffs }: { terms: TariffTerms; tariffs: InternetTariff[] }) {
  const tr = translation(terms.translations, useLocale());
  const gigabit = tariffs.some((t) => t.speed > 100 && t.type_tp !== 'internet10g');
  const tier10g = tariffs.some((t) => t.type_tp === 'internet10g');
  if (!gigabit && !tier10g) return null;
  return (
    <>
      {gigabit && <p className={s.muted}>{tr.gigabit_note}</p>}
      {tier10g && <p className={s.muted}>{tr.tier10g_note}</p>}
    </>
  );
}

/** A titled card of points: the features, the billing rules, the connection's steps. */
export function PointsSection({ id, title, points, ordered = false }: { id: string; title: ReactNode; points: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={s.note} aria-labelledby={id}>
      <h2 className={s.h2} id={id}>
        {title}
      </h2>
      <List className={s.list}>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </List>
    </section>
  );
}

/** Billing: what every tariff shares. */
export function BillingBlock({ terms }: { terms: TariffTerms }) {
  return <PointsSection id="tariff-billing" title={<Trans>Payment and changes</Trans>} points={translation(terms.translations, useLocale()).billing} />;
}

export function UnlimitedNotice({ terms }: { terms: TariffTerms }) {
  return <p className={s.notice}>{translation(terms.translations, useLocale()).unlimited}</p>;
}

/** The connection: its cost in this locality, what it includes and how it goes. */
export function ConnectionBlocks({ terms, locality }: { terms: TariffTerms; locality: LocalityPage }) {
  const locale = useLocale();
  const tr = translation(terms.translations, locale);
  const own = translation(locality.translations, locale);
  const cost = formatMoney(locality.connection_cost, locale);
  return (
    <>
      <section className={s.note} aria-labelledby="connection-cost">
        <h2 className={s.h2} id="connection-cost">
          <Trans>Connection cost</Trans>
        </h2>
        <p className={s.cost}>
          <Trans>{cost} UAH</Trans>
        </p>
        <p className={s.muted}>{tr.connection_note}</p>
        <h3 className={s.h3}>
          <Trans>The price includes</Trans>
        </h3>
        <ul className={s.list}>
          {tr.included.map((i) => (
            <li key={i}>{i}</li>
          ))}
          {own.included_extra && <li>{own.included_extra}</li>}
        </ul>
      </section>
      <PointsSection id="connection-principle" title={<Trans>How we connect</Trans>} points={tr.principle} ordered />
    </>
  );
}
