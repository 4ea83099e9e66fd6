import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const main = style({ flex: 1, outline: 'none' });
export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.layer.loading,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});
