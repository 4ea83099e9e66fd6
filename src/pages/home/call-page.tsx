/** /call: the home page with the call-back form open over it (its own island, woken on the first touch). */
import CallbackDialogPart from '../../forms/callback/callback-dialog.island';
import type { PageProps } from '../../routing/page-types';
import { island } from '../../ui/island';
import HomePage from './home-page';

const CallbackDialog = island('forms/callback/callback-dialog.island', CallbackDialogPart, { when: 'touch' });

export default function CallPage(props: PageProps) {
  return (
    <>
      <CallbackDialog />
      <HomePage {...props} />
    </>
  );
}
