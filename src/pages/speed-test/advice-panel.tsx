import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppLink } from '../../routing/app-link';
import { type AdviceKey, advise } from './advice';
import { mbit } from './figures';
import { useLocale } from '../../i18n/use-locale';
import * as s from './speed-test.css';

/** Compares the result with the visitor's plan and names the likely cause when far below. */
export function Advice({ downloadMbit, plans, recommended }: { downloadMbit: number; plans: readonly number[]; recommended?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  // The recommended tariff is the likeliest answer: picked at first.
  const [planMbit, setPlanMbit] = useState<number>(recommended ?? plans[0] ?? 100);
  const tips = advise(downloadMbit, planMbit);
  const text: Record<AdviceKey, string> = {
    'fast-ethernet': t`A result just under 100 Mbit/s usually means a 100 Mbit/s link somewhere: speeds above 100 Mbit/s need a gigabit network card, a gigabit router and an 8-wire patch cord.`,
    wifi: t`Wi-Fi is slower than a cable and loses speed through walls: test with the computer connected to the router by cable.`,
    'ten-g-ports': t`The 10G tier needs a router and a network card with 2.5G or 10G ports and Wi-Fi 6 or 7.`,
    busy: t`Other devices and downloads on your network share the line: pause them and test again.`,
  };
  return (
    <section className={s.advice} aria-labelledby="advice-title">
      <h2 id="advice-title">
        <Trans>Is it what you pay for?</Trans>
      </h2>
      <label className={s.planLabel}>
        <Trans>Your plan</Trans>{' '}
        <select className={s.planSelect} value={planMbit} onChange={(e) => setPlanMbit(Number(e.target.value))}>
          {plans.map((p) => (
            <option key={p} value={p}>
              {p >= 1000 ? `${p / 1000} ${t`Gbit/s`}` : `${p} ${t`Mbit/s`}`}
            </option>
          ))}
        </select>
      </label>
      {tips.length === 0 ? (
        <p>
          <Trans>{mbit(downloadMbit, locale)} Mbit/s matches your plan.</Trans>
        </p>
      ) : (
        <>
          <ul className={s.tips}>
            {tips.map((k) => (
              <li key={k}>{text[k]}</li>
            ))}
          </ul>
          <p>
            <Trans>
              Step-by-step help: <AppLink to="setup-pc">network card and computer setup</AppLink>,{' '}
              <AppLink to="routers">router setup</AppLink>.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}
