import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const pop = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.header,
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xs,
  // The box is as wide as the greeting: its empty part must not swallow taps on the page (or on
  // the back-to-top button beside the launcher); only the launcher and the panel take them.
  pointerEvents: 'none',
  // The open menu covers the page: nothing floats over its links.
  selectors: { 'html[data-drawer-open] &': { display: 'none' } },
});
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  border: 0,
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.navy,
  boxShadow: vars.shadow.raised,
  fontSize: '1.6rem',
  cursor: 'pointer',
  pointerEvents: 'auto',
});
/** Invisible while its spot is checked: only shown where it covers no text or control. */
export const greeting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: 260,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  fontSize: vars.font.size.sm,
  visibility: 'hidden',
  pointerEvents: 'none',
  selectors: { '&[data-shown]': { visibility: 'visible', animation: `${pop} .2s ease-out` } },
});
export const greetingText = style({ margin: 0, paddingBlock: vars.space.xs });
export const greetingClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 44,
  height: 44,
  border: 0,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '[data-shown] > &': { pointerEvents: 'auto' } },
});
export const panel = style({
  display: 'grid',
  gap: 2,
  width: 260,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  animation: `${pop} .2s ease-out`,
  pointerEvents: 'auto',
});
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.font.weight.bold });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primary } },
});
