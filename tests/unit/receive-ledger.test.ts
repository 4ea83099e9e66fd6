/** How the server places an upload's bytes in time: what the receive profiles report. */
import { describe, expect, it } from 'vitest';
import { ReceiveLedger, profileSlotMs } from '../../server/speedtest/routes';

const ms = (x: number) => BigInt(Math.round(x * 1e6));
const t0 = 1_000_000_000_000n;

describe('receive ledger', () => {
  it('a steady stream read in lumps gives even slots, wherever the reads fall', () => {
    // 100 Mbit/s read every 7 ms (never aligned with the 25 ms slots): 87 500 bytes a read.
    const ledger = new ReceiveLedger();
    for (let i = 0; i <= 40; i++) ledger.add(i === 0 ? 1 : 87_500, t0 + ms(i * 7));
    const { profile, bytes } = ledger.take();
    // Every whole slot holds 25 ms of the rate: 312 500 bytes (the last one is partial).
    for (const slot of profile.slice(0, -1)) expect(Math.abs(slot - 312_500)).toBeLessThanOrEqual(1);
    expect(profile.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(bytes - profile.length);
    expect(profile.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(bytes + profile.length);
    expect(profileSlotMs).toBe(25);
  });

  it('a read after a pause counts at its own time; the next report starts where the last read ended', () => {
    const ledger = new ReceiveLedger();
    ledger.add(1000, t0);
    ledger.add(1000, t0 + ms(200)); // after a pause: just arrived
    const first = ledger.take();
    expect(first.firstChunk).toBe(1000);
    expect(first.profile[0]).toBe(1000);
    expect(first.profile[8]).toBe(1000);
    expect(first.lastMs - first.firstMs).toBeCloseTo(200, 6);
    // Busy again: the next read's bytes arrived since the last one, across the report's start.
    ledger.add(3000, t0 + ms(230));
    const second = ledger.take();
    expect(second.firstMs).toBeCloseTo(first.lastMs, 6);
    expect(second.firstChunk).toBe(0);
    expect(second.profile).toEqual([2500, 500]);
  });
});
