import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** What a page's search box, select and chip buttons share: a 44 px target in the page's font on the surface colour. */
export const control = style({ minHeight: 44, background: vars.color.surface, color: vars.color.text, font: 'inherit' });
