import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** "Every day, 0:00–24:00": support's hours as a green pill on a tinted block. */
export const hoursBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.success,
  fontWeight: vars.font.weight.bold,
});
