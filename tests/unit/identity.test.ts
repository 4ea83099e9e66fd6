import { describe, expect, it } from 'vitest';
import { ageOn, isIssueDate, isSubscriberAge, isTaxNumber, kyivToday, parseDay, taxMatchesBirth, taxNumberDays } from '../../src/domain/forms/identity';

const day = (text: string) => {
  const d = parseDay(text);
  if (!d) throw new Error(`not a day: ${text}`);
  return d;
};

describe('dates written DD.MM.YYYY', () => {
  it('reads real days and refuses the rest', () => {
    expect(parseDay('05.03.1990')).toEqual({ year: 1990, month: 3, day: 5 });
    expect(parseDay(' 29.02.2000 ')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const bad of ['29.02.2001', '31.04.2020', '00.01.2000', '1.1.2000', '2000-01-01', '05.03.90', '05.13.1990', '01.01.1899', '']) expect(parseDay(bad), bad).toBeNull();
  });

  it("counts full years, a birthday counting on its day", () => {
    expect(ageOn(day('05.03.2008'), day('04.03.2026'))).toBe(17);
    expect(ageOn(day('05.03.2008'), day('05.03.2026'))).toBe(18);
    expect(ageOn(day('29.02.2008'), day('28.02.2026'))).toBe(17);
    expect(ageOn(day('29.02.2008'), day('01.03.2026'))).toBe(18);
  });

  it('takes a subscriber from 18 to 100 years old', () => {
    const today = day('29.11.2026');
    expect(isSubscriberAge(day('29.11.2008'), today)).toBe(true);
    expect(isSubscriberAge(day('30.11.2008'), today)).toBe(false);
    expect(isSubscriberAge(day('30.11.1925'), today)).toBe(true);
    expect(isSubscriberAge(day('29.11.1925'), today)).toBe(false);
  });

  it('takes an issue date from the 14th birthday to today', () => {
    const birth = day('10.06.1990');
    const today = day('29.11.2026');
    expect(isIssueDate(day('10.06.2004'), birth, today)).toBe(true);
    expect(isIssueDate(day('09.06.2004'), birth, today)).toBe(false);
    expect(isIssueDate(day('29.11.2026'), birth, today)).toBe(true);
    expect(isIssueDate(day('30.11.2026'), birth, today)).toBe(false);
  });

  it("knows today in Kyiv, whatever the machine's zone", () => {
    // 22:30 UTC on 28 November is already 29 November in Kyiv (UTC+2).
    expect(kyivToday(new Date('2026-11-28T22:30:00Z'))).toEqual({ year: 2026, month: 11, day: 29 });
    expect(kyivToday(new Date('2026-11-28T21:30:00Z'))).toEqual({ year: 2026, month: 11, day: 28 });
  });
});

describe('the tax number', () => {
  it('checks its last digit', () => {
    for (const good of ['3293612343', '3658412340', '3141112342']) expect(isTaxNumber(good), good).toBe(true);
    // Each one-digit change of this number breaks it (every position has a weight; 0 and 10 both give 0, so not every change of every number does).
    for (let i = 0; i < 10; i++) {
      const changed = `${'3293612343'.slice(0, i)}${(Number('3293612343'[i]) + 1) % 10}${'3293612343'.slice(i + 1)}`;
      expect(isTaxNumber(changed), changed).toBe(false);
    }
    for (const bad of ['329361234', '32936123430', '329361234a', '']) expect(isTaxNumber(bad), bad).toBe(false);
  });

  it('begins with the days from 31 December 1899 to the date of birth', () => {
    expect(taxNumberDays(day('01.01.1900'))).toBe(1);
    expect(taxNumberDays(day('05.03.1990'))).toBe(32936);
    expect(taxNumberDays(day('29.02.2000'))).toBe(36584);
    expect(taxMatchesBirth('3293612343', day('05.03.1990'))).toBe(true);
    expect(taxMatchesBirth('3293612343', day('06.03.1990'))).toBe(false);
  });
});
