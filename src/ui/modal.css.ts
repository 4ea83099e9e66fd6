import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const dialog = style({
  width: 'min(520px, calc(100vw - 2rem))',
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  selectors: {
    '&::backdrop': { background: 'rgba(15,27,61,.55)' },
    // Sent open by the server, before the browser makes it modal: in place over the page, as it will be.
    '&[open]:not(:modal)': {
      position: 'fixed',
      inset: 0,
      zIndex: 1000,
      margin: 'auto',
      maxHeight: 'calc(100% - 2rem)',
      overflow: 'auto',
      boxShadow: `0 0 0 100vmax rgba(15,27,61,.55), ${vars.shadow.raised}`,
    },
  },
});
export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.font.size.xl, margin: 0 });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flex: 'none',
  border: 0,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  cursor: 'pointer',
  fontSize: '1.2rem',
});
