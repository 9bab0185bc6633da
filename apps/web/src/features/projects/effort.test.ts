import { describe, expect, it } from 'vitest';
import type { EffortGrid } from '../../api/projects';
import {
  cellKey,
  cellValue,
  changedEfforts,
  editCell,
  effortTotals,
  gridDate,
  isEditablePeriod,
  overAllocated,
  stepAnchor,
} from './effort';

const cell = (
  start: string,
  end: string,
  stored: Partial<{ effort: number; set_value: number }> = {},
  over = false,
) => ({
  start_date: start,
  end_date: end,
  effort: stored.effort ?? null,
  set_value: stored.set_value ?? null,
  effective: stored.effort ?? 100,
  man_months: 1,
  total: over ? 130 : 100,
  over,
});

const grid: EffortGrid = {
  view: 'month',
  periods: [
    { start_date: '2026-01-01', end_date: '2026-01-31' },
    { start_date: '2026-02-01', end_date: '2026-02-28' },
  ],
  rows: [
    {
      employee_id: 5,
      name: 'An',
      employee_code: 'HN0005',
      position: 'DEV',
      cells: [cell('2026-01-01', '2026-01-31', { effort: 50 }), cell('2026-02-01', '2026-02-28', {}, true)],
    },
    {
      employee_id: 6,
      name: 'Binh',
      employee_code: 'HN0006',
      position: 'QA',
      cells: [
        cell('2026-01-01', '2026-01-31'),
        cell('2026-02-01', '2026-02-28', { effort: 20, set_value: 1.5 }),
      ],
    },
  ],
  man_months: [1.5, 1.25],
  contract_value: 2,
};

const [an, binh] = grid.rows as [EffortGrid['rows'][number], EffortGrid['rows'][number]];

describe('the effort grid', () => {
  it('posts nothing while nothing differs from what is stored', () => {
    expect(changedEfforts(grid, {})).toEqual([]);
    // Typing the stored value back is no change either.
    const same = editCell({}, 5, an.cells[0] as never, 'effort', 50);
    expect(changedEfforts(grid, same)).toEqual([]);
  });

  it('posts only the changed cells, each with its own period and both values', () => {
    let drafts = editCell({}, 5, an.cells[0] as never, 'effort', 80);
    drafts = editCell(drafts, 6, binh.cells[1] as never, 'set_value', 2);
    expect(changedEfforts(grid, drafts)).toEqual([
      { employee_id: 5, start_date: '2026-01-01', end_date: '2026-01-31', effort: 80, set_value: null },
      { employee_id: 6, start_date: '2026-02-01', end_date: '2026-02-28', effort: 20, set_value: 2 },
    ]);
  });

  it('removes a stored row when its cell is cleared, and ignores clearing a cell that had none', () => {
    let drafts = editCell({}, 6, binh.cells[1] as never, 'effort', null);
    drafts = editCell(drafts, 6, binh.cells[1] as never, 'set_value', null);
    drafts = editCell(drafts, 6, binh.cells[0] as never, 'effort', null);
    expect(changedEfforts(grid, drafts)).toEqual([
      { employee_id: 6, start_date: '2026-02-01', end_date: '2026-02-28', effort: null, set_value: null },
    ]);
  });

  it('shows the draft over the stored values', () => {
    const drafts = editCell({}, 5, an.cells[0] as never, 'set_value', 1.2);
    expect(cellValue(an.cells[0] as never, drafts[cellKey(5, '2026-01-01')])).toEqual({
      effort: 50,
      set_value: 1.2,
    });
    expect(cellValue(an.cells[1] as never, drafts[cellKey(5, '2026-02-01')])).toEqual({
      effort: null,
      set_value: null,
    });
    expect(Object.keys(drafts)).toEqual([cellKey(5, '2026-01-01')]);
  });

  it('edits the periods the API stores: a calendar month or a Monday-to-Sunday week, also across two months', () => {
    expect(isEditablePeriod({ start_date: '2026-03-02', end_date: '2026-03-08' })).toBe(true);
    expect(isEditablePeriod({ start_date: '2026-03-30', end_date: '2026-04-05' })).toBe(true);
    expect(isEditablePeriod({ start_date: '2026-03-31', end_date: '2026-03-31' })).toBe(false);
    expect(isEditablePeriod({ start_date: '2026-03-01', end_date: '2026-03-31' })).toBe(true);
    expect(isEditablePeriod({ start_date: '2026-03-01', end_date: '2026-04-01' })).toBe(false);
    expect(isEditablePeriod({ start_date: '2026-03-03', end_date: '2026-03-09' })).toBe(false);
    const week: EffortGrid = {
      ...grid,
      view: 'week',
      periods: [{ start_date: '2026-03-31', end_date: '2026-03-31' }],
      rows: [{ ...an, cells: [cell('2026-03-31', '2026-03-31')] }],
    };
    const drafts = editCell({}, 5, week.rows[0]?.cells[0] as never, 'effort', 40);
    expect(changedEfforts(week, drafts)).toEqual([]);
  });

  it('totals the man-months shown against the contract value', () => {
    expect(effortTotals(grid)).toEqual({ total: 2.75, contract: 2, isOverContract: true, share: 137.5 });
    expect(effortTotals({ man_months: [0.5], contract_value: null })).toEqual({
      total: 0.5,
      contract: null,
      isOverContract: false,
      share: null,
    });
  });

  it('lists the members over 100 % and in how many periods', () => {
    expect(overAllocated(grid)).toEqual([{ employee_id: 5, name: 'An', periods: 1 }]);
  });

  it('asks a year by its 1st of January and a month by its 1st, and steps by year or by month', () => {
    expect(gridDate('month', '2026-07-15')).toBe('2026-01-01');
    expect(gridDate('week', '2026-07-15')).toBe('2026-07-01');
    expect(stepAnchor('month', '2026-07-15', -1)).toBe('2025-01-01');
    expect(stepAnchor('week', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepAnchor('week', '2026-12-01', 1)).toBe('2027-01-01');
  });
});
