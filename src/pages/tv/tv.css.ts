import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { recommendedBadge } from '../../ui/badge.css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGrid, columnsFor } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const h2 = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const block = style({ display: 'grid', gap: vars.space.sm, scrollMarginTop: 80 });
// Grid items shrink to the screen: a wide table or a long word never widens the page.
globalStyle(`${page} > *, ${block} > *`, { minWidth: 0 });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, maxWidth: '60rem' });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const promoTitle = style({ color: 'inherit' });
export const promo = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.navy,
  color: vars.color.onPrimary,
});
export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // Four wide, three when four would leave the last figure alone (five: 3 + 2).
  '@media': { [up('md')]: columnsFor(4, 3) },
});
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const factFigure = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: 1, color: vars.color.accent });

export const products = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space.xs, maxWidth: '60rem' });
export const grid = cardGrid;
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg }]);
export const recommendedCard = style({ outline: `2px solid ${vars.color.accent}` });
export const badge = style([recommendedBadge, { alignSelf: 'flex-start' }]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.2 });
export const counts = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.primaryDark });
export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xxs, flexWrap: 'wrap' });
export const priceFigure = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: 1 });
export const list = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space.xxs });
// The button sits at the card's foot, level across a row of cards.
export const connect = style({ marginTop: 'auto' });

export const note = style({ margin: 0, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card, display: 'grid', gap: vars.space.sm });
export const football = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const filters = style({ display: 'grid', gap: vars.space.sm, '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end' } } });
export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});
export const channel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const channelName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const channelCategory = style({ color: vars.color.muted, fontSize: vars.font.size.xs });
export const tag = style({
  flex: 'none',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
export const footballButton = style({
  flex: 'none',
  minHeight: 32,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});

/** A wide table scrolls inside its own region on a phone; the page never does. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const scrollHint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm, '@media': { [up('md')]: { display: 'none' } } });
export const table = style({ width: '100%', minWidth: 520, borderCollapse: 'collapse' });
export const caption = style({ textAlign: 'start', padding: vars.space.md, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.md}`, borderTop: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });
export const rowHead = style([cell, { fontWeight: vars.font.weight.bold, position: 'sticky', insetInlineStart: 0, background: vars.color.surface, width: '35%' }]);

export const faq = style({ display: 'grid', gap: vars.space.xs });
export const faqItem = style({ borderRadius: vars.radius.md, background: vars.color.surface, boxShadow: vars.shadow.card });
export const faqAnswer = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}` });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
