import type { VoteResults } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { tableOf } from '../../app/charts/spec';
import { choiceChartSpec, countStep, shareOf, teamChartSpec, textOn, yearOptions } from './chart';

const words = { votes: 'Votes', choice: 'Destination', team: 'Team', noTeam: 'No team' };
const results: VoteResults = {
  status_vote: 'started',
  start: '2026-12-01T00:00:00.000Z',
  end: '2026-12-10T00:00:00.000Z',
  year: 2026,
  period: 1,
  choices: [
    { id: 7, name: 'Hạ Long', color: '#13c2c2' },
    { id: 9, name: 'Đà Lạt', color: '#fadb14' },
  ],
  votes: { 7: 3, 9: 1 },
  teams: [
    { division_id: 1, team: 'Hanoi D1', votes: { 7: 2, 9: 1 }, total: 3 },
    { division_id: null, team: null, votes: { 7: 1, 9: 0 }, total: 1 },
  ],
  result: [7],
  color: { 7: '#13c2c2', 9: '#fadb14' },
  total: 4,
  my_vote: 9,
};

describe('the vote charts', () => {
  it('one bar per choice in its colour; the table says the same counts', () => {
    const spec = choiceChartSpec(results, words);
    expect(spec.labels).toEqual(['Hạ Long', 'Đà Lạt']);
    expect(spec.series[0]?.color).toEqual(['#13c2c2', '#fadb14']);
    expect(tableOf(spec)).toEqual({
      head: ['Destination', 'Votes'],
      rows: [
        ['Hạ Long', '3'],
        ['Đà Lạt', '1'],
      ],
    });
  });

  it('one stacked bar per team, a series per choice; no division is named', () => {
    const spec = teamChartSpec(results, words);
    expect(spec.labels).toEqual(['Hanoi D1', 'No team']);
    expect(spec.series.map((s) => [s.label, s.color, s.stack, s.values])).toEqual([
      ['Hạ Long', '#13c2c2', 'votes', [2, 1]],
      ['Đà Lạt', '#fadb14', 'votes', [1, 0]],
    ]);
    expect(tableOf(spec).rows).toEqual([
      ['Hanoi D1', '2', '1'],
      ['No team', '1', '0'],
    ]);
  });

  it.each([
    [0, 1],
    [5, 1],
    [7, 2],
    [30, 5],
    [300, 50],
  ])('a count axis up to %i steps by %i', (max, step) => {
    expect(countStep(max)).toBe(step);
  });

  it('shares in whole percent, 0 without ballots', () => {
    expect(shareOf(results, 7)).toBe(75);
    expect(shareOf(results, 9)).toBe(25);
    expect(shareOf({ ...results, total: 0, votes: {} }, 7)).toBe(0);
  });

  it('year options: around this year and the one shown, newest first', () => {
    expect(yearOptions(2026, 2026)).toEqual([2027, 2026, 2025, 2024]);
    expect(yearOptions(2026, 2020)).toEqual([2027, 2026, 2025, 2024, 2020]);
  });

  it('text on a colour: dark on light, white on dark', () => {
    expect(textOn('#fadb14')).toBe('#1f1f1f');
    expect(textOn('#1677ff')).toBe('#ffffff');
    expect(textOn('bad')).toBe('#000000');
  });
});
