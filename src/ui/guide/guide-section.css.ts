import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/** Room left above an anchor target so the sticky header does not cover it. */
export const anchorOffset = `calc(${vars.size.header} + ${vars.space.md})`;

export const section = style({ display: 'grid', gap: vars.space.md, scrollMarginTop: anchorOffset });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25, scrollMarginTop: anchorOffset });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.lg });
export const step = style({ paddingInlineStart: vars.space.xxs, selectors: { '&::marker': { fontWeight: vars.font.weight.bold, color: vars.color.primary } } });
export const figure = style({
  margin: `${vars.space.sm} 0 0`,
  maxWidth: 640,
  breakInside: 'avoid',
  pageBreakInside: 'avoid',
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.primarySoft,
  breakInside: 'avoid',
  '@media': { [up('md')]: { padding: vars.space.lg } },
});
globalStyle(`${note} > :first-child, ${step} > div > :first-child`, { marginTop: 0 });
globalStyle(`${note} > :last-child, ${step} > div > :last-child`, { marginBottom: 0 });
