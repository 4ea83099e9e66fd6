/**
 * Toast notifications, top-right for 4000 ms, drawn with our own
 * styles through react-hot-toast's headless API: its default renderer injects <style> tags,
 * which the strict CSP forbids.
 */
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import * as s from './toaster.css';

export const toastDuration = 4000;

export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: toastDuration, position: 'top-right' });
  const visible = toasts.filter((t) => t.visible);
  if (visible.length === 0) return null;
  return (
    <div className={s.region} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.map((t) => (
        <div key={t.id} className={s.toast[t.type === 'error' ? 'error' : t.type === 'success' ? 'success' : 'info']} {...t.ariaProps}>
          {resolveValue(t.message, t)}
        </div>
      ))}
    </div>
  );
}
