import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2 });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const h2 = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.xl, lineHeight: 1.25 });

/* Map beside the check and the list on wide screens; one column on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' } },
});
export const mapColumn = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
/* Leaflet's panes (z-index 400) and controls (1000) stay inside the map's own stacking context: under the sticky header. */
export const mapBox = style({
  minHeight: 340,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  position: 'relative',
  zIndex: 0,
  isolation: 'isolate',
  '@media': { [up('md')]: { minHeight: 520 } },
});
export const side = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg, display: 'grid', gap: vars.space.sm });
export const offline = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#fff4d6',
  border: `1px solid ${vars.color.accent}`,
});

// A typed street is echoed in the answer: a long word breaks rather than widening the page.
export const answer = style({ display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
/* The buttons after a check: their long labels wrap on a phone instead of pushing the card wider. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
globalStyle(`${actions} > a, ${actions} > button`, { whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%', paddingBlock: vars.space.xxs });
export const answers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
const status = { margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, borderInlineStart: '4px solid' } as const;
export const covered = style({ ...status, background: '#e5f4ec', borderColor: vars.color.success });
export const planned = style({ ...status, background: '#fff4d6', borderColor: vars.color.accentDark });
export const unknown = style({ ...status, background: vars.color.background, borderColor: vars.color.muted });

export const cities = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' });
export const city = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primaryDark },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryDark, fontWeight: vars.font.weight.bold, boxShadow: `inset 4px 0 0 ${vars.color.accentDark}` },
  },
});
export const cityAreas = style({ fontSize: vars.font.size.sm, color: vars.color.muted });
export const allLink = style({ color: vars.color.primary, fontWeight: vars.font.weight.medium, minHeight: 44, display: 'inline-flex', alignItems: 'center' });

/* Street and house side by side where they fit, the house under the street on a narrow phone. */
export const addressRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const streetField = style({ flex: '1 1 12rem', minWidth: 0 });
export const houseField = style({ flex: '0 1 7rem', minWidth: 0 });
