import { createGlobalTheme } from '@vanilla-extract/css';

/** The one theme contract: colours, type, spacing, radii, shadows, layers. */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#1f4fd1',
    primaryDark: '#173a9c',
    primarySoft: '#e6edfc',
    accent: '#ffb400',
    accentDark: '#b37e00',
    navy: '#0f1b3d',
    text: '#18213a',
    muted: '#55607a',
    border: '#d9e0ee',
    surface: '#ffffff',
    background: '#f4f7fc',
    success: '#1a7f4b',
    danger: '#c0262d',
    focus: '#ffb400',
    onPrimary: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem', hero: 'clamp(1.75rem, 1.2rem + 2.4vw, 3rem)' },
    weight: { normal: '400', medium: '500', bold: '700' },
  },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: 'clamp(2rem, 1.5rem + 3vw, 4.5rem)' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 2px 12px rgba(15, 27, 61, 0.08)',
    raised: '0 8px 28px rgba(15, 27, 61, 0.16)',
  },
  layer: { header: '50', dropdown: '60', drawer: '80', toast: '90', modal: '100', loading: '110' },
  size: { container: '1240px', topBar: '40px', header: '68px', drawer: '280px', appBanner: '87px' },
});
