/**
 * Requests filed between 22:00 and 07:00 Kyiv time are processed in working hours:
 * the call-back form says so, only at that time.
 */
export const nightHours = { from: 22, to: 7, timeZone: 'Europe/Kyiv' } as const;

/** The hour (0-23) in Kyiv at a moment, daylight saving included. */
export function kyivHour(at: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: nightHours.timeZone }).format(at);
  return Number(hour);
}

export function isNightInKyiv(at: Date): boolean {
  const hour = kyivHour(at);
  return hour >= nightHours.from || hour < nightHours.to;
}
