import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGrid } from '../../ui/card-grid.css';
import { layout, toc, tocTitle } from '../../ui/contents-nav.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
// Long Ukrainian words must wrap on a 375 px screen.
export const title = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 1.8vw, 2rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const label = style({ justifySelf: 'start', margin: 0, color: vars.color.primaryDark, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const back = style({ justifySelf: 'start', fontWeight: vars.font.weight.bold });

export const category = style({ display: 'grid', gap: vars.space.md });
// "телекоммуникационных" alone is wider than a 320 px screen at this size; `anywhere` (unlike
// break-word) also lets the grid shrink the heading below the word's width.
export const categoryTitle = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere', hyphens: 'auto' });
export const cards = cardGrid;
export const card = style([cardFrame, { display: 'grid', gap: vars.space.xs, alignContent: 'start', padding: vars.space.md }]);
export { cardTitle, cardLink, cardMeta } from '../../ui/card-grid.css';
/** A second link on a card whose title link covers it: lifted above the cover. */
export const cardAction = style({ position: 'relative', zIndex: 1, justifySelf: 'start', display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });

export { layout, toc, tocTitle };
export const tocList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const body = style({ display: 'grid', gap: vars.space.xl, maxWidth: '52rem', lineHeight: 1.6 });
export const section = style({ display: 'grid', gap: vars.space.sm, scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})` });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.3 });
export const clauses = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const clause = style({ display: 'grid', gridTemplateColumns: '3.25rem minmax(0, 1fr)', gap: vars.space.xs });
export const number = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted, fontWeight: vars.font.weight.bold });
export const others = style({ display: 'grid', gap: vars.space.md });
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle(`${clause} p`, { margin: 0 });
// Printing a document: the text alone, black on white.
globalStyle('#root > :not(main), body > :not(#root), header, footer, nav', { '@media': { print: { display: 'none !important' } } });
globalStyle(`${page} *`, { '@media': { print: { color: '#000 !important', background: 'transparent !important', boxShadow: 'none !important' } } });
globalStyle(`${layout}`, { '@media': { print: { display: 'block' } } });
