import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const button = style({
  position: 'fixed',
  // Beside the chat launcher (56 px and a gap), level with its centre: the two take one band at
  // the bottom, which the footer's bottom padding keeps clear of the page's last links.
  right: `calc(${vars.space.md} + 64px)`,
  bottom: `calc(${vars.space.md} + 4px)`,
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
  selectors: {
    '&:hover': { background: vars.color.primaryDark },
    // Not over the open menu, nor under the cookie notice (a choice first, then it comes back).
    'html[data-drawer-open] &, html:has(#cookie-notice) &': { display: 'none' },
  },
});
