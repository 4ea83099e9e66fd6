import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Brand icons as CSS masks over static SVG files (public/icons/social): drawn in currentColor
 * like the inline icons, but their paths live in cacheable files, not in the first-load script.
 */
const base = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
});

const file = (name: string) => [base, { maskImage: `url(/icons/social/${name}.svg)` }];

export const maskIcon = styleVariants({
  facebook: file('facebook'),
  instagram: file('instagram'),
  telegram: file('telegram'),
  youtube: file('youtube'),
  viber: file('viber'),
});
