/**
 * The message to the director as a browser-only island: the form and its catalog load when the
 * section comes near the viewport (or on /contacts#director), never with the page.
 */
import { Suspense } from 'react';
import { lazyForm } from '../../forms/lazy-form';
import { useHydrated } from '../../ui/use-hydrated';

const DirectorForm = lazyForm(() => import('../../forms/director/director-form'));

/** On a page the app hydrates whole it waits for hydration, as the server renders no form. */
export default function DirectorFormPart() {
  const hydrated = useHydrated();
  return (
    hydrated && (
      <Suspense fallback={null}>
        <DirectorForm />
      </Suspense>
    )
  );
}
