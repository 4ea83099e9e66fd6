import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { card as cardFrame, cardList } from '../../ui/card-grid.css';
import { summary } from '../../ui/disclosure.css';
import { control } from '../../ui/field.css';

export { visuallyHidden as hidden } from '../../ui/container.css';

export const banner = style({ background: vars.color.primarySoft, overflow: 'hidden' });
export const bannerInner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [up('md')]: { gridTemplateColumns: '1.1fr 0.9fr' } },
});
export const bannerText = style({ display: 'grid', gap: vars.space.md });
export const bannerTitle = style({ margin: 0, fontSize: vars.font.size.hero, lineHeight: 1.15 });
export const pitch = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text, maxWidth: '36rem' });
export const bannerImage = style({ width: '100%', maxWidth: 420, height: 'auto', justifySelf: 'center' });

export const sectionTitle = style({ margin: 0, marginBottom: vars.space.lg, fontSize: vars.font.size.xl });
export const muted = style({ margin: 0, color: vars.color.muted });
export const tinted = style({ background: vars.color.primarySoft });

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const reason = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card });
export const reasonIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: '1.5rem',
});
export const reasonTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  marginBottom: vars.space.md,
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});
export const filter = style({ display: 'grid', gap: vars.space.xxs });
export const filterLabel = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const select = style([control, { width: '100%', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md }]);
export const filterSubmit = style({ justifySelf: 'start' });
export const count = style({ margin: 0, marginBottom: vars.space.md, color: vars.color.muted, fontWeight: vars.font.weight.medium });
export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.card });

export const cards = style([
  cardList,
  { '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
]);
export const card = style([
  cardFrame,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg, selectors: { '&:hover': { boxShadow: vars.shadow.raised } } },
]);
export { cardTitle, cardLink } from '../../ui/card-grid.css';
export const salary = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.success });
export const cardFacts = style({ display: 'grid', gap: vars.space.xs, margin: 0, marginTop: 'auto', paddingTop: vars.space.xs });
export const cardFact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0 });
export const factIcon = style({ color: vars.color.primary, paddingTop: 2 });
export const chip = style({
  display: 'inline-block',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const faqList = style({ display: 'grid', gap: vars.space.xs, maxWidth: '56rem' });
export const faqItem = style({ borderRadius: vars.radius.md, background: vars.color.surface, boxShadow: vars.shadow.card });
export const faqQuestion = style([summary, { fontWeight: vars.font.weight.medium, selectors: { '&:hover': { color: vars.color.primary } } }]);
export const faqChevron = style({ flex: 'none', transition: 'transform .15s', selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } } });
export const faqAnswer = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const detail = style({ maxWidth: '52rem', display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const back = style({ justifySelf: 'start', fontWeight: vars.font.weight.medium });
export const detailTitle = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: 1.2 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });
export const chipItem = style({ display: 'contents' });
export const lead = style({ margin: 0, fontSize: vars.font.size.lg });
export const applyRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const detailSection = style({ display: 'grid', gap: vars.space.xs, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const detailHeading = style({ margin: 0, fontSize: vars.font.size.xl });
export const bullets = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: vars.space.xxs });

export const modalText = style({ margin: `${vars.space.md} 0` });
export const contacts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const contact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.border } },
});
