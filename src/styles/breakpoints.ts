/** Responsive breakpoints, in px. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Media query for "at least this wide". */
export const up = (bp: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[bp]}px)`;
/** Media query for "narrower than this". */
export const down = (bp: keyof typeof breakpoints) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
