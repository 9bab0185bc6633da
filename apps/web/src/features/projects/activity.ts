/**
 * The kick-off and bonus activity form (pure, tested in node): its values, the running sum of the
 * bonuses against the total budget, the body's JSON part and the checks the domain shares with the
 * server (`ZActivityInput`, `activityErrors`: each employee once, a member of the project, the
 * bonuses within the budget), keyed by the paths the server names (`employees.0.employee_id`).
 */
import { activityErrors, type FieldErrors, toFieldErrors, ZActivityInput } from '@staffhub/domain';
import type { Activity, ActivityInput } from '../../api/projects';

export interface ActivityFormValues {
  type?: string | null;
  date?: string | null;
  time?: string | null;
  total_budget?: number | null;
  title?: string | null;
  note?: string | null;
  employees?: Array<{ employee_id?: number | null; bonus?: number | null } | null> | null;
}

export function newActivityValues(today: string): ActivityFormValues {
  return { type: 'KICK_OFF', date: today, time: null, total_budget: 0, title: '', note: null, employees: [] };
}

/** The `payload` part of the multipart body: texts trimmed, emptied optional ones as null. */
export function toActivityInput(values: ActivityFormValues): ActivityInput {
  const note = (values.note ?? '').trim();
  return {
    type: values.type ?? null,
    date: values.date ?? null,
    time: values.time || null,
    total_budget: values.total_budget ?? null,
    title: (values.title ?? '').trim(),
    note: note === '' ? null : note,
    employees: (values.employees ?? []).map((e) => ({
      employee_id: e?.employee_id ?? null,
      bonus: e?.bonus ?? 0,
    })),
  } as unknown as ActivityInput;
}

/** The bonuses typed so far, and what is left of the budget (negative: over it). */
export function bonusSum(values: Pick<ActivityFormValues, 'employees' | 'total_budget'>): {
  sum: number;
  left: number;
  isOver: boolean;
} {
  const sum = (values.employees ?? []).reduce(
    (total, e) => total + (typeof e?.bonus === 'number' ? e.bonus : 0),
    0,
  );
  const budget = values.total_budget ?? 0;
  return { sum, left: budget - sum, isOver: sum > budget };
}

/** Every problem of the form by path: the schema's, then the rules across fields. */
export function activityFormErrors(values: ActivityFormValues, memberIds: ReadonlySet<number>): FieldErrors {
  const input = toActivityInput(values);
  const parsed = ZActivityInput.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, input);
  // The cross rules look at the rows with an employee chosen; their indexes map back to the form's rows.
  const chosen = input.employees
    .map((employee, index) => ({ employee, index }))
    .filter(({ employee }) => typeof employee.employee_id === 'number');
  const cross =
    typeof input.total_budget === 'number'
      ? activityErrors(
          { total_budget: input.total_budget, employees: chosen.map((c) => c.employee) },
          memberIds,
        )
      : null;
  for (const [field, list] of Object.entries(cross ?? {})) {
    const match = /^employees\.(\d+)\.(.+)$/.exec(field);
    const row = match ? chosen[Number(match[1])]?.index : undefined;
    const key = match && row !== undefined ? `employees.${row}.${match[2]}` : field;
    if (!errors[key]) errors[key] = list;
  }
  return errors;
}

/** The employees an activity already rewarded, and the total paid out. */
export function paidOut(activity: Pick<Activity, 'employees'>): number {
  return activity.employees.reduce((total, e) => total + e.bonus, 0);
}

/** The activities newest first (by date, then time, then id), whatever order they came in. */
export function newestFirst<T extends Pick<Activity, 'date' | 'time' | 'id'>>(activities: readonly T[]): T[] {
  return [...activities].sort(
    (a, b) => b.date.localeCompare(a.date) || (b.time ?? '').localeCompare(a.time ?? '') || b.id - a.id,
  );
}
