import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyForm } from '../../forms/lazy-form';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './contacts.css';

// The form loads once the page is interactive (idle, sending, success; queued when offline).
const DirectorForm = lazyForm(() => import('../../forms/director/director-form'));

/** The "message to the director" section; /contacts#director links here. */
export function DirectorSection() {
  const hydrated = useHydrated();
  return (
    <section id="director" className={`${s.block} ${s.director}`} aria-labelledby="contacts-director">
      <h2 id="contacts-director" className={s.h2}>
        <Trans>Message to the director</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Something went wrong and support could not help? Write to the director: every message is read, and we answer by e-mail.</Trans>
      </p>
      {hydrated && (
        <Suspense fallback={null}>
          <DirectorForm />
        </Suspense>
      )}
    </section>
  );
}
