/**
 * Toast notifications, top-right for 4000 ms, drawn with our own
 * styles through react-hot-toast's headless API: its default renderer injects <style> tags,
 * which the strict CSP forbids. The region is a manual popover so a toast shows above an open
 * modal dialog (the call-back form) too; each toast is a live status (an error an alert).
 */
import { useEffect, useRef } from 'react';
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import * as s from './toaster.css';

export const toastDuration = 4000;

export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: toastDuration, position: 'top-right' });
  const visible = toasts.filter((t) => t.visible);
  const region = useRef<HTMLDivElement>(null);
  const shown = visible.length > 0;
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    // Shown again each time: the newest top-layer element is drawn over an open dialog.
    if (el.matches(':popover-open')) el.hidePopover();
    if (shown) el.showPopover();
  }, [shown, visible.length]);
  return (
    <div ref={region} popover="manual" className={s.region} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.map((t) => (
        <div key={t.id} className={s.toast[t.type === 'error' ? 'error' : t.type === 'success' ? 'success' : 'info']} {...t.ariaProps}>
          {resolveValue(t.message, t)}
        </div>
      ))}
    </div>
  );
}
