import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const more = style({ fontWeight: vars.font.weight.bold });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: '1fr',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const four = style({ '@media': { [up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } });
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', background: vars.color.primarySoft });
export const cardBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });
// The whole card is the link's target; the link itself stays the accessible name.
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } },
});
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const text = style({ margin: 0, color: vars.color.muted });
export const notice = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });
export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxWidth: '56rem' });
export const faqLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { color: vars.color.primary } },
});
export const tinted = style({ background: vars.color.primarySoft });
