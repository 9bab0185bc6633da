import type { TeamCalendar } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { buildCalendarGrid, cellClass } from './calendar';

const data: TeamCalendar = {
  month: '2026-12',
  divisions: null,
  days: [],
  people: [
    {
      employee_id: 1,
      employee_code: 'A1',
      name: 'An',
      foot_name: 'Phoenix',
      entries: [
        { date: '2026-12-01', kind: 'leave', type_reason: 1, status: 2 },
        { date: '2026-12-01', kind: 'remote', type_reason: null, status: 2 },
        { date: '2026-12-02', kind: 'remote', type_reason: null, status: 1 },
        { date: '2027-01-01', kind: 'leave', type_reason: 1, status: 2 },
      ],
    },
    { employee_id: 2, employee_code: 'B2', name: 'Binh', foot_name: null, entries: [] },
    {
      employee_id: 3,
      employee_code: 'C3',
      name: 'Chi',
      foot_name: 'Phoenix',
      entries: [
        { date: '2026-12-01', kind: 'leave', type_reason: 4, status: 1 },
        { date: '2026-12-01', kind: 'leave', type_reason: 3, status: 2 },
      ],
    },
  ],
};

describe('buildCalendarGrid', () => {
  it('has one column per day of the month, weekends and holidays marked', () => {
    const grid = buildCalendarGrid(data, { holidays: new Set(['2026-12-25']) });
    expect(grid.days).toHaveLength(31);
    expect(grid.days[0]).toEqual({
      date: '2026-12-01',
      day: 1,
      weekday: 2,
      isWeekend: false,
      isHoliday: false,
    });
    expect(grid.days[4]?.isWeekend).toBe(true); // Sat 5 Dec
    expect(grid.days[24]?.isHoliday).toBe(true);
  });

  it('puts each entry in its day, leave over remote, approved over pending', () => {
    const grid = buildCalendarGrid(data);
    const [an, binh, chi] = grid.rows;
    expect(an?.cells[0]).toEqual({ kind: 'leave', type: 1, isPending: false, alsoRemote: true });
    expect(an?.cells[1]).toEqual({ kind: 'remote', type: null, isPending: true, alsoRemote: false });
    expect(an?.leaveDays).toBe(1);
    expect(an?.remoteDays).toBe(2);
    expect(binh?.cells.every((c) => c === null)).toBe(true);
    expect(chi?.cells[0]).toMatchObject({ kind: 'leave', type: 3, isPending: false });
  });

  it('ignores entries outside the month and counts who is away each day', () => {
    const grid = buildCalendarGrid(data);
    expect(grid.awayPerDay[0]).toBe(2);
    expect(grid.awayPerDay[1]).toBe(0);
    expect(grid.awayPerDay.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('says when some leave is shown without its type', () => {
    expect(buildCalendarGrid(data).hasUndisclosed).toBe(false);
    const hidden: TeamCalendar = {
      ...data,
      people: [
        {
          employee_id: 4,
          employee_code: 'D4',
          name: 'Dung',
          foot_name: null,
          entries: [{ date: '2026-12-02', kind: 'leave', type_reason: null, status: 2 }],
        },
      ],
    };
    const grid = buildCalendarGrid(hidden);
    expect(grid.hasUndisclosed).toBe(true);
    expect(grid.rows[0]?.cells[1]).toMatchObject({ kind: 'leave', type: null });
    expect(cellClass({ kind: 'leave', type: null, isPending: false, alsoRemote: false })).toBe(
      'app-leave-cal-type-0',
    );
  });

  it('can leave out the people with nothing in the month', () => {
    expect(buildCalendarGrid(data, { onlyAway: true }).rows.map((r) => r.name)).toEqual(['An', 'Chi']);
  });

  it('names the cell style by type and pending state', () => {
    expect(cellClass({ kind: 'leave', type: 2, isPending: false, alsoRemote: false })).toBe(
      'app-leave-cal-type-2',
    );
    expect(cellClass({ kind: 'remote', type: null, isPending: true, alsoRemote: false })).toBe(
      'app-leave-cal-remote app-leave-cal-pending',
    );
  });
});
