import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardList } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '52rem' });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2.25rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const muted = style({ margin: 0, color: vars.color.muted });

/* The services on the left, the request beside them on wide screens (below them on phones). */
export const layout = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } } });
export const groups = style({ display: 'grid', gap: vars.space.section, minWidth: 0 });
export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const h2 = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const cards = style([cardList, { marginTop: vars.space.xs, '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);
export const card = style([
  cardFrame,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.lg,
    border: '2px solid transparent',
    transition: 'border-color .15s',
    // A chosen service: its switch (an island in the server's card) is pressed.
    selectors: { '&:has([aria-pressed="true"])': { borderColor: vars.color.primary } },
  },
]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });
export const price = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.navy });
export const description = style({ margin: 0 });
export const info = style({ margin: 0, paddingInlineStart: '1.2rem', color: vars.color.muted, fontSize: vars.font.size.sm, display: 'grid', gap: vars.space.xxs });
export const toggle = style({ marginTop: 'auto', alignSelf: 'flex-start', whiteSpace: 'normal', textAlign: 'center' });

export const summary = style([
  cardFrame,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.lg,
    '@media': { [up('lg')]: { position: 'sticky', top: vars.space.xl } },
  },
]);
export const summaryTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const chosenList = style({ margin: 0, paddingInlineStart: '1.2rem', display: 'grid', gap: vars.space.xs });
export const chosenPrice = style({ color: vars.color.muted, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const total = style({ margin: 0, fontWeight: vars.font.weight.bold });

/* Stuck to the bottom of the screen while the services scroll by; the request beside them does it from lg. */
export const bar = style([
  {
    position: 'sticky',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    bottom: vars.space.md,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    // Clear of the scroll-to-top and chat buttons in the corner.
    marginInlineEnd: '4.5rem',
    boxShadow: vars.shadow.raised,
    '@media': { [up('lg')]: { display: 'none' } },
  },
]);
export const barCount = style({ fontWeight: vars.font.weight.bold, paddingInlineStart: vars.space.xs });
