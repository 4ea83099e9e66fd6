import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardBody as bodyBase, cardGrid, cardLabel } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: `0 0 ${vars.space.lg}`, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });

export const tabs = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: `0 0 ${vars.space.lg}`, padding: 0, borderBottom: `2px solid ${vars.color.border}` });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  marginBottom: -2,
  borderBottom: '3px solid transparent',
  color: vars.color.muted,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});
export const count = style({
  minWidth: '1.75em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const grid = cardGrid;
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', overflow: 'hidden' }]);
export const archived = style({ filter: 'grayscale(0.6)' });
export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', background: vars.color.primarySoft });
export const cardBody = style([bodyBase, { padding: vars.space.md, alignContent: 'start' }]);
export { cardTitle, cardLink, cardMeta as meta } from '../../ui/card-grid.css';
export const audience = style([cardLabel, { justifySelf: 'start' }]);
export const empty = style({ color: vars.color.muted });

// One promotion.
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, marginBottom: vars.space.md, fontWeight: vars.font.weight.bold });
export const backIcon = style({ transform: 'scaleX(-1)' });
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});
export const hero = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.primarySoft });
export const lead = style({ fontSize: vars.font.size.lg, margin: `${vars.space.md} 0` });
export const ended = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fdecec',
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [up('lg')]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.md})` } },
});
export const body = style({ minWidth: 0, '@media': { [up('lg')]: { gridColumn: 1, gridRow: 1 } } });
export const factList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const factTerm = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const cta = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.sm });
export const h2 = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.font.size.xl });
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const checkItem = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });
export const checkIcon = style({ flex: 'none', marginTop: '0.2em', color: vars.color.success });
export const steps = style({ margin: 0, paddingInlineStart: '1.5rem', display: 'grid', gap: vars.space.xs });
