import { globalStyle } from '@vanilla-extract/css';
import { cookieNoticeId } from '../../domain/cookie-choice';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

// Styled by its id, with no class names to export: the entry carries these styles (the server's
// notice paints with the page) and not a byte of script for them.
const notice = `#${cookieNoticeId}`;

globalStyle(notice, {
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
globalStyle(`${notice} > p`, { margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${notice} > form`, { margin: 0, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
