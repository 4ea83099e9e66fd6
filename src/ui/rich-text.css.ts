import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Typography for content HTML: paragraphs, lists, headings, tables, keyboard keys. */
export const richText = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, { margin: `${vars.space.lg} 0 ${vars.space.xs}`, lineHeight: 1.3 });
/** Headings raised a level (content right under the h1) keep the size they had. */
export const headingsUp = style({});
globalStyle(`${headingsUp} h2`, { fontSize: '1.17em' });
globalStyle(`${headingsUp} h3`, { fontSize: '1em' });
globalStyle(`${richText} a`, { textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(`${richText} code, ${richText} kbd`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: '0 0.3em',
});
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%', margin: `0 0 ${vars.space.md}`, display: 'block', overflowX: 'auto' });
globalStyle(`${richText} th, ${richText} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${richText} th`, { background: vars.color.primarySoft });
