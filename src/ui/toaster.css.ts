import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  // A popover is centred and shrunk to its content by default: span the top, toasts at the right.
  inset: 'auto',
  top: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  overflow: 'visible',
  zIndex: vars.layer.toast,
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xs,
  pointerEvents: 'none',
});
const base = style({
  pointerEvents: 'auto',
  maxWidth: 380,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  borderLeft: '4px solid',
  animation: `${enter} .2s ease-out`,
});
export const toast = styleVariants({
  info: [base, { borderLeftColor: vars.color.primary }],
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
});
