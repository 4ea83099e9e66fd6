import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { control } from '../../ui/field.css';

export { visuallyHidden } from '../../ui/container.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const lead = style({ maxWidth: '46rem', color: vars.color.muted, fontSize: vars.font.size.lg, margin: 0 });

const card = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg });
export const panel = style([card, { display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center' }]);
export const shared = style([card, { borderLeft: `4px solid ${vars.color.accent}` }]);
export const results = style([card]);
export const advice = style([card]);
export const history = style([card]);

export const gauge = style({ position: 'relative', width: 'min(360px, 100%)', margin: 0 });
export const gaugeTrack = style({ fill: 'none', stroke: vars.color.primarySoft, strokeWidth: 14, strokeLinecap: 'round' });
export const gaugeValue = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 14, strokeLinecap: 'round' });
export const gaugeMark = style({ fontSize: 8, fill: vars.color.muted });
export const gaugeReadout = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 4,
  display: 'grid',
  justifyItems: 'center',
  lineHeight: 1,
});
export const gaugeNumber = style({ fontSize: 'clamp(2rem, 1.5rem + 3vw, 3rem)', fontWeight: vars.font.weight.bold, color: vars.color.navy });
export const gaugeUnit = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const phases = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const phase = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  selectors: { '&[data-state="active"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const status = style({ minHeight: '1.5em', margin: 0, maxWidth: '36rem' });
export const chart = style({ width: '100%', maxWidth: 480, height: 80 });
export const chartLine = style({ fill: 'none', stroke: vars.color.accentDark, strokeWidth: 2, vectorEffect: 'non-scaling-stroke' });

export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, 1fr)',
  margin: `0 0 ${vars.space.md}`,
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const figure = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background });
globalStyle(`${figure} dt`, { color: vars.color.muted, fontSize: vars.font.size.sm });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.navy });
globalStyle(`${figure} small`, { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.normal, color: vars.color.muted });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const planLabel = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.sm });
/** Like the other pages' selects: a 44 px field with the border and radius of the forms. */
export const planSelect = style([control, { padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md }]);
export const tips = style({ paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
/** A stored result's id: big, spaced and in a font where 8 and B, 5 and S stay apart. */
export const resultId = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 'clamp(2rem, 1.4rem + 3vw, 3rem)',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.15em',
  color: vars.color.navy,
  overflowWrap: 'anywhere',
});
export const support = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm, marginTop: vars.space.md });
export const supportKeep = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const historyFigure = style({ margin: `0 0 ${vars.space.md}` });
export const historyChart = style({ display: 'block', width: '100%', maxWidth: 560, height: 'auto' });
export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const chartLabel = style({ fontSize: 10, fill: vars.color.muted });
export const chartDownload = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5, strokeLinejoin: 'round' });
// Dashed as well as coloured: the two lines stay apart without colour.
export const chartUpload = style({ fill: 'none', stroke: vars.color.accentDark, strokeWidth: 2.5, strokeDasharray: '6 4', strokeLinejoin: 'round' });
export const chartLegend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.muted, fontSize: vars.font.size.sm });
const legendMark = { content: '""', display: 'inline-block', width: 18, marginRight: 6, verticalAlign: 'middle', borderTop: '3px solid' } as const;
export const legendDownload = style({ selectors: { '&::before': { ...legendMark, borderTopColor: vars.color.primary } } });
export const legendUpload = style({ selectors: { '&::before': { ...legendMark, borderTopStyle: 'dashed', borderTopColor: vars.color.accentDark } } });

/** On a phone each result is a small block: time on top, the figures labelled beneath. */
const narrow = `screen and (max-width: ${640 - 0.02}px)`;
export const historyTable = style({
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${historyTable} thead`, { '@media': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });
globalStyle(`${historyTable} tbody`, { '@media': { [narrow]: { display: 'block' } } });
globalStyle(`${historyTable} tr`, {
  '@media': { [narrow]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs } },
});
globalStyle(`${historyTable} td`, { '@media': { [narrow]: { display: 'block', borderBottom: 'none' } } });
globalStyle(`${historyTable} td:first-child`, { '@media': { [narrow]: { gridColumn: '1 / -1', fontWeight: vars.font.weight.bold } } });
globalStyle(`${historyTable} td[data-label]::before`, { '@media': { [narrow]: { content: 'attr(data-label) ": "', color: vars.color.muted } } });
