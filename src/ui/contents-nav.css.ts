import { style } from '@vanilla-extract/css';
import { up } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';
import { anchorOffset } from './guide/guide-section.css';

/** A long page's two columns from lg: its contents (sticky), then the text. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  // One column that may shrink (the contents' items wrap rather than run off a phone's screen).
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('lg')]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { [up('lg')]: { position: 'sticky', top: anchorOffset, maxHeight: `calc(100vh - ${vars.size.header} - ${vars.space.xl})`, overflowY: 'auto' } },
});
export const tocTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });
export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
