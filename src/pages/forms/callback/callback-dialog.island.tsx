/**
 * /call: the call-back form as the page's own dialog, sent open by the server so it shows before
 * any script runs, woken on the first touch (src/ui/island.tsx). What is typed before then is
 * given back once React has it (src/app/islands/runtime.tsx).
 */
import { useState } from 'react';
import CallbackModal from './callback-modal';

export default function CallbackDialog() {
  const [open, setOpen] = useState(true);
  return <CallbackModal open={open} serverOpen onClose={() => setOpen(false)} />;
}
