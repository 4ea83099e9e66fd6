import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });
export const current = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  minHeight: 40,
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const dot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: vars.color.muted,
  flex: 'none',
  selectors: {
    '&[data-operator="kyivstar"]': { background: '#00a3e0' },
    '&[data-operator="vodafone"]': { background: '#e60000' },
    '&[data-operator="lifecell"]': { background: '#ffcc00' },
    '&[data-operator="city"]': { background: '#1a9e5c' },
  },
});
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
});
export const menu = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.layer.dropdown,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  minWidth: 220,
});
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primary } },
});
