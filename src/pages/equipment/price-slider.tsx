import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './shop.css';

interface Props {
  /** The slider's ends: the cheapest and dearest product the other filters keep. */
  range: { min: number; max: number };
  from?: number;
  to?: number;
  /** An end at the range's own end is no bound (undefined). */
  onChange: (from: number | undefined, to: number | undefined) => void;
}

/** Waits this long after the last move before asking for the list again. */
const settle = 400;

/**
 * The price range: two number fields (the plain form's price_gt and price_lt) and, once the
 * page runs scripts, a two-thumb slider over them. The fill between the thumbs is set through
 * the CSSOM: the strict CSP drops style attributes in the server's HTML.
 */
export function PriceSlider({ range, from, to, onChange }: Props) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [low, setLow] = useState(from ?? range.min);
  const [high, setHigh] = useState(to ?? range.max);
  // A new list (other filters, reset) moves the thumbs to its bounds.
  const source = `${from}|${to}|${range.min}|${range.max}`;
  const [shownFor, setShownFor] = useState(source);
  if (shownFor !== source) {
    setShownFor(source);
    setLow(from ?? range.min);
    setHigh(to ?? range.max);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (nextLow: number, nextHigh: number, wait: number) => {
    clearTimeout(timer.current);
    const [a, b] = nextLow <= nextHigh ? [nextLow, nextHigh] : [nextHigh, nextLow];
    timer.current = setTimeout(() => onChange(a > range.min ? a : undefined, b < range.max ? b : undefined), wait);
  };
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const span = range.max - range.min || 1;
    const el = fill.current;
    if (!el) return;
    el.style.insetInlineStart = `${((Math.min(low, high) - range.min) / span) * 100}%`;
    el.style.width = `${(Math.abs(high - low) / span) * 100}%`;
  }, [low, high, range.min, range.max, hydrated]);
  const number = (raw: string, fallback: number) => {
    const n = Math.round(Number(raw));
    return raw.trim() === '' || !Number.isFinite(n) ? fallback : Math.min(Math.max(n, range.min), range.max);
  };
  return (
    <>
      <div className={s.prices}>
        <label className={s.priceLabel}>
          <Trans>from</Trans>
          <input
            className={s.priceInput}
            type="number"
            name="price_gt"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            value={low}
            onChange={(e) => setLow(Number(e.target.value))}
            onBlur={(e) => commit(number(e.target.value, range.min), high, 0)}
            onKeyDown={(e) => e.key === 'Enter' && commit(number(e.currentTarget.value, range.min), high, 0)}
          />
        </label>
        <label className={s.priceLabel}>
          <Trans>to</Trans>
          <input
            className={s.priceInput}
            type="number"
            name="price_lt"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            value={high}
            onChange={(e) => setHigh(Number(e.target.value))}
            onBlur={(e) => commit(low, number(e.target.value, range.max), 0)}
            onKeyDown={(e) => e.key === 'Enter' && commit(low, number(e.currentTarget.value, range.max), 0)}
          />
        </label>
      </div>
      {hydrated && range.max > range.min && (
        <div className={s.slider}>
          <div className={s.sliderTrack} />
          <div className={s.sliderRange} ref={fill} />
          <input
            className={s.sliderInput}
            type="range"
            aria-label={t`Lowest price`}
            min={range.min}
            max={range.max}
            step={1}
            value={low}
            onChange={(e) => {
              const n = Math.min(Number(e.target.value), high);
              setLow(n);
              commit(n, high, settle);
            }}
          />
          <input
            className={s.sliderInput}
            type="range"
            aria-label={t`Highest price`}
            min={range.min}
            max={range.max}
            step={1}
            value={high}
            onChange={(e) => {
              const n = Math.max(Number(e.target.value), low);
              setHigh(n);
              commit(low, n, settle);
            }}
          />
        </div>
      )}
    </>
  );
}
