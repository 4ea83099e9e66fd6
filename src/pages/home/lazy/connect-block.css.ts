import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const block = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [up('lg')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const intro = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.font.size.xxl, margin: 0 });
export const text = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.lg, maxWidth: '36rem' });
export const card = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card, minHeight: '28rem' });
