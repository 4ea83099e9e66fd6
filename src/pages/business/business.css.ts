import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { recommendedBadge } from '../../ui/badge.css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGridWide, cardList } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.section });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '52rem' });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2.25rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });
export const h2 = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const muted = style({ margin: 0, color: vars.color.muted });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
/* The choice: one tile a row on phones ("Індивідуальний" does not fit half of one), two, then four. */
export const sizes = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
/** A choice's frame follows its input: tinted when checked, ringed when focused by keyboard. */
const choiceFrame = {
  '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
};
export const tile = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: choiceFrame,
});
export const tileHead = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontWeight: vars.font.weight.bold });
export const radio = style({ width: 20, height: 20, margin: 0, flex: 'none', accentColor: vars.color.primary });
export const tileNote = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

/* Tariff cards. */
export const cards = cardGridWide;
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, border: '3px solid transparent' }]);
export const chosen = style({ borderColor: vars.color.primary });
export const cardIcon = style({ width: 56, height: 56 });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const devices = style({ margin: 0, color: vars.color.primaryDark, fontWeight: vars.font.weight.bold });
export const speed = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const price = style({ margin: 0, marginTop: 'auto', fontSize: vars.font.size.lg });
export const priceAmount = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.navy });
export const badge = style([recommendedBadge, { position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm }]);

/* The order: speed and services on the left, the summary beside them on wide screens. */
export const order = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } } });
export const choices = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const speeds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const speedChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { ...choiceFrame, '&:has(input:checked)': { ...choiceFrame['&:has(input:checked)'], fontWeight: vars.font.weight.bold } },
});
export const services = style([cardList, { '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);
export const service = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: choiceFrame,
});
export const checkbox = style({ width: 20, height: 20, marginTop: 2, flex: 'none', accentColor: vars.color.primary });
export const serviceText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const serviceName = style({ fontWeight: vars.font.weight.bold });
export const servicePrice = style({ color: vars.color.primaryDark, fontWeight: vars.font.weight.medium });
export const serviceNote = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const certificate = style({ color: vars.color.success, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [up('lg')]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.md})` } },
});
export const summaryList = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const value = style({ margin: 0, fontWeight: vars.font.weight.bold });

/* Contacts. */
export const contacts = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { [up('md')]: { padding: vars.space.xl } },
});
export { hoursBadge as hours } from '../../ui/hours-badge.css';
export const phones = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}` });
export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.navy,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});
export const mail = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 44, justifySelf: 'start', fontWeight: vars.font.weight.medium });

/* Customers. */
export const marks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const markLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 72,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});
export const markImage = style({ display: 'block', width: '100%', maxWidth: 220, height: 'auto' });

/* Testimonials: a grid until the slider loads. */
export const quotes = style([cardList, { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }]);
export const quote = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const quoteText = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: 1.6 });
export const quoteWho = style({ fontWeight: vars.font.weight.bold, color: vars.color.primaryDark });
// Swiper centres itself with auto margins, which would stop a grid cell from stretching it.
// Swiper's own stylesheet zeroes .swiper's padding, so the room for the dots needs the stronger selector.
export const swiper = style({ width: '100%', vars: { '--swiper-theme-color': vars.color.primary }, selectors: { '&.swiper': { paddingBottom: vars.space.xl } } });
