import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { roundButton } from '../../ui/button.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

globalStyle('html[data-drawer-open] body', { overflow: 'hidden' });

export const root = style({ position: 'fixed', inset: 0, zIndex: vars.layer.drawer });
export const backdrop = style({ position: 'absolute', inset: 0, background: 'rgba(15,27,61,.5)' });
export const panel = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: vars.size.drawer,
  maxWidth: '100vw',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  animation: `${slideIn} .2s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const close = style([roundButton]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-current="page"]': { color: vars.color.primary } },
});
export const group = style({ borderBottom: `1px solid ${vars.color.border}` });
export const summary = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  listStylePosition: 'inside',
});
export const sublink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weight.bold } },
});
export const actions = style({ display: 'grid', gap: vars.space.sm, marginTop: 'auto' });
export const cabinet = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onPrimary, background: vars.color.primaryDark } },
});
export const install = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
