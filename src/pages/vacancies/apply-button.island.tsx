/**
 * A vacancy's Apply button with its modal: an island of /vacancies/{id}, woken by the first touch
 * (the click is given again once it has hydrated), or at once when the address ends in #apply
 * (the outbox's "fix and send again" comes back there).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { button } from '../../ui/button.css';
import { useHydrated } from '../../ui/use-hydrated';
import { ApplyModal } from './apply-modal';

/** The address's hash that opens the form (the outbox's return link ends in it). */
export const applyHash = '#apply';

export interface ApplyButtonProps {
  vacancyId: number;
  vacancyTitle: string;
  returnTo: string;
  /** The one button of the page whose modal #apply opens. */
  openOnHash?: boolean;
}

export default function ApplyButton({ vacancyId, vacancyTitle, returnTo, openOnHash = false }: ApplyButtonProps) {
  // After hydration: the server's HTML has the modal closed.
  const hydrated = useHydrated();
  const [chosen, setApplying] = useState<boolean | null>(null);
  const applying = chosen ?? (openOnHash && hydrated && location.hash === applyHash);
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setApplying(true)}>
        <Trans>Apply</Trans>
      </button>
      <ApplyModal open={applying} onClose={() => setApplying(false)} vacancyId={vacancyId} vacancyTitle={vacancyTitle} returnTo={returnTo} />
    </>
  );
}
