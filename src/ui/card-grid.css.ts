/**
 * The cards that list a feature's items (FAQ categories, guides, promotions, news, vacancies,
 * offices). A feature composes these with its own layout; the parts here set no property a
 * feature sets too, so the result does not depend on which stylesheet loads first.
 */
import { style } from '@vanilla-extract/css';
import { up } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

/** A bare list laid out as a grid with the cards' gap; the columns come from below or the feature. */
export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
/**
 * Wide-screen columns chosen from the count, so that the last row never holds a card alone
 * when the count allows: `n` columns, or `alt` when the last card would start a row
 * (`:has()` counts the cards; 4 in three columns -> 4 columns, 7 -> 4 + 3; 5 in four -> 3 + 2).
 */
export const columnsFor = (n: number, alt: number) => ({
  gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
  selectors: { [`&:has(> :last-child:nth-child(${n}n+${n + 1}))`]: { gridTemplateColumns: `repeat(${alt}, minmax(0, 1fr))` } },
});

/** One column on phones, two from `sm`, three from `lg` (four when three would leave one alone). */
export const cardGrid = style([
  cardList,
  { gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [up('lg')]: columnsFor(3, 4) } },
]);
/** The same with four from `lg` (three when four would leave one alone). */
export const cardGridWide = style([
  cardList,
  { gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [up('lg')]: columnsFor(4, 3) } },
]);

/** The card's frame; its link (below) makes the whole card the target. */
export const card = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const cardBody = style({ display: 'grid', gap: vars.space.xs });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });
/** A line under the title: the date, the summary. */
export const cardMeta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

// The whole card is the link's target; the link itself stays the accessible name.
const cover = {
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } },
} as const;
/** The card's link, which turns the primary colour on hover. */
export const cardLink = style({ ...cover, selectors: { ...cover.selectors, '&:hover': { color: vars.color.primary } } });
/** The card's link without a hover colour. */
export const cardLinkPlain = style(cover);

/** A small label on a card: a promotion's audience, a news item's tag. */
export const cardLabel = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.8,
});
