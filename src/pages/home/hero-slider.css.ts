import { globalStyle, style } from '@vanilla-extract/css';
import { down, up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const hero = style({ position: 'relative', background: vars.color.navy, overflow: 'hidden' });
export const swiper = style({
  vars: {
    '--swiper-pagination-color': vars.color.accent,
    '--swiper-pagination-bullet-inactive-color': '#ffffff',
    '--swiper-pagination-bullet-inactive-opacity': '0.6',
    // Each dot is a 24 px target (WCAG 2.2 target size) drawn as a 12 px dot in its middle.
    '--swiper-pagination-bullet-size': '24px',
    '--swiper-pagination-bullet-horizontal-gap': '2px',
  },
});
globalStyle(`${swiper} .swiper-pagination-bullet`, { boxSizing: 'border-box', padding: 6, backgroundClip: 'content-box' });
export const slide = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'center',
  minHeight: 'clamp(360px, 40vw, 480px)',
  '@media': { [down('md')]: { alignItems: 'end', minHeight: 520 } },
});
export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'right center',
  '@media': { [down('md')]: { objectPosition: '70% top', height: '60%' } },
});
export const text = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  color: '#fff',
  '@media': {
    [up('md')]: { maxWidth: vars.size.container },
    [down('md')]: {
      paddingTop: vars.space.lg,
      paddingBottom: vars.space.xxl,
      background: `linear-gradient(to bottom, rgba(15,27,61,0), ${vars.color.navy} 18%)`,
    },
  },
});
globalStyle(`${text} > *`, { maxWidth: '30rem' });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.hero,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.15,
  color: '#fff',
});
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: '#dfe6f7' });
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  marginTop: vars.space.sm,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.navy,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#ffc53d', color: vars.color.navy } },
});
