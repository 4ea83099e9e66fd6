import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'auto',
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.background,
  minHeight: '100vh',
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: vars.color.primary });
globalStyle('a:hover', { color: vars.color.primaryDark });
globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, margin: `0 0 ${vars.space.md}`, color: vars.color.navy });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('button', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('#root', { display: 'flex', flexDirection: 'column', minHeight: '100vh' });
