import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrap = style({ paddingBlock: vars.space.xl, minHeight: '40vh' });
export const lead = style({ maxWidth: '42rem', color: vars.color.muted, fontSize: vars.font.size.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
