import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const bar = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.md,
  transform: 'translateX(-50%)',
  zIndex: vars.layer.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'calc(100vw - 2rem)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.navy,
  color: '#fff',
  boxShadow: vars.shadow.raised,
});
const btn = style({ minHeight: 36, paddingInline: vars.space.md, borderRadius: vars.radius.pill, border: 0, fontWeight: vars.font.weight.bold, cursor: 'pointer' });
export const primary = style([btn, { background: vars.color.accent, color: vars.color.navy }]);
export const secondary = style([btn, { background: 'transparent', color: '#fff', border: '1px solid rgba(255,255,255,.4)' }]);
