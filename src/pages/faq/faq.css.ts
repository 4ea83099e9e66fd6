import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGrid } from '../../ui/card-grid.css';
import { summary as disclosureSummary } from '../../ui/disclosure.css';
import { control } from '../../ui/field.css';

const anchorOffset = `calc(${vars.size.header} + ${vars.space.md})`;

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2, overflowWrap: 'anywhere' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const h2 = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.xl });
export const resultsTitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const searchForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });
export const searchLabel = style({ fontWeight: vars.font.weight.bold });
export const searchRow = style({ display: 'flex', gap: vars.space.xs });
export const searchInput = style([
  control,
  {
    flex: 1,
    minWidth: 0,
    padding: `0 ${vars.space.md}`,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    selectors: { '&:focus': { borderColor: vars.color.primary, outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
  },
]);
export const results = style({ display: 'grid', gap: vars.space.md });
export const status = style({ margin: 0, color: vars.color.muted });
export const hits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxWidth: '56rem' });
export const hit = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const hitLink = style({ fontWeight: vars.font.weight.medium });
export const hitCategory = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const cards = cardGrid;
export const card = style([cardFrame, { display: 'grid', gridTemplateColumns: '48px 1fr', gap: vars.space.md, alignItems: 'start', padding: vars.space.md }]);
export const cardIcon = style({ width: 48, height: 48 });
export { cardBody, cardTitle, cardLink, cardMeta as cardText } from '../../ui/card-grid.css';

export const questions = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const item = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  scrollMarginTop: anchorOffset,
});
export const summary = style([disclosureSummary, { fontWeight: vars.font.weight.bold, scrollMarginTop: anchorOffset }]);
export const chevron = style({ flexShrink: 0, transition: 'transform .2s', selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } } });
export const answer = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
globalStyle(`${answer} > :first-child`, { marginTop: 0 });
globalStyle(`${answer} > :last-child`, { marginBottom: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const pill = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
});

// TV guide tabs.
// One scrolling row on phones (ten tabs would wrap into five rows), wrapped on wider screens.
export const tablist = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: 2,
  marginInline: -2,
  borderBottom: `2px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
  '@media': { [up('md')]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
export const tab = style([
  control,
  {
    padding: `0 ${vars.space.md}`,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);
export const panels = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '56rem' });
export const panel = style({ scrollMarginTop: anchorOffset, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } } });
