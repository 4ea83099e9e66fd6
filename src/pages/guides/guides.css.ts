import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardGrid } from '../../ui/card-grid.css';
import { toc, tocLayout as layout, tocTitle } from '../../ui/toc-layout.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '56rem' });
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2, overflowWrap: 'anywhere' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export { layout, toc, tocTitle };
export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const body = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '56rem' });

export const cards = cardGrid;
export const card = style([cardFrame, { display: 'grid', gridTemplateColumns: '64px 1fr', gap: vars.space.md, alignItems: 'start', padding: vars.space.md }]);
export const cardIcon = style({ width: 64, height: 64 });
export { cardBody, cardTitle, cardLink, cardMeta as cardText } from '../../ui/card-grid.css';
export const othersTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.xl });
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Printing a guide: the guide alone, black on white, no figure split across pages.
// Everything around <main> (top bar, header, footer, cookie notice, chat, prompts) and the
// breadcrumbs and contents inside it.
globalStyle('#root > :not(main), body > :not(#root), header, footer, nav', { '@media': { print: { display: 'none !important' } } });
globalStyle('html, body, main', { '@media': { print: { background: '#fff !important', color: '#000 !important' } } });
globalStyle(`${page} *`, { '@media': { print: { color: '#000 !important', background: 'transparent !important', boxShadow: 'none !important' } } });
globalStyle(`${layout}`, { '@media': { print: { display: 'block' } } });
globalStyle(`${page} img, ${page} figure`, { '@media': { print: { breakInside: 'avoid', pageBreakInside: 'avoid', maxWidth: '12cm' } } });
globalStyle(`${page} h2`, { '@media': { print: { breakAfter: 'avoid', pageBreakAfter: 'avoid' } } });
globalStyle(`${page} li::marker`, { '@media': { print: { color: '#000' } } });
