/**
 * The leave screens' pure helpers (no React, tested in node): the request body, the live day count
 * of the form, the time pickers, the form's warnings and the messages put on the fields for the
 * server's limits. The rules they apply (office times, the count, the limits) are the domain's.
 */
import {
  COMPENSATED_LEAVE as COMPENSATED,
  type FieldError,
  type FieldErrors,
  isLeaveBoundary,
  type LeaveCountProblem,
  type LeaveInput,
  type LeaveReason,
  type LeaveSpan,
  leaveCountProblem,
  leaveDayCount,
  MINUTES_PER_WORKDAY,
  type PaidLeaveCause,
  PHYSIOLOGICAL_LEAVE as PHYSIOLOGICAL,
  SEPARATE_PAID_LEAVE as SEPARATE_PAID,
} from '@staffhub/domain';

/** Where the leave screens live (SPEC 2). */
export const LEAVE_BASE = '/sabbatical-leave-request';

/** Type codes (SPEC 3), the domain's: 1 compensated, 2 separate paid, 4 physiological. */
export { COMPENSATED, PHYSIOLOGICAL, SEPARATE_PAID };

/** The reason physiological leave always has (ZLeaveInput). */
export const PHYSIOLOGY_REASON: LeaveReason = 'PHYSIOLOGY';

export interface LeaveFormValues {
  /** YYYY-MM-DD (the pickers show DD/MM/YYYY). */
  start_date: string | null | undefined;
  /** HH:mm. */
  start_time: string | null | undefined;
  end_date: string | null | undefined;
  end_time: string | null | undefined;
  type_reason: number | null | undefined;
  reason: LeaveReason | null | undefined;
  paid_cause: PaidLeaveCause | null | undefined;
  note: string | null | undefined;
  approve_person_1: number | null | undefined;
  approve_person_2: number | null | undefined;
}

/**
 * The body of POST create / update: physiological leave is one day with the PHYSIOLOGY reason, the
 * paid cause goes with type 2 only, approver 2 is null when level 2 has no candidate.
 */
export function toLeaveInput(values: LeaveFormValues, hasLevel2: boolean): LeaveInput {
  const type = values.type_reason ?? 0;
  const start = values.start_date ?? '';
  return {
    start_date: start,
    start_time: values.start_time ?? '',
    end_date: type === PHYSIOLOGICAL ? start : (values.end_date ?? ''),
    end_time: values.end_time ?? '',
    type_reason: type,
    reason: (type === PHYSIOLOGICAL ? PHYSIOLOGY_REASON : values.reason) as LeaveReason,
    paid_cause: type === SEPARATE_PAID ? (values.paid_cause ?? null) : null,
    note: values.note?.trim() || null,
    approve_person_1: values.approve_person_1 ?? 0,
    approve_person_2: hasLevel2 ? (values.approve_person_2 ?? null) : null,
  };
}

/**
 * The approvers an edit starts from: a leave item names its approvers once, in `approvers` (SPEC 3),
 * so the form's two choices are its level-1 and level-2 entries.
 */
export function chosenApprovers(item: {
  approvers: ReadonlyArray<{ level: number; approve_employee_id: number }>;
}): Pick<LeaveFormValues, 'approve_person_1' | 'approve_person_2'> {
  const at = (level: number) => item.approvers.find((e) => e.level === level)?.approve_employee_id ?? null;
  return { approve_person_1: at(1), approve_person_2: at(2) };
}

/** The span of the form once its four parts are filled (physiological: the end date is the start's). */
export function spanOf(values: Partial<LeaveFormValues>): LeaveSpan | null {
  const { start_date, start_time, end_time } = values;
  const end_date = values.type_reason === PHYSIOLOGICAL ? start_date : values.end_date;
  if (!start_date || !start_time || !end_date || !end_time) return null;
  return { start_date, start_time, end_date, end_time };
}

export interface LiveCount {
  span: LeaveSpan;
  /** The span's own errors (office times, order), as the server would answer them. */
  errors: FieldErrors | null;
  minutes: number;
  days: number;
}

/**
 * The count shown while the user types: the domain's count with the holidays known to the browser
 * (the server's answer confirms it). Null while the span is incomplete.
 */
export function liveDayCount(
  values: Partial<LeaveFormValues>,
  holidays: ReadonlySet<string> = new Set(),
): LiveCount | null {
  const span = spanOf(values);
  return span ? { span, ...leaveDayCount(span, holidays) } : null;
}

/** The years a span touches (the holidays to load). */
export function yearsOf(span: Pick<LeaveSpan, 'start_date' | 'end_date'> | null): number[] {
  if (!span) return [];
  const from = Number(span.start_date.slice(0, 4));
  const to = Math.max(from, Number(span.end_date.slice(0, 4)));
  const years: number[] = [];
  for (let y = from; y <= to && years.length < 3; y++) years.push(y);
  return years;
}

/** The problems of a counted span the form warns about before sending it (the domain's limits). */
export type CountProblem = LeaveCountProblem;

export interface CountContext {
  type: number | null | undefined;
  paidCause?: PaidLeaveCause | null | undefined;
  /** Days available (the balance minus pending type-1 days), as the commons give them. */
  available?: number | undefined;
  physiological?: { remaining_minutes: number; remaining_requests: number } | undefined;
}

/** The domain's limits on `minutes` of leave, with what the form's commons know. */
export function countProblem(minutes: number, ctx: CountContext): CountProblem | null {
  const { available, ...rest } = ctx;
  return leaveCountProblem(minutes, {
    ...rest,
    availableMinutes: available === undefined ? undefined : available * MINUTES_PER_WORKDAY,
  });
}

/**
 * The i18n key and params of a server limit put on a field (`max_value` of SPEC 5): the generic
 * "must be at most N" would not say N of what. Null: the generic validation message fits.
 */
export function limitMessage(
  field: string,
  error: FieldError,
  type: number | null | undefined,
): { key: string; params: Record<string, string | number> } | null {
  if (error.rule !== 'max_value') return null;
  const max = Number(error.params?.max ?? 0);
  if (field === 'end_date' && type === COMPENSATED)
    return { key: 'leave.limits.overAvailable', params: { max } };
  if (field === 'end_date' && type === SEPARATE_PAID)
    return { key: 'leave.limits.overAllowance', params: { max } };
  if (field === 'end_time' && type === PHYSIOLOGICAL)
    return { key: 'leave.limits.overMinutes', params: { max } };
  if (field === 'type_reason' && type === PHYSIOLOGICAL)
    return { key: 'leave.limits.noRequestsLeft', params: { max } };
  return null;
}

/** The allowed minutes of an hour for a leave start or end (office windows, steps of `step`). */
export function allowedMinutes(hour: number, which: 'start' | 'end', step: number): number[] {
  const out: number[] = [];
  for (let m = 0; m < 60; m += step) {
    if (isLeaveBoundary(hour * 60 + m, which)) out.push(m);
  }
  return out;
}

/**
 * The TimePicker's `disabledTime`: hours and minutes outside the office windows (to the minute: the
 * picker's `minuteStep` decides which of the allowed minutes are listed).
 */
export function officeDisabledTime(which: 'start' | 'end') {
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return {
    disabledHours: () => hours.filter((h) => allowedMinutes(h, which, 1).length === 0),
    disabledMinutes: (hour: number) => {
      const allowed = new Set(allowedMinutes(hour, which, 1));
      return Array.from({ length: 60 }, (_, m) => m).filter((m) => !allowed.has(m));
    },
  };
}

/** The picker step: physiological leave is counted in minutes, the rest in half hours. */
export function minuteStepFor(type: number | null | undefined): 15 | 30 {
  return type === PHYSIOLOGICAL ? 15 : 30;
}

/** Days as the lists show them: at most two decimals, no trailing zeros (1, 0.5, 1.25). */
export function formatDays(days: number): string {
  return String(Math.round(days * 100) / 100);
}

/** Signed days of a ledger line: +1, -0.5, 0. */
export function formatSignedDays(days: number): string {
  const text = formatDays(Math.abs(days));
  if (days > 0) return `+${text}`;
  if (days < 0) return `-${text}`;
  return text;
}

/**
 * The i18n key and params of a ledger line's reason. The server writes its own sentence; the web
 * says the same thing in the user's language from the line's facts, and shows an adjustment's
 * note (typed by HR) as it is.
 */
export function ledgerReason(line: {
  kind: string;
  reason: string;
  request_id: number | null;
  period: string | null;
}): { key: string; params: Record<string, string | number> } | { text: string } {
  if (line.kind === 'accrual' && line.period) {
    const period = /^\d{4}-\d{2}$/.test(line.period)
      ? `${line.period.slice(5)}/${line.period.slice(0, 4)}`
      : line.period;
    return { key: 'leave.ledger.reasonAccrual', params: { period } };
  }
  if ((line.kind === 'deduction' || line.kind === 'restore') && line.request_id !== null) {
    return {
      key: line.kind === 'deduction' ? 'leave.ledger.reasonDeduction' : 'leave.ledger.reasonRestore',
      params: { id: line.request_id },
    };
  }
  return { text: line.reason };
}

/**
 * The balance and physiological usage a request being edited may use: the server leaves the request
 * itself out when it checks an edit, so its own pending days and minutes are given back here.
 */
export function usableForEdit<
  C extends {
    days_available: number;
    physiological: { month?: string; remaining_minutes: number; remaining_requests: number };
  },
>(
  commons: C,
  item: {
    status: number;
    type_reason: number;
    number_days_off: number;
    number_minutes_off: number;
    start_date: string;
  } | null,
): C {
  if (item?.status !== 1) return commons;
  if (item.type_reason === COMPENSATED) {
    return {
      ...commons,
      days_available: Math.round((commons.days_available + item.number_days_off) * 100) / 100,
    };
  }
  const month = commons.physiological.month;
  if (item.type_reason === PHYSIOLOGICAL && (!month || item.start_date.startsWith(month))) {
    return {
      ...commons,
      physiological: {
        ...commons.physiological,
        remaining_minutes: commons.physiological.remaining_minutes + item.number_minutes_off,
        remaining_requests: commons.physiological.remaining_requests + 1,
      },
    };
  }
  return commons;
}
