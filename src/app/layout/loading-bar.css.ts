import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The bar runs for 5 s, the length the design card gives it. */
const grow = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } });

const base = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: vars.layer.loading,
  background: vars.color.accent,
  transformOrigin: 'left',
  pointerEvents: 'none',
});
export const running = style([base, { animation: `${grow} 5s cubic-bezier(.1,.6,.3,1) forwards` }]);
// Done: the bar jumps to full width and fades out; on first load it is simply invisible.
export const idle = style([base, { opacity: 0, transform: 'scaleX(1)', transition: 'opacity .4s ease-out .1s' }]);
