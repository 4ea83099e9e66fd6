import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../../ui/icons/arrow-up';
import * as s from './scroll-top.css';

/** Appears once the page is scrolled down; returns to the top. */
export function ScrollTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={s.button} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t`Back to top`}>
      <ArrowUpIcon />
    </button>
  );
}
