import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const steps = style({ display: 'grid', gap: vars.space.sm, paddingLeft: vars.space.lg, margin: `${vars.space.md} 0 0` });
export const icon = style({ display: 'inline-block', verticalAlign: '-0.15em', color: vars.color.primary });
