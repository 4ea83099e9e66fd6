import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The yellow "recommended" tag on a tariff or option card. */
export const recommendedBadge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.navy,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.8,
});
