import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';

// The tariff block comes with the server's HTML; a visit that reaches the home page in the
// browser waits for its chunk: its room is kept meanwhile, sized by its card count (data-cards)
// and the grid's columns, so nothing below it moves when it arrives.
const head = 15; // rem: the section's padding, heading, type switch, the link under the cards
const card = 27.5; // rem: a card with TV plans and bonuses
const rows = (cards: number, columns: number) => Math.ceil(cards / columns);
const height = (cards: number, columns: number) => `${head + rows(cards, columns) * card}rem`;
const counts = [1, 2, 3, 4, 5, 6];

export const slot = style({
  selectors: Object.fromEntries(counts.map((n) => [`&[data-cards="${n}"]`, { minHeight: height(n, 1) }])),
  '@media': {
    [up('sm')]: { selectors: Object.fromEntries(counts.map((n) => [`&[data-cards="${n}"]`, { minHeight: height(n, 2) }])) },
    [up('lg')]: { selectors: Object.fromEntries(counts.map((n) => [`&[data-cards="${n}"]`, { minHeight: height(n, 3) }])) },
  },
});

// The connection request and the services and payments blocks load after hydration too: their
// room is kept the same way: the least height measured in either language per breakpoint.
export const belowFold = style({
  minHeight: '103rem',
  '@media': { [up('sm')]: { minHeight: '83.5rem' }, [up('md')]: { minHeight: '71.5rem' }, [up('lg')]: { minHeight: '58.5rem' }, [up('xl')]: { minHeight: '56.5rem' } },
});

// The sections under the tariffs are far below the first screen on every width: the browser
// skips their style, layout and paint until they come near the viewport (docs/performance.md).
// Until then their room is the least height measured in either language per breakpoint, and
// once rendered, the height they last had.
const lowerHeight = (px: number) => ({ containIntrinsicSize: `auto ${px}px` });
export const lowerSections = style({
  contentVisibility: 'auto',
  ...lowerHeight(4000),
  '@media': { [up('sm')]: lowerHeight(2950), [up('md')]: lowerHeight(2570), [up('lg')]: lowerHeight(2140), [up('xl')]: lowerHeight(2100) },
});
