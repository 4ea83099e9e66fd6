import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardBody as bodyBase, cardGrid, cardGridWide } from '../../ui/card-grid.css';

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const more = style({ fontWeight: vars.font.weight.bold });
export const grid = cardGrid;
export const gridWide = cardGridWide;
export const card = style([cardFrame, { display: 'flex', flexDirection: 'column', overflow: 'hidden' }]);
export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', background: vars.color.primarySoft });
export const cardBody = style([bodyBase, { padding: vars.space.md, alignContent: 'start' }]);
export { cardTitle, cardLinkPlain as cardLink, cardMeta as meta } from '../../ui/card-grid.css';
export const text = style({ margin: 0, color: vars.color.muted });
export const notice = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });
export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxWidth: '56rem' });
export const faqLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { color: vars.color.primary } },
});
export const tinted = style({ background: vars.color.primarySoft });
