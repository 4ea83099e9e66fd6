import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const button = style({
  position: 'fixed',
  right: vars.space.md,
  // Above the chat launcher.
  bottom: `calc(${vars.space.md} + 64px)`,
  zIndex: vars.layer.header,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  border: 0,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  fontSize: '1.4rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});
