import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.lg, maxWidth: '48rem', display: 'grid', gap: vars.space.lg });
export const brand = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const lead = style({ color: vars.color.muted, margin: 0 });
export const h1 = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: 1.2 });

export const steps = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', fontSize: vars.font.size.sm });
export const stepMark = styleVariants({
  done: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: '#e7f6ee', color: '#135c37' },
  current: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.font.weight.medium },
  later: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, color: vars.color.muted, border: `1px solid ${vars.color.border}` },
});

export const step = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});
export const stepTitle = style({ margin: 0, fontSize: vars.font.size.xl });
// The step's grid spaces its parts; paragraphs' own margins would double it.
globalStyle(`${step} > p`, { margin: 0 });
export const phone = style({ whiteSpace: 'nowrap' });
export const code = style({ maxWidth: '10rem', letterSpacing: '0.3em', fontSize: vars.font.size.lg });
export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 44,
});

export const section = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ padding: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, marginBottom: vars.space.xs });
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });

export const photos = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' });
export const photo = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const preview = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', background: vars.color.surface, borderRadius: vars.radius.sm });
export const previewEmpty = style([
  preview,
  { display: 'grid', placeItems: 'center', color: vars.color.muted, fontSize: vars.font.size.sm, border: `1px solid ${vars.color.border}` },
]);
export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary });
export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
/** The native file input, hidden but focusable: its browser-language "Choose file" is replaced by the label after it. */
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
const smallButtonBase = {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
} as const;
export const smallButton = style(smallButtonBase);
export const pickButton = style([
  smallButtonBase,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifySelf: 'start',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

export const draftNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.navy,
  fontSize: vars.font.size.sm,
});
export const viewer = style({ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' });
