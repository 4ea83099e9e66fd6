/** How the server places an upload's bytes in time: what the receive profiles report. */
import { describe, expect, it } from 'vitest';
import { ReceiveLedger } from '../../server/speedtest/receive-ledger';
import { TestTimelines } from '../../server/speedtest/test-timelines';
import { parseTestId, slotMs } from '../../src/domain/speedtest/wire';

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
    expect(slotMs).toBe(25);
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

describe('test timelines', () => {
  it('put every upload of a test on one time line, spread as the ledger spreads reads', () => {
    const timelines = new TestTimelines(25);
    const ledgers = [new ReceiveLedger(), new ReceiveLedger()];
    // Two connections, reads every 10 ms, the second starting 5 ms later.
    for (let i = 0; i <= 20; i++) {
      for (const [c, ledger] of ledgers.entries()) {
        const now = t0 + ms(i * 10 + c * 5);
        timelines.add('a'.repeat(16), 1000, ledger.add(1000, now), now);
      }
    }
    const timeline = timelines.read('a'.repeat(16))!;
    expect(timeline.firstMs).toBeCloseTo(Number(t0) / 1e6, 6);
    // 2 x 1000 bytes per 10 ms: 5000 per whole 25 ms slot.
    for (const slot of timeline.bytes.slice(1, -1)) expect(slot).toBe(5000);
    expect(timeline.bytes.reduce((a, b) => a + b, 0)).toBe(42_000);
    expect(timelines.read('b'.repeat(16))).toBeNull();
  });

  it('stay bounded: the oldest test goes first, an untouched one is forgotten, slots stop at the span', () => {
    const timelines = new TestTimelines(25, 1000, 3, 60_000);
    for (const id of ['1', '2', '3', '4']) timelines.add(id.repeat(16), 10, t0, t0);
    expect(timelines.size).toBe(3);
    expect(timelines.read('1'.repeat(16))).toBeNull();
    timelines.add('5'.repeat(16), 10, t0 + ms(61_000), t0 + ms(61_000));
    expect(timelines.size).toBe(1);
    timelines.add('5'.repeat(16), 10, t0 + ms(61_000 + 5000), t0 + ms(61_000 + 5000));
    expect(timelines.read('5'.repeat(16))!.bytes.length).toBe(1);
  });

  it('accept only hex ids of 16 to 32 digits', () => {
    expect(parseTestId('0123456789abcdef')).toBe('0123456789abcdef');
    for (const bad of [undefined, 7, '', 'ABCDEF0123456789', '0123456789abcde', '0'.repeat(33), '0123456789abcdeg']) expect(parseTestId(bad)).toBeNull();
  });
});
