import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The question line of a <details> accordion: the text and its chevron, a 44 px target. */
export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
