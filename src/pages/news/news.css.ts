import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { cardLabel } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: `0 0 ${vars.space.lg}`, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: `0 0 ${vars.space.lg}`, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});
// Notices stand out: subscribers look for works and outages first.
export const noticeChip = style({
  borderColor: vars.color.danger,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&:hover': { borderColor: vars.color.danger, color: vars.color.danger, background: '#fdecec' },
    '&[aria-current="page"]': { background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.onPrimary },
  },
});
export const count = style({ opacity: 0.8, fontWeight: vars.font.weight.normal });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, maxWidth: '60rem' });
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr auto', padding: vars.space.lg } },
});
export const noticeCard = style({ borderInlineStart: `4px solid ${vars.color.danger}` });
export const cardBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  '@media': { [up('sm')]: { width: 220, order: 2 } },
});
export { cardTitle, cardLink } from '../../ui/card-grid.css';
export const meta = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, color: vars.color.muted, fontSize: vars.font.size.sm });
export const text = style({ margin: 0, color: vars.color.muted });
export const badge = style([cardLabel, { display: 'inline-block', textDecoration: 'none' }]);
// Doubled class: wins over the shared label's colours whichever stylesheet loads last.
export const noticeBadge = style({ selectors: { '&&': { background: vars.color.danger, color: vars.color.onPrimary } } });
export const empty = style({ color: vars.color.muted });

// The article.
export const article = style({ maxWidth: '48rem' });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, marginBottom: vars.space.md, fontWeight: vars.font.weight.bold });
export const backIcon = style({ transform: 'scaleX(-1)' });
export const articleImage = style({ width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.primarySoft, marginBlock: vars.space.md });
export const lead = style({ fontSize: vars.font.size.lg, margin: `${vars.space.md} 0` });
export const pdfBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});
export const pdfFrame = style({
  display: 'block',
  width: '100%',
  height: '75vh',
  minHeight: 420,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const pdfActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlock: vars.space.md });
export const neighbours = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const neighbour = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});
export const neighbourNext = style({ textAlign: 'end', '@media': { [up('sm')]: { gridColumn: 2 } } });
export const neighbourLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
