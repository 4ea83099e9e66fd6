import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planSpeeds } from '../../src/pages/speed-test/advice';

const tariffs = JSON.parse(readFileSync('content/internet_tariffs.json', 'utf8')) as { speed: number; status: string; recommended: boolean }[];

describe('the speed test plan picker', () => {
  it('offers each published tariff speed once, the recommended one among them', () => {
    const plans = planSpeeds(tariffs);
    expect(plans).toEqual([...new Set(tariffs.filter((t) => t.status === 'published').map((t) => t.speed))].sort((a, b) => a - b));
    expect(plans).toContain(tariffs.find((t) => t.recommended && t.status === 'published')!.speed);
    expect(plans).toContain(300);
  });
});

describe('the privacy policy', () => {
  it('is in force from a date not after today (a future date reads as a draft)', () => {
    const [policy] = JSON.parse(readFileSync('content/privacy_policy.json', 'utf8')) as { effective_date: string }[];
    expect(policy!.effective_date <= new Date().toISOString().slice(0, 10)).toBe(true);
  });
});
