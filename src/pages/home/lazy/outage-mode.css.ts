import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const band = style({ background: vars.color.navy, color: '#fff', paddingBlock: vars.space.xl });
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl, color: '#fff' });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: '#d5dbe8', maxWidth: '48rem' });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('lg')]: { gridTemplateColumns: '1fr 1.2fr 1fr' } },
});
export const box = style({ background: 'rgba(255,255,255,.07)', borderRadius: vars.radius.lg, padding: vars.space.lg });
export const boxTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.lg, color: vars.color.accent });
export const phones = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const phone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.navy,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.navy, background: '#ffc53d' } },
});
export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const link = style({ color: '#fff', textDecoration: 'underline', selectors: { '&:hover': { color: vars.color.accent } } });
export const chips = style({ listStyle: 'disc', margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xxs });
export const chip = style({ color: '#fff', fontSize: vars.font.size.sm, textDecoration: 'underline', selectors: { '&:hover': { color: vars.color.accent } } });
export const notices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const noticeDate = style({ display: 'block', fontSize: vars.font.size.sm, color: '#d5dbe8' });
export const fresh = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.size.sm, color: '#d5dbe8' });
