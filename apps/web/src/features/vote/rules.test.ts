import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  defaultEndsAtWall,
  endDayDisabled,
  endsAtProblem,
  instantOfWall,
  refetchAtEnd,
  sameChoices,
  wallOf,
  yearIn,
} from './rules';

const now = new Date('2026-12-02T01:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('the managers’ panel rules', () => {
  it.each([
    ['now', 0, 'range'],
    ['a minute ago', -60_000, 'range'],
    ['a minute ahead', 60_000, null],
    ['exactly 60 days ahead', 60 * 86_400_000, null],
    ['60 days and a second ahead', 60 * 86_400_000 + 1000, 'range'],
  ])('an end %s -> %s', (_, ms, expected) => {
    expect(endsAtProblem(after(ms), now)).toBe(expected);
  });

  it('sameChoices: order, names (trimmed) and colours in any case', () => {
    const stored = [
      { id: 1, name: 'Hue', color: '#aabbcc' },
      { id: 2, name: 'Hanoi', color: '#000000' },
    ];
    expect(
      sameChoices(
        [
          { id: 1, name: 'Hue ', color: '#AABBCC' },
          { id: 2, name: 'Hanoi', color: '#000000' },
        ],
        stored,
      ),
    ).toBe(true);
    expect(sameChoices([stored[1], stored[0]], stored)).toBe(false);
    expect(sameChoices([stored[0]], stored)).toBe(false);
    expect(sameChoices([{ ...stored[0], color: '#aabbcd' }, stored[1]], stored)).toBe(false);
    expect(sameChoices([stored[0], { name: 'Hanoi', color: '#000000' }], stored)).toBe(false);
  });
});

describe('company time in the end-time picker (the browser runs in UTC here)', () => {
  const HCM = 'Asia/Ho_Chi_Minh';
  // 2026-12-31 18:00 UTC is 1 January 2027, 01:00 in Ho Chi Minh City.
  const lateUtc = new Date('2026-12-31T18:00:00Z');

  it("this year is the company's", () => {
    expect(yearIn(HCM, lateUtc)).toBe(2027);
    expect(yearIn('UTC', lateUtc)).toBe(2026);
  });

  it('a picked wall time means that time in the company zone; an instant shows as its wall time', () => {
    const picked = dayjs('2027-01-08T17:00');
    expect(instantOfWall(picked, HCM).toISOString()).toBe('2027-01-08T10:00:00.000Z');
    expect(wallOf(dayjs('2027-01-08T10:00:00Z'), HCM).format('YYYY-MM-DD HH:mm')).toBe('2027-01-08 17:00');
  });

  it('the default end is 7 days ahead at 17:00 company time', () => {
    const wall = defaultEndsAtWall(HCM, lateUtc);
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2027-01-08 17:00');
    expect(instantOfWall(wall, HCM).toISOString()).toBe('2027-01-08T10:00:00.000Z');
  });

  it('offers the days from today to 60 days ahead, company time', () => {
    expect(endDayDisabled(dayjs('2026-12-31'), HCM, lateUtc)).toBe(true); // yesterday there
    expect(endDayDisabled(dayjs('2027-01-01'), HCM, lateUtc)).toBe(false);
    expect(endDayDisabled(dayjs('2027-03-02'), HCM, lateUtc)).toBe(false); // 60 days ahead
    expect(endDayDisabled(dayjs('2027-03-03'), HCM, lateUtc)).toBe(true);
  });
});

describe('reading a running vote again at its end', () => {
  const t0 = Date.parse('2026-12-02T01:00:00Z');
  it.each([
    ['a running vote ending in 10 s', { status_vote: 'started', end: '2026-12-02T01:00:10Z' }, 11_000],
    ['a running vote whose end just passed', { status_vote: 'started', end: '2026-12-02T00:59:00Z' }, 1000],
    [
      'a running vote ending in 3 days (an hour at most)',
      { status_vote: 'started', end: '2026-12-05T01:00:00Z' },
      3_600_000,
    ],
    ['a finished vote', { status_vote: 'finished', end: '2026-12-02T01:00:10Z' }, false],
    ['a vote not started', { status_vote: 'not_started', end: null }, false],
  ] as const)('%s -> %s', (_, status, expected) => {
    expect(refetchAtEnd(status, t0)).toBe(expected);
  });
  it('nothing loaded -> false', () => expect(refetchAtEnd(undefined, t0)).toBe(false));
});
