import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

// Right under the connection request: only the space below is a section's.
export const row = style({ paddingBlockEnd: vars.space.section, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const title = style({ fontSize: vars.font.size.xl, margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: '1.2rem', display: 'grid', gap: vars.space.xs, flexGrow: 1 });
