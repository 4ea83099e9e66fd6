import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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
  const bounds = { min: range.min, max: range.max };
  return (
    <>
      <div className={s.prices}>
        <PriceField label={<Trans>from</Trans>} name="price_gt" bounds={bounds} value={low} onType={setLow} onDone={(raw) => commit(number(raw, range.min), high, 0)} />
        <PriceField label={<Trans>to</Trans>} name="price_lt" bounds={bounds} value={high} onType={setHigh} onDone={(raw) => commit(low, number(raw, range.max), 0)} />
      </div>
      {hydrated && range.max > range.min && (
        <div className={s.slider}>
          <div className={s.sliderTrack} />
          <div className={s.sliderRange} ref={fill} />
          <Thumb
            label={t`Lowest price`}
            bounds={bounds}
            value={low}
            onMove={(v) => {
              const n = Math.min(v, high);
              setLow(n);
              commit(n, high, settle);
            }}
          />
          <Thumb
            label={t`Highest price`}
            bounds={bounds}
            value={high}
            onMove={(v) => {
              const n = Math.max(v, low);
              setHigh(n);
              commit(low, n, settle);
            }}
          />
        </div>
      )}
    </>
  );
}

type Bounds = { min: number; max: number };

/** A price typed in: applied when the field is left or Enter is pressed. */
function PriceField({ label, name, bounds, value, onType, onDone }: { label: ReactNode; name: string; bounds: Bounds; value: number; onType: (n: number) => void; onDone: (raw: string) => void }) {
  return (
    <label className={s.priceLabel}>
      {label}
      <input
        className={s.priceInput}
        type="number"
        name={name}
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={value}
        onChange={(e) => onType(Number(e.target.value))}
        onBlur={(e) => onDone(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onDone(e.currentTarget.value)}
      />
    </label>
  );
}

/** One end of the slider (a range input whose thumb alone takes the pointer). */
function Thumb({ label, bounds, value, onMove }: { label: string; bounds: Bounds; value: number; onMove: (n: number) => void }) {
  return <input className={s.sliderInput} type="range" aria-label={label} min={bounds.min} max={bounds.max} step={1} value={value} onChange={(e) => onMove(Number(e.target.value))} />;
}
