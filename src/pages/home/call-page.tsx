/** /call: the home page with the call-back form open over it (its own island, woken on the first touch). */
import { Suspense } from 'react';
import type { PageProps } from '../../routing/page-types';
import { CallbackDialogPart } from '../../ui/part-slot';
import HomePage from './home-page';

export default function CallPage(props: PageProps) {
  return (
    <>
      <Suspense fallback={null}>
        <CallbackDialogPart />
      </Suspense>
      <HomePage {...props} />
    </>
  );
}
