import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { down, up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import type { Colour } from '../../domain/content/products';
import { card as cardFrame, cardList } from '../../ui/card-grid.css';

export const page = style({ paddingBlock: vars.space.xl });
export const h1 = style({ margin: `0 0 ${vars.space.lg}`, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const h2 = style({ margin: `${vars.space.xl} 0 ${vars.space.md}`, fontSize: vars.font.size.xl });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.muted, maxWidth: '60ch' });

// The categories: four in a row on a wide screen (platform.md, section 9).
export const categoryNav = style({ marginBottom: vars.space.xl });
export const categories = style([
  cardList,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);
export const category = style([cardFrame, { display: 'grid', justifyItems: 'center', gap: vars.space.xs, padding: vars.space.md, textAlign: 'center' }]);
export const categoryCurrent = style({ outline: `2px solid ${vars.color.primary}` });
export const categoryImage = style({ width: 96, height: 96, objectFit: 'contain' });
export const categoryCount = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

// The catalogue: filters beside the list from 768 px, above it (folded) below.
export const catalogue = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [up('md')]: { gridTemplateColumns: '306px minmax(0, 1fr)' } },
});
export const filters = style({
  display: 'grid',
  // Closed, the hidden content would still take a gap under the summary.
  gap: 0,
  selectors: { '&[open]': { gap: vars.space.md } },
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  maxWidth: 580,
  // Folded on a phone; from 768 px always open beside the list, where the browser can show a
  // closed <details>' content (elsewhere the summary stays, and opens it).
  '@supports': {
    'selector(::details-content)': {
      '@media': { [up('md')]: { selectors: { '&::details-content': { contentVisibility: 'visible', blockSize: 'auto' } } } },
    },
  },
});
export const filtersToggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  '@supports': { 'selector(::details-content)': { '@media': { [up('md')]: { display: 'none' } } } },
});
export const filtersChevron = style({ transition: 'transform 0.2s', selectors: { [`${filters}[open] &`]: { transform: 'rotate(180deg)' } } });
export const filtersBody = style({ display: 'grid', gap: vars.space.md });
export const fieldset = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.bold });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: 32, cursor: 'pointer' });
export const checkDisabled = style({ color: vars.color.muted, cursor: 'default' });
export const checkCount = style({ marginInlineStart: 'auto', color: vars.color.muted, fontSize: vars.font.size.sm });
const swatchBase = style({ width: 16, height: 16, borderRadius: '50%', border: `1px solid ${vars.color.border}`, flex: 'none' });
/** The swatch each colour is drawn with. */
export const swatch = styleVariants(
  { black: '#23262b', white: '#ffffff', grey: '#8a9099', silver: '#c9ced6', blue: '#2f6fd6', red: '#d63a3a', green: '#3a9a5b', beige: '#e4d5b7' } satisfies Record<Colour, string>,
  (background) => [swatchBase, { background }],
);
export const prices = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });
export const priceInput = style({
  width: '100%',
  minHeight: 40,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const priceLabel = style({ display: 'grid', gap: 2, fontSize: vars.font.size.sm, color: vars.color.muted });
export const slider = style({ position: 'relative', height: 28 });
export const sliderTrack = style({ position: 'absolute', insetInline: 0, top: 12, height: 4, borderRadius: 2, background: vars.color.border });
export const sliderRange = style({ position: 'absolute', top: 12, height: 4, borderRadius: 2, background: vars.color.primary });
// Two range inputs on one track: only their thumbs take the pointer.
export const sliderInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  margin: 0,
  background: 'none',
  pointerEvents: 'none',
  appearance: 'none',
  selectors: {
    '&::-webkit-slider-thumb': {
      pointerEvents: 'auto',
      appearance: 'none',
      width: 22,
      height: 22,
      borderRadius: '50%',
      background: vars.color.surface,
      border: `3px solid ${vars.color.primary}`,
      cursor: 'grab',
    },
    '&::-moz-range-thumb': { pointerEvents: 'auto', width: 16, height: 16, borderRadius: '50%', background: vars.color.surface, border: `3px solid ${vars.color.primary}` },
    '&:focus-visible::-webkit-slider-thumb': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });
export const found = style({ margin: 0, color: vars.color.muted });
export const sort = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, maxWidth: '100%' });
export const select = style({ maxWidth: '100%', minHeight: 40, padding: `0 ${vars.space.xs}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit', background: vars.color.surface });

// Products: 3 in a row, 2 below 1072 px, 1 below 500 px (platform.md, section 9).
export const products = style([
  cardList,
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media': {
      'screen and (max-width: 1071.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      'screen and (max-width: 499.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', padding: vars.space.md, gap: vars.space.xs }]);
export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: 1.3 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { color: vars.color.primary }, '&:focus-visible': { outline: 'none' } },
});
export const cardSummary = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const cardFoot = style({ display: 'grid', gap: vars.space.xs, marginTop: 'auto' });
export const badges = style({ position: 'absolute', top: vars.space.sm, insetInlineStart: vars.space.sm, display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, zIndex: 1 });
const badgeBase = style({ padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.pill, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold, lineHeight: 1.5 });
export const badge = styleVariants({
  discount: [badgeBase, { background: vars.color.danger, color: '#fff' }],
  hit: [badgeBase, { background: vars.color.accent, color: vars.color.navy }],
  new: [badgeBase, { background: vars.color.success, color: '#fff' }],
  recommended: [badgeBase, { background: vars.color.primary, color: '#fff' }],
});
export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, margin: 0 });
export const priceNow = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const priceNowBig = style({ fontSize: vars.font.size.xxl });
export const priceOld = style({ color: vars.color.muted, textDecoration: 'line-through' });
export const stock = styleVariants({
  instock: { margin: 0, color: vars.color.success, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm },
  absend: { margin: 0, color: vars.color.accentDark, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm },
  temporary_absend: { margin: 0, color: vars.color.accentDark, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm },
  ask_operator: { margin: 0, color: vars.color.primaryDark, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm },
  not_available: { margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm },
});
// Above the card's link, so it takes its own clicks.
export const cardAction = style({ position: 'relative', zIndex: 1, justifySelf: 'start' });

export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface });

export const paging = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'center', listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0 });
export const pageLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.font.weight.bold } },
});

// One product.
export const product = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const gallery = style({ position: 'relative', minWidth: 0 });
export const galleryMain = style({ borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card, overflow: 'hidden' });
export const galleryImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' });
export const thumbs = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0 });
const thumbFrame = {
  width: 72,
  height: 72,
  padding: 4,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
} as const;
export const thumb = style({ ...thumbFrame, display: 'block', selectors: { '&[aria-current="true"]': { borderColor: vars.color.primary } } });
export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
export const info = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const code = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const colours = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const colour = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const terms = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.sm} 0 0`, padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.primarySoft, listStyle: 'none' });
export const term = style({ margin: 0, fontSize: vars.font.size.sm });
export const termTitle = style({ fontWeight: vars.font.weight.bold });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `${vars.space.xl} 0 0`, padding: 0, borderBottom: `2px solid ${vars.color.border}` });
export const tab = style({
  minHeight: 44,
  paddingInline: vars.space.md,
  marginBottom: -2,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary } },
});
export const panel = style({ paddingBlock: vars.space.lg, selectors: { '&[hidden]': { display: 'none' } } });
export const specs = style({ width: '100%', borderCollapse: 'collapse' });
export const specRow = style({ borderBottom: `1px solid ${vars.color.border}` });
export const specName = style({ width: '45%', padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`, color: vars.color.muted, fontWeight: vars.font.weight.normal, textAlign: 'start', verticalAlign: 'top' });
export const specValue = style({ padding: `${vars.space.xs} 0`, verticalAlign: 'top' });
export const specGroup = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.size.lg });

// Compare: two columns of products around the names (35 % / 30 % / 35 %).
export const compareTable = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', background: vars.color.surface, borderRadius: vars.radius.lg });
export const compareSide = style({ width: '35%', padding: vars.space.sm, verticalAlign: 'top', textAlign: 'center' });
export const compareMiddle = style({ width: '30%', padding: vars.space.sm, color: vars.color.muted, textAlign: 'center', fontWeight: vars.font.weight.normal, verticalAlign: 'top' });
export const compareRow = style({ borderTop: `1px solid ${vars.color.border}` });
export const compareDiffers = style({ background: '#fff6dc' });
export const compareImage = style({ display: 'block', width: '100%', maxWidth: 180, height: 'auto', marginInline: 'auto', aspectRatio: '1', objectFit: 'contain' });
export const compareTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.md });
export const compareWrap = style({ overflowX: 'auto', '@media': { [down('sm')]: { fontSize: vars.font.size.sm } } });

export const recent = style({ display: 'flex', gap: vars.space.md, overflowX: 'auto', listStyle: 'none', margin: 0, padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`, scrollSnapType: 'x mandatory' });
export const recentItem = style({ flex: '0 0 200px', scrollSnapAlign: 'start' });
export const thumbsSwiper = style({ marginTop: vars.space.sm });
export const thumbSlide = style({ ...thumbFrame, opacity: 0.7, selectors: { '&.swiper-slide-thumb-active': { borderColor: vars.color.primary, opacity: 1 } } });
globalStyle(`${compareSide} p`, { justifyContent: 'center' });
// Two columns on a phone: a price on one line, a small remove button.
globalStyle(`${compareSide} ${priceNow}`, { fontSize: vars.font.size.lg, whiteSpace: 'nowrap' });
export const compareRemove = style({ minHeight: 36, paddingInline: vars.space.sm, fontSize: vars.font.size.sm });

// The home page's carousel: a row that scrolls sideways until Swiper takes it over.
export const carouselHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });
export const carouselTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const carousel = style({ position: 'relative', vars: { '--swiper-theme-color': vars.color.primary, '--swiper-navigation-size': '28px' } });
// Over Swiper's own `.swiper` rules, which load after this sheet.
export const carouselStarted = style({ selectors: { '&.swiper': { paddingInline: vars.space.xxl } } });
export const carouselTrack = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  scrollSnapType: 'x mandatory',
  selectors: { [`${carouselStarted} &`]: { overflowX: 'visible', gap: 0, padding: `${vars.space.xxs} 0 ${vars.space.sm}` } },
});
export const carouselItem = style({ flex: '0 0 min(240px, 75vw)', scrollSnapAlign: 'start', selectors: { [`${carouselStarted} &`]: { width: 240, height: 'auto' } } });
