import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { PhoneIcon } from '../../ui/icons/phone';
import { useDismiss } from '../../ui/use-dismiss';
import { useSiteData } from '../../data/site-data';
import { PhoneItems } from '../../ui/phone-items';
import { phoneHref, phoneLabel } from './phone-link';
import * as s from './phone-rotator.css';

export const phoneRotationMs = 5000;

/** The top bar's phone: rotates every 5 s (paused while hovered); the dropdown lists all numbers. */
export function PhoneRotator() {
  const { phones } = useSiteData();
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hoverOpened = useRef(false);

  useEffect(() => {
    if (hovered || open || phones.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % phones.length), phoneRotationMs);
    return () => clearInterval(timer);
  }, [hovered, open, phones.length]);

  useDismiss(root, open, () => setOpen(false));

  const current = phones[index % Math.max(phones.length, 1)];
  if (!current) return null;
  return (
    <div
      ref={root}
      className={s.root}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        hoverOpened.current = false;
        setHovered(false);
        setOpen(false);
      }}
    >
      <a className={s.current} href={phoneHref(current)} aria-live="off">
        <PhoneIcon />
        <span className={s.dot} data-operator={current.operator} />
        {phoneLabel(current)}
      </a>
      <button
        type="button"
        className={s.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`All phone numbers`}
        // A mouse opens the list on hover; a click then keeps it open rather than closing it.
        onClick={() => setOpen((v) => hoverOpened.current || !v)}
        onPointerEnter={(e) => {
          if (e.pointerType !== 'mouse') return;
          hoverOpened.current = true;
          setOpen(true);
        }}
      >
        <ChevronDownIcon />
      </button>
      <ul id={menuId} className={s.menu} hidden={!open}>
        <PhoneItems phones={phones} linkClassName={s.menuLink} before={(phone) => <span className={s.dot} data-operator={phone.operator} />} />
      </ul>
    </div>
  );
}
