/** A long text with its table of contents: the contents beside the text from `lg`, sticky; above it on phones. */
import { style } from '@vanilla-extract/css';
import { up } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

export const tocLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [up('lg')]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  // Sticky beside the text; a contents list taller than the window scrolls on its own.
  '@media': {
    [up('lg')]: {
      position: 'sticky',
      top: `calc(${vars.size.header} + ${vars.space.md})`,
      maxHeight: `calc(100vh - ${vars.size.header} - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
});
export const tocTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });
