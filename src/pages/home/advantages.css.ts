import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const title = style({ fontSize: vars.font.size.xxl, maxWidth: '48rem' });
export const lead = style({ maxWidth: '48rem', color: vars.color.muted, fontSize: vars.font.size.lg });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  gridTemplateColumns: '1fr',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const icon = style({ width: 56, height: 56 });
export const cardTitle = style({ fontSize: vars.font.size.lg, margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.muted });
