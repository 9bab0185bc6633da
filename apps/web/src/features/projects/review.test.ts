import { REVIEW_ITEMS } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../api/projects';
import {
  healthOf,
  isPickableMonday,
  redWeeks,
  reviewFormValues,
  toneOf,
  trendDirection,
  trendGrid,
} from './review';

function week(
  start: string,
  items: Partial<Record<(typeof REVIEW_ITEMS)[number], number>> = {},
  id: number | null = 1,
): Review {
  const all = Object.fromEntries(REVIEW_ITEMS.map((i) => [i, items[i] ?? 1])) as Record<
    (typeof REVIEW_ITEMS)[number],
    number
  >;
  return {
    id,
    project_id: 3,
    start_date: start,
    end_date: start,
    note: null,
    ...all,
    health: Math.max(...Object.values(all)),
    updated_at: null,
    updated_by: null,
  };
}

// Newest first, as the API answers.
const reviews = [
  week('2026-11-30', { quality: 3, schedule: 2 }, 12),
  week('2026-11-23', {}, null),
  week('2026-11-16', { scope: 2 }, 10),
  week('2026-11-09', {}, 9),
];

describe('the review trend', () => {
  it('colours 1 green, 2 amber, 3 red, and a week nobody reviewed grey whatever its defaults', () => {
    expect([toneOf(1, true), toneOf(2, true), toneOf(3, true)]).toEqual(['green', 'amber', 'red']);
    expect(toneOf(1, false)).toBe('none');
  });

  it('lays the weeks out oldest first, a row per item and the health last', () => {
    const { weeks, rows } = trendGrid(reviews);
    expect(weeks.map((w) => w.start_date)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(rows.map((r) => r.key)).toEqual([...REVIEW_ITEMS, 'health']);
    const quality = rows.find((r) => r.key === 'quality');
    expect(quality?.cells.map((c) => c.tone)).toEqual(['green', 'green', 'none', 'red']);
    const health = rows.at(-1);
    expect(health?.cells.map((c) => [c.value, c.tone])).toEqual([
      [1, 'green'],
      [2, 'amber'],
      [1, 'none'],
      [3, 'red'],
    ]);
  });

  it('says the project got worse when the latest reviewed week is redder than the one before', () => {
    expect(trendDirection(reviews)).toBe('worse');
    expect(trendDirection([week('2026-11-30', {}, 2), week('2026-11-23', { tech: 2 }, 1)])).toBe('better');
    expect(trendDirection([week('2026-11-30', {}, 2), week('2026-11-23', {}, null)])).toBeNull();
    expect(redWeeks(reviews)).toBe(1);
  });

  it('starts the form from the stored review, else every item at 1', () => {
    const stored = reviews[0];
    expect(reviewFormValues('2026-11-30', stored)).toMatchObject({
      start_date: '2026-11-30',
      quality: 3,
      schedule: 2,
      tech: 1,
    });
    const fresh = reviewFormValues('2026-12-07', undefined);
    expect(REVIEW_ITEMS.every((i) => fresh[i] === 1)).toBe(true);
    expect(fresh.note).toBeNull();
    expect(healthOf({ progress: 2, quality: null })).toBe(2);
  });

  it('offers Mondays only, up to the current week', () => {
    expect(isPickableMonday('2026-11-30', '2026-11-30')).toBe(true);
    expect(isPickableMonday('2026-12-01', '2026-11-30')).toBe(false);
    expect(isPickableMonday('2026-12-07', '2026-11-30')).toBe(false);
  });
});
