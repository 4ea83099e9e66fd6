/**
 * Grades for latency under load (bufferbloat): how much the round trip rises while the link is
 * busy, overall and for what people do.
 */
import type { ActivityGrade, GradeLetter } from '../../src/domain/speedtest/protocol';

/** Rise over idle (ms) at or below which each letter is given. */
const letters: [GradeLetter, number][] = [
  ['A+', 5],
  ['A', 30],
  ['B', 60],
  ['C', 200],
  ['D', 400],
];

export function gradeLetter(rise: number): GradeLetter {
  for (const [letter, limit] of letters) if (rise <= limit) return letter;
  return 'F';
}

/** [good up to, fair up to] ms of added latency. */
export const activityLimits = {
  gaming: [20, 60],
  videoCalls: [50, 150],
  streaming: [150, 500],
} as const;

export function activityGrade(rise: number, [good, fair]: readonly [number, number]): ActivityGrade {
  return rise <= good ? 'good' : rise <= fair ? 'fair' : 'poor';
}

export function gradeActivities(rise: number) {
  return {
    streaming: activityGrade(rise, activityLimits.streaming),
    videoCalls: activityGrade(rise, activityLimits.videoCalls),
    gaming: activityGrade(rise, activityLimits.gaming),
  };
}
