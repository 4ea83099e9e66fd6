import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardList } from '../../ui/card-grid.css';
import { chip } from '../../ui/chip.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.section });
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: '52rem' });
// Long Ukrainian words must wrap on a 375 px screen.
export const h1 = style({ margin: 0, fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2.25rem)', lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const h2 = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25 });
export const h3 = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });
export const text = style({ margin: 0, maxWidth: '52rem' });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0, scrollMarginTop: vars.space.xl });

export const jump = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const jumpLink = chip;

export const pair = style({ display: 'grid', gap: vars.space.lg, '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const card = style([cardFrame, { display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.lg, minWidth: 0, scrollMarginTop: vars.space.xl }]);
export const steps = style({ margin: 0, paddingInlineStart: '1.4rem', display: 'grid', gap: vars.space.xs });
export const links = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontWeight: vars.font.weight.bold });

/* The city's many points take the full width; each village's few share a row with the others. */
export const localities = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))', alignItems: 'start' });
export const locality = style({ display: 'grid', gap: vars.space.sm });
export const localityWide = style({ gridColumn: '1 / -1' });
export const count = style({ color: vars.color.muted, fontWeight: vars.font.weight.normal });
export const points = style([cardList, { gap: vars.space.sm }]);
export const pointsWide = style({
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const point = style([cardFrame, { display: 'grid', alignContent: 'start', gap: vars.space.xxs, padding: vars.space.md }]);
export const place = style({ fontWeight: vars.font.weight.bold });
export const hours = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const mapLink = style({ justifySelf: 'start', marginTop: vars.space.xxs });

export const banks = style([cardList, { '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }]);
