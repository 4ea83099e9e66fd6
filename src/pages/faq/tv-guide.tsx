import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { GuideSectionBody } from '../../ui/guide/guide-section';
import { useHydrated } from '../../ui/use-hydrated';
import type { TvGuideData } from './load';
import { useHashTarget } from './use-hash-target';
import * as s from './faq.css';

const tabId = (anchor: string) => `tab-${anchor}`;
const panelId = (anchor: string) => `panel-${anchor}`;

/**
 * The TV setup guide: its sections as tabs (?tab=anchor or #anchor picks one; arrow keys move
 * between tabs). Without JavaScript every section is shown, one after another.
 */
export function TvGuide({ guide, search }: { guide: TvGuideData; search: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const anchorList = guide.sections.map((x) => x.anchor).join(' ');
  const anchors = anchorList.split(' ');
  const fromQuery = new URLSearchParams(search).get('tab');
  const [selected, setSelected] = useState(fromQuery && anchors.includes(fromQuery) ? fromQuery : (anchors[0] ?? ''));
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const reveal = useCallback(
    (_el: HTMLElement, id: string) => {
      if (!anchorList.split(' ').includes(id)) return false;
      setSelected(id);
      return true;
    },
    [anchorList],
  );
  useHashTarget(reveal, anchorList);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = anchors.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? (i + 1) % anchors.length
      : event.key === 'ArrowLeft' ? (i - 1 + anchors.length) % anchors.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? anchors.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    const anchor = anchors[next] ?? '';
    setSelected(anchor);
    tabs.current[anchor]?.focus();
  };

  return (
    <div className={s.panels}>
      {hydrated && (
        <div role="tablist" aria-label={t`Devices and steps`} className={s.tablist}>
          {guide.sections.map((section) => (
            <button
              key={section.anchor}
              ref={(el) => {
                tabs.current[section.anchor] = el;
              }}
              type="button"
              role="tab"
              id={tabId(section.anchor)}
              aria-selected={selected === section.anchor}
              aria-controls={panelId(section.anchor)}
              tabIndex={selected === section.anchor ? 0 : -1}
              className={s.tab}
              onClick={() => setSelected(section.anchor)}
              onKeyDown={onKeyDown}
            >
              {section.title}
            </button>
          ))}
        </div>
      )}
      {guide.sections.map((section) => (
        <div
          key={section.anchor}
          id={hydrated ? panelId(section.anchor) : undefined}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? tabId(section.anchor) : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && selected !== section.anchor}
          className={s.panel}
        >
          <GuideSectionBody section={section} noteLabel={t`Note`} />
        </div>
      ))}
    </div>
  );
}
