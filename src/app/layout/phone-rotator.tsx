import { useLingui } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { PhoneIcon } from '../../ui/icons/phone';
import { PhoneItems } from '../../ui/phone-items';
import { phoneHref, phoneLabel } from '../../domain/phone-link';
import * as s from './phone-rotator.css';

/**
 * The top bar's phone with the list of all numbers, rendered with the first number and the
 * list closed: the shell's code (src/shell/phone-rotator.ts) rotates it and opens the list.
 */
export function PhoneRotator() {
  const { phones } = useSiteData();
  const { t } = useLingui();
  const first = phones[0];
  if (!first) return null;
  return (
    <div className={s.root} data-phone-rotator data-popup-root>
      <a className={s.current} href={phoneHref(first)} aria-live="off" data-phone-current>
        <PhoneIcon />
        <span className={s.dot} data-operator={first.operator} />
        {/* The shell changes this text in place, before hydration too. */}
        <span data-phone-label suppressHydrationWarning>
          {phoneLabel(first)}
        </span>
      </a>
      <button type="button" className={s.toggle} data-popup aria-expanded="false" aria-controls="phone-list" aria-label={t`All phone numbers`}>
        <ChevronDownIcon />
      </button>
      <ul id="phone-list" className={s.menu} data-phone-list hidden>
        <PhoneItems phones={phones} linkClassName={s.menuLink} before={(phone) => <span className={s.dot} data-operator={phone.operator} />} />
      </ul>
    </div>
  );
}
