import { ZActivityInput } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { activityFormErrors, bonusSum, newActivityValues, newestFirst, toActivityInput } from './activity';

const members = new Set([5, 6, 7]);
const typed = {
  ...newActivityValues('2026-12-02'),
  title: '  Kick-off party ',
  total_budget: 100_000,
  note: ' ',
  time: '18:30',
  employees: [
    { employee_id: 5, bonus: 30_000 },
    { employee_id: 6, bonus: 50_000 },
  ],
};

describe('the activity form', () => {
  it('builds the payload the schema accepts: title trimmed, empty note null', () => {
    const input = toActivityInput(typed);
    expect(input).toMatchObject({
      type: 'KICK_OFF',
      date: '2026-12-02',
      time: '18:30',
      title: 'Kick-off party',
      note: null,
    });
    expect(ZActivityInput.safeParse(input).success).toBe(true);
    expect(toActivityInput({ ...typed, time: '' }).time).toBeNull();
  });

  it('keeps a running sum of the bonuses against the budget', () => {
    expect(bonusSum(typed)).toEqual({ sum: 80_000, left: 20_000, isOver: false });
    expect(bonusSum({ ...typed, total_budget: 70_000 })).toEqual({
      sum: 80_000,
      left: -10_000,
      isOver: true,
    });
    expect(bonusSum({ employees: [{ employee_id: 5, bonus: null }, null], total_budget: null })).toEqual({
      sum: 0,
      left: 0,
      isOver: false,
    });
  });

  it('refuses bonuses over the budget, a person twice and someone outside the project, on the form rows', () => {
    const errors = activityFormErrors(
      {
        ...typed,
        total_budget: 50_000,
        employees: [
          { employee_id: 5, bonus: 10_000 },
          { employee_id: null, bonus: 0 },
          { employee_id: 5, bonus: 10_000 },
          { employee_id: 99, bonus: 40_000 },
        ],
      },
      members,
    );
    expect(errors.total_budget?.[0]?.rule).toBe('bonus_over_budget');
    // Row 1 has nobody chosen yet: the cross rules' indexes still point at the form's own rows.
    expect(errors['employees.1.employee_id']?.[0]?.rule).toBe('required');
    expect(errors['employees.2.employee_id']?.[0]?.rule).toBe('distinct');
    expect(errors['employees.3.employee_id']?.[0]?.rule).toBe('project_member');
    expect(activityFormErrors(typed, members)).toEqual({});
  });

  it('orders the history newest first by date, then time', () => {
    const list = [
      { id: 1, date: '2026-10-01', time: null },
      { id: 2, date: '2026-11-01', time: '09:00' },
      { id: 3, date: '2026-11-01', time: '18:00' },
    ];
    expect(newestFirst(list).map((a) => a.id)).toEqual([3, 2, 1]);
  });
});
