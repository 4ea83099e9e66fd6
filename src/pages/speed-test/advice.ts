/**
 * Why a result may be below the chosen plan, from the specification's facts: speeds above
 * 100 Mbit/s need a gigabit network card, router and an 8-wire patch cord; Wi-Fi is slower
 * than a cable; the 10G tier needs 2.5G/10G router ports.
 */
export type AdviceKey = 'fast-ethernet' | 'wifi' | 'ten-g-ports' | 'busy';

/** The plans a visitor can pick: each published tariff's speed once, slowest first, Mbit/s. */
export function planSpeeds(tariffs: readonly { speed: number; status: string }[]): number[] {
  return [...new Set(tariffs.filter((t) => t.status === 'published').map((t) => t.speed))].sort((a, b) => a - b);
}

export function advise(measuredMbit: number, planMbit: number): AdviceKey[] {
  if (!(measuredMbit > 0) || measuredMbit >= planMbit * 0.8) return [];
  const out: AdviceKey[] = [];
  // A result stuck just under 100 is the signature of a 100 Mbit/s port or a 4-wire cord.
  if (planMbit > 100 && measuredMbit >= 80 && measuredMbit <= 100) out.push('fast-ethernet');
  if (planMbit >= 10000) out.push('ten-g-ports');
  out.push('wifi', 'busy');
  return out;
}
