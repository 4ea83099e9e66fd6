import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const lead = style({ maxWidth: '48rem', color: vars.color.muted, fontSize: vars.font.size.lg });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg, marginBottom: vars.space.lg });
export const panelTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.lg });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const num = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', paddingInlineStart: vars.space.sm }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const columns = style({ display: 'grid', gap: vars.space.lg, '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });
export const status = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted });
// What is saved is read from the device after the page shows: a page's height of room keeps the
// footer out of view meanwhile, so the report arriving moves nothing the visitor sees.
export const page = style({ minHeight: '100vh' });

/* The report's parts are shown and hidden by the attribute: over a button's own display too. */
export const report = style({});
globalStyle(`${report} [hidden]`, { display: 'none' });
