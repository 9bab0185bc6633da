import { describe, expect, it } from 'vitest';
import { countSet } from './FilterCard';

describe('countSet: how many filters the folded card says are set', () => {
  it.each([
    ['nothing', undefined, 0],
    ['no fields', {}, 0],
    ['empty text and cleared fields', { name: '', status: undefined, division: null }, 0],
    ['a cleared range', { range: [null, null] }, 0],
    ['a text, a status 0 and a range', { name: 'Hà', status: 0, range: ['2026-11-01', '2026-11-30'] }, 3],
    ['one end of a range', { range: ['2026-11-01', null] }, 1],
    ['false is a choice', { mine: false }, 1],
  ])('%s', (_, values, count) => {
    expect(countSet(values as Record<string, unknown> | undefined)).toBe(count);
  });
});
