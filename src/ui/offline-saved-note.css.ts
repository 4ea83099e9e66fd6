import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const note = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
  fontSize: '0.875rem',
  color: vars.color.muted,
  '@media': { print: { display: 'none' } },
});

export const dot = style({
  flex: 'none',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.success,
  transform: 'translateY(-0.05rem)',
});
