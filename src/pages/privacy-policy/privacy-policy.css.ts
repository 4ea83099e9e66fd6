import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { anchorOffset } from '../../ui/guide/guide-section.css';

// One column that may shrink below its content's widest word: nothing pushes the page sideways.
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });
export const head = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, maxWidth: '56rem' });
// "Политика конфиденциальности": its long word is hyphenated (or broken) on a 320 px phone.
export const title = style({ margin: 0, fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2rem)', lineHeight: 1.2, hyphens: 'auto', overflowWrap: 'break-word' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.muted });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const body = style({ display: 'grid', gap: vars.space.xl, maxWidth: '56rem', minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });
export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)', scrollMarginTop: anchorOffset });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.25, scrollMarginTop: anchorOffset });
