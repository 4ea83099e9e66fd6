import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' });
export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const required = style({ color: vars.color.danger, marginInlineStart: 2 });
/**
 * A field focused after a failed send is scrolled to below the sticky header (its height), with
 * room for its label, not under it.
 */
const belowHeader = `calc(${vars.size.header} + ${vars.space.xxl})`;
const control = style({
  scrollMarginTop: belowHeader,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const input = style([control]);
export const textarea = style([control, { minHeight: '7rem', resize: 'vertical' }]);
export const select = style([control]);
export const hint = style({ color: vars.color.muted, fontSize: vars.font.size.xs, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', fontSize: vars.font.size.sm, cursor: 'pointer' });
export const checkBox = style({ scrollMarginTop: belowHeader, width: 20, height: 20, marginTop: 1, flex: 'none', accentColor: vars.color.primary });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const legend = style([label, { padding: 0, marginBottom: vars.space.xxs }]);
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.primaryDark } },
});
export const chipBox = style({ accentColor: vars.color.primary });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const banner = styleVariants({
  info: { padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.navy, margin: 0 },
  error: { padding: vars.space.sm, borderRadius: vars.radius.md, background: '#fdecec', color: vars.color.danger, margin: 0 },
  // Darker than the theme's success green, which is 4.5:1 on this tint only by rounding.
  success: { padding: vars.space.sm, borderRadius: vars.radius.md, background: '#e7f6ee', color: '#135c37', margin: 0 },
});
export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  maxHeight: '14rem',
  overflowY: 'auto',
});
export const suggestion = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.primarySoft } },
});
