import { useId, type ReactNode } from 'react';
import * as s from './constructor.css';

export interface OptionItem {
  value: string;
  name: string;
  /** Shown beside the name and read with it: the price. */
  price?: string;
  badges?: string[];
  /** Channel and film counts, sport: one short line. */
  facts?: ReactNode;
  description?: string;
}

/** One of a kind (a radio group) or any of a kind (checkboxes), each option a card. */
export function OptionGroup({
  legend,
  name,
  type,
  items,
  checked,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  items: OptionItem[];
  checked: (value: string) => boolean;
  onChange: (value: string, on: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{legend}</legend>
      {children}
      <div className={s.options}>
        {items.map((item) => {
          const inputId = `${id}-${item.value}`;
          const described = [item.facts && `${inputId}-facts`, item.description && `${inputId}-desc`].filter(Boolean).join(' ');
          return (
            <div key={item.value} className={s.option}>
              <input
                id={inputId}
                className={s.input}
                type={type}
                name={name}
                value={item.value}
                checked={checked(item.value)}
                onChange={(e) => onChange(item.value, e.currentTarget.checked)}
                aria-describedby={described || undefined}
              />
              <label htmlFor={inputId} className={s.label}>
                <span className={s.name}>
                  {item.name}
                  {item.badges?.map((b) => (
                    <span key={b} className={s.badge}>
                      {b}
                    </span>
                  ))}
                </span>
                {item.price && <span className={s.price}>{item.price}</span>}
              </label>
              {item.facts && (
                <p id={`${inputId}-facts`} className={s.facts}>
                  {item.facts}
                </p>
              )}
              {item.description && (
                <p id={`${inputId}-desc`} className={s.details}>
                  {item.description}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
