import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { recommendedBadge } from '../../ui/badge.css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGrid } from '../../ui/card-grid.css';
import { chip } from '../../ui/chip.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const h2 = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl, lineHeight: 1.25 });
/** A section of cards with its notes under them. */
export const block = style({ display: 'grid', gap: vars.space.sm });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, maxWidth: '60rem' });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const h3 = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tab = style([chip, { fontWeight: vars.font.weight.bold }]);

export const grid = cardGrid;
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg }]);
export const recommendedCard = style({ outline: `2px solid ${vars.color.accent}` });
export const badge = style([recommendedBadge, { alignSelf: 'flex-start' }]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.2 });
export const speed = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.primaryDark });
export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xxs, flexWrap: 'wrap' });
export const priceFigure = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: 1 });
/** The promotions' prices under a card's price. */
export const promos = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm, color: vars.color.muted });
/** The new subscriber's first month free, next to the price. */
export const newOffer = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const list = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space.xxs });
// The button sits at the card's foot, level across a row of cards.
export const connect = style({ marginTop: 'auto' });

export const notes = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const note = style({ margin: 0, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.primaryDark, fontWeight: vars.font.weight.bold });
export const cost = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const places = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
/** Room for the tariff constructor, mounted by its own feature. */
