/** /call's call-back form, an island woken on the first touch, as the home feature's /call shows it: src/ui/part-slot.ts. */
import { island } from '../../ui/island';
import type { Parts } from '../../ui/part-slot';
import CallbackDialog from './callback/callback-dialog.island';

export default island('pages/forms/callback/callback-dialog.island', CallbackDialog, { when: 'touch' }) satisfies Parts['callbackDialog'];
