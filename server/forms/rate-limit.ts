/** Submissions per client address per form, in a sliding window (memory: one process). */
export function createRateLimit({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  let sweeps = 0;
  return {
    /** Counts a try; null when allowed, else the seconds until the next one is. */
    take(kind: string, address: string, now = Date.now()): number | null {
      const id = `${kind} ${address}`;
      const recent = (hits.get(id) ?? []).filter((t) => now - t < windowMs);
      if (++sweeps % 1000 === 0) for (const [k, v] of hits) if (v.every((t) => now - t >= windowMs)) hits.delete(k);
      if (recent.length >= max) {
        hits.set(id, recent);
        return Math.max(1, Math.ceil((windowMs - (now - (recent[0] as number))) / 1000));
      }
      recent.push(now);
      hits.set(id, recent);
      return null;
    },
  };
}
export type RateLimit = ReturnType<typeof createRateLimit>;
