import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { useDismiss } from '../../ui/use-dismiss';
import { useApp } from '../app-context';
import { referenceLinks } from './nav';
import { NavItem } from './nav-item';
import * as s from './header.css';

/** The header's Reference dropdown: settings guides, FAQ, services, speed test, news, vacancies, documents. */
export function ReferenceMenu() {
  const { t } = useLingui();
  const { page } = useApp();
  // Open for the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<unknown>(null);
  const open = openOn === page;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) =>
    setOpenOn((typeof value === 'function' ? value(open) : value) ? page : null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const active = referenceLinks.some((l) => l.to === page.routeName || l.active?.includes(page.routeName as never));

  useDismiss(root, open, () => setOpenOn(null));

  return (
    <div className={s.dropdown} ref={root}>
      <button
        type="button"
        className={s.link}
        aria-expanded={open}
        aria-controls={id}
        data-active={active || undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {t`Reference`}
        <ChevronDownIcon className={s.chevron} />
      </button>
      <ul id={id} className={s.menu} hidden={!open}>
        {referenceLinks.map((link) => (
          <li key={link.to + JSON.stringify(link.params ?? {})}>
            <NavItem link={link} className={s.menuLink} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
