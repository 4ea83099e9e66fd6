import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './shop.css';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over the product's description, characteristics and modifications. The server's HTML
 * shows every panel under its heading (a page without scripts reads them all); once hydrated
 * they are tabs with the arrow keys of the ARIA pattern.
 */
export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (!hydrated) {
    return (
      <>
        {tabs.map((tab) => (
          <section key={tab.id} className={s.panel} aria-labelledby={`${tab.id}-heading`}>
            <h2 id={`${tab.id}-heading`} className={s.h2}>
              {tab.label}
            </h2>
            {tab.content}
          </section>
        ))}
      </>
    );
  }
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (current + step + tabs.length) % tabs.length;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    setCurrent(to);
    buttons.current[to]?.focus();
  };
  return (
    <>
      <div className={s.tabs} role="tablist" aria-label={t`About the product`}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            className={s.tab}
            aria-selected={i === current}
            aria-controls={`${tab.id}-panel`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setCurrent(i)}
            onKeyDown={onKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} id={`${tab.id}-panel`} role="tabpanel" className={s.panel} aria-labelledby={`${tab.id}-tab`} hidden={i !== current} tabIndex={0}>
          {tab.content}
        </div>
      ))}
    </>
  );
}
