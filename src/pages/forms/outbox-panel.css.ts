import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: vars.layer.toast,
  width: 'min(24rem, calc(100vw - 2rem - 64px))',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});
export const toggle = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.navy,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
});
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.sm, display: 'grid', gap: vars.space.sm, maxHeight: '50vh', overflowY: 'auto' });
export const item = style({ display: 'grid', gap: vars.space.xxs, paddingBlockEnd: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
export const summary = style({ color: vars.color.muted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const state = style({ fontSize: vars.font.size.sm });
export const failed = style({ fontSize: vars.font.size.sm, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBlockStart: vars.space.xxs });
