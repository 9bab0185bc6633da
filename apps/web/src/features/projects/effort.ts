/**
 * The effort grid's editing (pure, tested in node): what the user typed over the stored values of
 * the member × period grid, the rows a save posts (only the cells that changed; a cell emptied of a
 * stored row posts nulls, which removes the row), which periods can hold a row of their own, and
 * the totals against the contract value.
 */
import { isEffortPeriod } from '@staffhub/domain';
import type { EffortGrid, EffortInput } from '../../api/projects';

export type EffortCell = EffortGrid['rows'][number]['cells'][number];
export type EffortPeriod = EffortGrid['periods'][number];

/** What a cell holds while edited: the effort percent and the billing rate, null for none. */
export interface CellDraft {
  effort: number | null;
  set_value: number | null;
}

/** Edited cells by `cellKey`. */
export type Drafts = Readonly<Record<string, CellDraft>>;

export function cellKey(employeeId: number, startDate: string): string {
  return `${employeeId}|${startDate}`;
}

/**
 * Whether a period can hold an effort row of its own (`isEffortPeriod`: a calendar month or a
 * Monday-to-Sunday week, also one that runs into the next month).
 */
export function isEditablePeriod(period: EffortPeriod): boolean {
  return period.end_date > period.start_date && isEffortPeriod(period.start_date, period.end_date);
}

/** What a cell shows: the draft if the user typed one, else the stored values. */
export function cellValue(cell: EffortCell, draft: CellDraft | undefined): CellDraft {
  return draft ?? { effort: cell.effort, set_value: cell.set_value };
}

/** A new draft for one value of a cell (the other value is kept as shown). */
export function editCell(
  drafts: Drafts,
  employeeId: number,
  cell: EffortCell,
  field: keyof CellDraft,
  value: number | null,
): Record<string, CellDraft> {
  const current = cellValue(cell, drafts[cellKey(employeeId, cell.start_date)]);
  return { ...drafts, [cellKey(employeeId, cell.start_date)]: { ...current, [field]: value } };
}

const same = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-9);

/** Whether a draft differs from what is stored. */
export function isChanged(cell: EffortCell, draft: CellDraft | undefined): boolean {
  if (!draft) return false;
  return !same(draft.effort, cell.effort) || !same(draft.set_value, cell.set_value);
}

/**
 * The rows a save posts: one per changed cell of an editable period, with the cell's own period.
 * Both values null removes the stored row; a cell emptied that had no row is no change.
 */
export function changedEfforts(grid: EffortGrid, drafts: Drafts): EffortInput['efforts'] {
  const out: EffortInput['efforts'] = [];
  for (const row of grid.rows) {
    for (const cell of row.cells) {
      const draft = drafts[cellKey(row.employee_id, cell.start_date)];
      if (!isChanged(cell, draft) || !draft || !isEditablePeriod(cell)) continue;
      out.push({
        employee_id: row.employee_id,
        start_date: cell.start_date,
        end_date: cell.end_date,
        effort: draft.effort,
        set_value: draft.set_value,
      });
    }
  }
  return out;
}

/** The man-months of the periods shown, their sum, and how it compares with the contract value. */
export function effortTotals(grid: Pick<EffortGrid, 'man_months' | 'contract_value'>): {
  total: number;
  contract: number | null;
  /** The periods shown take more man-months than the contract holds. */
  isOverContract: boolean;
  /** The share of the contract the periods shown use, in percent (null without a contract value). */
  share: number | null;
} {
  const total = Math.round(grid.man_months.reduce((a, b) => a + b, 0) * 100) / 100;
  const contract = grid.contract_value;
  return {
    total,
    contract,
    isOverContract: contract !== null && total > contract + 1e-9,
    share: contract ? Math.round((total / contract) * 1000) / 10 : null,
  };
}

/** The members whose figures pass 100 % in at least one period shown. */
export function overAllocated(
  grid: EffortGrid,
): Array<{ employee_id: number; name: string; periods: number }> {
  return grid.rows
    .map((row) => ({
      employee_id: row.employee_id,
      name: row.name,
      periods: row.cells.filter((c) => c.over).length,
    }))
    .filter((r) => r.periods > 0);
}

/** The day the grid is asked for: month view, the 1st of January of the year; week view, the 1st of the month. */
export function gridDate(view: 'month' | 'week', anchor: string): string {
  return view === 'month' ? `${anchor.slice(0, 4)}-01-01` : `${anchor.slice(0, 7)}-01`;
}

/** One step back or forward: a year in the month view, a month in the week view. */
export function stepAnchor(view: 'month' | 'week', anchor: string, step: -1 | 1): string {
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7));
  if (view === 'month') return `${year + step}-01-01`;
  const index = year * 12 + (month - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
