import { describe, expect, it } from 'vitest';
import { tableOf } from '../../app/charts/spec';
import { countChartSpec, movementChartSpec, peopleScale, totalOf, withEveryKey } from './charts';

describe('the HR charts', () => {
  it('counts whole people on a round axis', () => {
    expect(peopleScale(0)).toEqual({ max: 5, step: 1 });
    expect(peopleScale(6)).toEqual({ max: 6, step: 1 });
    expect(peopleScale(7)).toEqual({ max: 8, step: 2 });
    expect(peopleScale(23)).toEqual({ max: 25, step: 5 });
    expect(peopleScale(480)).toEqual({ max: 500, step: 100 });
  });

  it('draws one bar per group with its words, and the same figures as a table', () => {
    const spec = countChartSpec(
      [
        { key: 'JAPAN', count: 4 },
        { key: 'HANOI', count: 12 },
      ],
      (key) => ({ JAPAN: 'Japan', HANOI: 'Hanoi' })[key] ?? key,
      { people: 'People', category: 'Company' },
    );
    expect(spec.labels).toEqual(['Japan', 'Hanoi']);
    expect(spec.y).toMatchObject({ min: 0, max: 12, step: 2 });
    expect(tableOf(spec)).toEqual({
      head: ['Company', 'People'],
      rows: [
        ['Japan', '4'],
        ['Hanoi', '12'],
      ],
    });
    expect(
      totalOf([
        { key: 'a', count: 4 },
        { key: 'b', count: 12 },
      ]),
    ).toBe(16);
  });

  it('puts joiners and leavers side by side for each month', () => {
    const spec = movementChartSpec(
      [
        { month: '2026-11', joined: 3, left: 1 },
        { month: '2026-12', joined: 0, left: 2 },
      ],
      { joined: 'Joined', left: 'Left', people: 'People', month: 'Month' },
      (m) => ({ short: m.slice(5), long: m }),
    );
    expect(spec.series.map((s) => [s.label, s.values])).toEqual([
      ['Joined', [3, 0]],
      ['Left', [1, 2]],
    ]);
    expect(spec.series.every((s) => s.stack === undefined)).toBe(true);
    expect(tableOf(spec).rows).toEqual([
      ['2026-11', '3', '1'],
      ['2026-12', '0', '2'],
    ]);
  });

  it('shows every value of a fixed list, nobody as 0, in the list’s order', () => {
    expect(
      withEveryKey(
        [
          { key: '2', count: 37 },
          { key: '0', count: 3 },
          { key: '9', count: 1 },
        ],
        [0, 1, 2],
      ),
    ).toEqual([
      { key: '0', count: 3 },
      { key: '1', count: 0 },
      { key: '2', count: 37 },
      { key: '9', count: 1 },
    ]);
  });
});
