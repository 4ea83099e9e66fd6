import { style } from '@vanilla-extract/css';

/** The wrapper takes no box: the island's own elements lay out as if it were not there. */
export const islandWrapper = style({ display: 'contents' });

/** A browser-only island's wrapper takes the room its parent keeps, so it is seen coming into view. */
export const clientWrapper = style({ minHeight: 'inherit' });
