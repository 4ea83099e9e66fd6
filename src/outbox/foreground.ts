/** Items a form on this page is sending itself: it shows their outcome, so the page-wide confirmation does not. */
export const inForeground = new Set<string>();
