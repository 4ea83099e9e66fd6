import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.appBanner,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 44,
  border: 0,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  fontSize: '1.1rem',
});
export const icon = style({ width: 48, height: 48, borderRadius: vars.radius.md, flex: 'none' });
export const text = style({ display: 'grid', margin: 0, fontSize: vars.font.size.sm, lineHeight: 1.3, flex: 1 });
export const open = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
});
