import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const band = style({ background: vars.color.primarySoft, paddingBlock: vars.space.section });
export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [up('md')]: { gridTemplateColumns: '1.2fr 1fr' } },
});
export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const title = style({ fontSize: vars.font.size.xxl, margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.lg });
export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: '#fff',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#000', color: '#fff' } },
});
export const picture = style({ width: '100%', maxWidth: 420, justifySelf: 'center' });
