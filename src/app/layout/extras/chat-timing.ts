/** The chat opens 3000 ms after load, only with cookie consent. */
export const chatDelayMs = 3000;
/** Its greeting shows for 5 s, then hides for 10 s, then every 30 s. */
export const greetingCycle = { visibleMs: 5000, firstPauseMs: 10_000, pauseMs: 30_000 };
