import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const notice = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.toast,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [up('md')]: { left: 'auto', maxWidth: 440 } },
});
export const text = style({ margin: 0, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
