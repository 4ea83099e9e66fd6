import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrap = style({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, paddingBlock: vars.space.section });
export const picture = style({ width: 'min(320px, 80vw)', height: 'auto' });
export const lead = style({ maxWidth: '36rem', color: vars.color.muted, fontSize: vars.font.size.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
