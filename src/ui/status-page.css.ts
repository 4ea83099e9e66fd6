import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Full-page notices: not found, error, offline. */

export const wrap = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.section,
});
export const code = style({
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  margin: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
export const lead = style({ maxWidth: '36rem', color: vars.color.muted, fontSize: vars.font.size.lg });
export const picture = style({ width: 'min(320px, 80vw)', height: 'auto' });
