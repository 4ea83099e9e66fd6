import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { recommendedBadge } from '../../../ui/badge.css';
import { vars } from '../../../styles/theme.css';

/**
 * Until its code arrives (after the page is interactive) the constructor's box holds about the
 * height it will take, which follows the width as its texts wrap; then it takes its own.
 */
const reserve = (minHeight: string) => ({ selectors: { '&:empty': { minHeight } } });
const heights = { base: 'max(3900px, calc(8400px - 945vw))', sm: 'calc(5670px - 346vw)', md: 'calc(3736px - 106vw)', lg: 'calc(4910px - 205vw)', xl: '2300px' };
export const frame = style({
  ...reserve(heights.base),
  '@media': {
    [up('sm')]: reserve(heights.sm),
    [up('md')]: reserve(heights.md),
    [up('lg')]: reserve(heights.lg),
    [up('xl')]: reserve(heights.xl),
  },
});
// On an islands-mode page the box holds the island's empty wrapper: the wrapper keeps the room,
// so the island wakes as soon as any of it comes near the viewport.
globalStyle(`${frame} > [data-island]:empty`, {
  minHeight: heights.base,
  '@media': {
    [up('sm')]: { minHeight: heights.sm },
    [up('md')]: { minHeight: heights.md },
    [up('lg')]: { minHeight: heights.lg },
    [up('xl')]: { minHeight: heights.xl },
  },
});

export const root = style({ display: 'grid', gap: vars.space.lg });
export const head = style({ display: 'grid', gap: vars.space.xs, maxWidth: '48rem' });
export const h2 = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const lead = style({ margin: 0, color: vars.color.muted });

/** Choices on the left, the running total beside them from `lg` (on phones: below). */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: vars.space.xl } },
});
export const choices = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One option: the whole card is its label's target; the chosen one is outlined. */
export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: vars.color.primary },
  },
});
// Above the label's overlay, so the control itself takes its own clicks.
export const input = style({ position: 'relative', zIndex: 1, width: 20, height: 20, margin: '2px 0 0', accentColor: vars.color.primary });
export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  // The whole card takes the click.
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});
export const name = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const price = style({ color: vars.color.primaryDark, whiteSpace: 'nowrap' });
export const details = style({ gridColumn: 2, margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const facts = style({ gridColumn: 2, margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const badge = recommendedBadge;

/** Phones and tablets: the total pinned to the bottom while the choices scroll by. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.navy,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  '@media': { [up('lg')]: { display: 'none' } },
});
export const barValue = style({ fontSize: vars.font.size.lg });
export const barSaving = style({ color: vars.color.accent, fontWeight: vars.font.weight.bold });

/** The running total: a card that stays in view beside the choices on wide screens. */
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [up('lg')]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.md})` } },
});
export const h3 = style({ margin: 0, fontSize: vars.font.size.lg });
export const lines = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const line = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'end' });
export const lineName = style({ margin: 0, overflowWrap: 'anywhere' });
export const lineKind = style({ display: 'block', color: vars.color.muted, fontSize: vars.font.size.xs });
export const linePrice = style({ margin: 0, textAlign: 'end', whiteSpace: 'nowrap', fontWeight: vars.font.weight.medium });

export const discount = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#e7f6ee',
  color: vars.color.text,
});
// A darker green than the theme's: it sits on the green tint, not on white.
const onTint = '#136139';
export const discountHead = style({ margin: 0, display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontWeight: vars.font.weight.bold, color: onTint });
export const amount = style({ whiteSpace: 'nowrap' });
export const discountText = style({ margin: 0, fontSize: vars.font.size.sm });
export const hint = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background, fontSize: vars.font.size.sm });

export const total = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const totalLabel = style({ flexBasis: '100%', color: vars.color.muted, fontSize: vars.font.size.sm });
export const totalValue = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, color: vars.color.navy, lineHeight: 1.2 });
export const was = style({ color: vars.color.muted });
export const connect = style({ width: '100%' });

/** The combination discounts, the one that applies marked. */
export const rules = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });
export const rule = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const ruleApplied = style({ borderColor: vars.color.success, boxShadow: `inset 0 0 0 1px ${vars.color.success}` });
export const ruleHead = style({ margin: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs, fontWeight: vars.font.weight.bold });
export const ruleState = style({ color: vars.color.success, fontSize: vars.font.size.sm });

/** The stand-alone /tariffs page around the constructor, until the tariff lists join it. */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2 });
