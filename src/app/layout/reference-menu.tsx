import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { useApp } from '../app-context';
import { referenceActive, referenceLinks } from './nav';
import { NavItem } from './nav-item';
import * as s from './header.css';

/**
 * The header's Reference dropdown: settings guides, FAQ, services, speed test, news, vacancies,
 * documents. Rendered closed; the shell's code (src/shell/popups.ts) opens and closes it.
 */
export function ReferenceMenu() {
  const { t } = useLingui();
  const { page } = useApp();
  const active = referenceActive(page.routeName);
  return (
    <div className={s.dropdown} data-popup-root>
      <button type="button" className={s.link} data-popup aria-expanded="false" aria-controls="reference-menu" data-active={active || undefined}>
        {t`Reference`}
        <ChevronDownIcon className={s.chevron} />
      </button>
      <ul id="reference-menu" className={s.menu} hidden>
        {referenceLinks.map((link) => (
          <li key={link.to + JSON.stringify(link.params ?? {})}>
            <NavItem link={link} className={s.menuLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}
