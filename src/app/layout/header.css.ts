import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { roundButton } from '../../ui/button.css';

// The full menu needs about 1,070 px in Russian even at its compact size: below this the burger.
const fullMenu = 1120;
const desktop = `screen and (min-width: ${fullMenu}px)`;
const mobile = `screen and (max-width: ${fullMenu - 0.02}px)`;
// Below 1280 px the menu takes its compact size; in Russian always: its labels need about 45 px
// more than the container's widest.
const compact = 'screen and (max-width: 1279.98px)';
const ru = 'html[lang="ru"] &';
const compactGap = { gap: vars.space.sm };
const compactLink = { paddingInline: vars.space.xs, fontSize: vars.font.size.sm };

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.header,
  background: vars.color.surface,
  boxShadow: '0 1px 0 ' + vars.color.border,
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.size.header,
  selectors: { [ru]: compactGap },
  '@media': { [compact]: compactGap },
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textDecoration: 'none',
  color: vars.color.navy,
  fontSize: '1.35rem',
  fontWeight: vars.font.weight.bold,
  '@media': { 'screen and (max-width: 479.98px)': { fontSize: '1.15rem' } },
  letterSpacing: '-0.02em',
  flex: 'none',
});
export const mark = style({ width: 36, height: 36 });
export const wordmark = style({
  '@media': { 'screen and (max-width: 374.98px)': { display: 'none' } },
});
export const main = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [mobile]: { display: 'none' } },
});
export const extra = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginLeft: 'auto',
  '@media': { [mobile]: { display: 'none' } },
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primary, background: vars.color.primarySoft },
    '&[aria-current="page"], &[data-active]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
    [ru]: compactLink,
  },
  '@media': { [compact]: compactLink },
});
export const dropdown = style({ position: 'relative' });
export const chevron = style({ fontSize: '1rem' });
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: vars.layer.dropdown,
  minWidth: 260,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
export const menuLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weight.bold },
  },
});
export const callButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.navy,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: '#ffc53d', color: vars.color.navy } },
  '@media': {
    [mobile]: { marginLeft: 'auto' },
    'screen and (max-width: 479.98px)': { paddingInline: vars.space.sm, fontSize: vars.font.size.sm, minHeight: 36 },
  },
});
export const menuButton = style([roundButton, { '@media': { [desktop]: { display: 'none' } } }]);
globalStyle(`${wordmark} b`, { color: vars.color.primary });
// The menu button's two icons: the state is its aria-expanded, which the shell's code sets.
export const whenClosed = style({ selectors: { '[aria-expanded="true"] > &': { display: 'none' } } });
export const whenOpen = style({ selectors: { '[aria-expanded="false"] > &': { display: 'none' } } });
