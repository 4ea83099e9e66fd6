import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
export const item = style({
  selectors: {
    '& + &::before': { content: '"›"', marginRight: vars.space.xs, color: vars.color.muted },
    '&[aria-current]': { color: vars.color.text, fontWeight: vars.font.weight.medium },
  },
});
