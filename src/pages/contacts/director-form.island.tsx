/**
 * The message to the director as a browser-only island: the form and its catalog load when the
 * section comes near the viewport (or on /contacts#director), never with the page.
 */
import { Suspense } from 'react';
import { DirectorFormPart } from '../../ui/part-slot';
import { useHydrated } from '../../ui/use-hydrated';

/** On a page the app hydrates whole it waits for hydration, as the server renders no form. */
export default function DirectorFormIsland() {
  const hydrated = useHydrated();
  return (
    hydrated && (
      <Suspense fallback={null}>
        <DirectorFormPart />
      </Suspense>
    )
  );
}
