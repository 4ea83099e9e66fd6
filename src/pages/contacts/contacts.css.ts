import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { cardList } from '../../ui/card-grid.css';

// A #director link lands with the heading clear of the sticky header.
const anchorOffset = `calc(${vars.size.header} + ${vars.space.md})`;

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xxl });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2 });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const h2 = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const h3 = style({ margin: 0, fontSize: vars.font.size.lg });
export const muted = style({ margin: 0, color: vars.color.muted });
export const block = style({ minWidth: 0 });

const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primaryDark, textDecoration: 'underline' } },
});

/* Support: numbers on the left, the written channels on the right (one column on phones). */
export const support = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { [up('md')]: { gridTemplateColumns: '1.1fr 0.9fr', gap: vars.space.xl, padding: vars.space.xl } },
});
export const supportCall = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const supportWrite = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  '@media': { [up('md')]: { paddingLeft: vars.space.xl, borderLeft: `1px solid ${vars.color.border}` } },
});
export { hoursBadge as hours } from '../../ui/hours-badge.css';
export const hoursIcon = style({ flex: 'none' });
export const phones = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, max-content)', columnGap: vars.space.xl } },
});
export const phoneItem = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.xs });
export const bigPhone = style([link, { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.navy, whiteSpace: 'nowrap' }]);
export const operator = style({ fontSize: vars.font.size.sm, color: vars.color.muted });
export const mail = style([link, { justifySelf: 'start' }]);

export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBottom: vars.space.sm });
const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
export const chatButton = style([pill, { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryDark } } }]);
export const channel = style([
  pill,
  {
    background: vars.color.surface,
    color: vars.color.primaryDark,
    border: `2px solid ${vars.color.border}`,
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);

/* Offices and departments: cards, two or three to a row on wide screens. */
export const cards = style([cardList, { '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);
export const cards3 = style({ '@media': { [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export { cardTitle } from '../../ui/card-grid.css';
export const facts = style({ display: 'grid', gap: vars.space.xs, fontStyle: 'normal' });
export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0 });
export const factIcon = style({ flex: 'none', marginTop: 3, color: vars.color.primary });
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', marginTop: 'auto' });
export const phone = style([link, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.navy }]);
export const mailSmall = link;
export const mapLink = style([link, { alignSelf: 'flex-start' }]);

export const director = style({ maxWidth: '48rem', scrollMarginTop: anchorOffset });
