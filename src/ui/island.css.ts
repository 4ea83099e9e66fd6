import { style } from '@vanilla-extract/css';

/** The wrapper takes no box: the island's own elements lay out as if it were not there. */
export const islandWrapper = style({ display: 'contents' });
