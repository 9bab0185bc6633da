/**
 * Pure rules of the short-leave screens (no React, tested in node): the request body, the form
 * values of an existing request, minutes as H:mm, the assignee options and entries, a list's page,
 * and which field a refusal belongs to.
 */
import {
  type AssignablePosition,
  type ShortLeaveInput,
  type ShortLeaveItem,
  type ShortLeaveList,
  type ShortLeaveType,
  ZShortLeaveInput,
} from '@staffhub/domain';
import { formatDuration } from '../timesheets/format';

export const SHORT_LEAVE_PATH = '/sabbatical-leave-request/short-leave-request';
export const SHORT_LEAVE_ASSIGNED_PATH = `${SHORT_LEAVE_PATH}/assigned`;
export const SHORT_LEAVE_CREATE_PATH = `${SHORT_LEAVE_PATH}/create`;

export interface ShortLeaveFormValues {
  /** YYYY-MM-DD (the picker shows DD/MM/YYYY). */
  request_date: string | null | undefined;
  leave_type: ShortLeaveType | null | undefined;
  assigned_staff: number[] | null | undefined;
  reason: string | null | undefined;
  /** Whole minutes, 1 to SHORT_LEAVE_MAX_MINUTES (ZShortLeaveInput). */
  time_off: number | null | undefined;
}

/** A new request's defaults: today, arriving late, nobody assigned yet. */
export function emptyShortLeave(today: string): ShortLeaveFormValues {
  return { request_date: today, leave_type: 'late', assigned_staff: [], reason: '', time_off: null };
}

/** The body of POST /short-leave-requests and PUT /short-leave-requests/{id}. */
export function toShortLeaveInput(values: ShortLeaveFormValues): ShortLeaveInput {
  return {
    request_date: values.request_date ?? '',
    leave_type: values.leave_type ?? 'late',
    // One person once, in the order chosen.
    assigned_staff: [...new Set(values.assigned_staff ?? [])],
    reason: (values.reason ?? '').trim(),
    time_off: values.time_off ?? 0,
  };
}

/** The edit form of an existing request: its assignees are offered again (the edit resets them). */
export function toFormValues(item: ShortLeaveItem): ShortLeaveFormValues {
  return {
    request_date: item.request_date,
    leave_type: item.leave_type,
    assigned_staff: item.assigned_staff.map((a) => a.id),
    reason: item.reason,
    time_off: item.time_off,
  };
}

/** Whole minutes as H:mm (90 -> 1:30, 5 -> 0:05, 240 -> 4:00); empty for nothing or nonsense. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  return formatDuration(minutes);
}

/** Whether a time off is one the server accepts: the schema's rule (whole minutes, 1 to 240). */
export function isValidTimeOff(minutes: number | null | undefined): minutes is number {
  return typeof minutes === 'number' && ZShortLeaveInput.shape.time_off.safeParse(minutes).success;
}

export interface AssigneeGroup {
  role: AssignablePosition['role'];
  options: Array<{ value: number; label: string }>;
}

/** The assignee select: project managers first, then superiors; empty groups are left out. */
export function groupAssignable(positions: readonly AssignablePosition[]): AssigneeGroup[] {
  return (['project', 'manager'] as const)
    .map((role) => ({
      role,
      options: positions.filter((p) => p.role === role).map((p) => ({ value: p.id, label: p.name })),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * The edit form keeps assignees the server no longer offers (e.g. someone left the project) out of
 * the value: saving them would be refused with 4324.
 */
export function keepAssignable(ids: readonly number[], positions: readonly AssignablePosition[]): number[] {
  const allowed = new Set(positions.map((p) => p.id));
  return ids.filter((id) => allowed.has(id));
}

/**
 * How an assignee's entry reads: their own decision, pending while the request is, or null (a dash)
 * once another assignee settled it (the first decision settles it).
 */
export function assigneeStatus(requestStatus: number, entryStatus: number): 1 | 2 | 3 | null {
  if (entryStatus === 2 || entryStatus === 3) return entryStatus;
  return requestStatus === 1 ? 1 : null;
}

/**
 * The assignees as approver entries, one level each, for the list's cell and the detail's table:
 * status 0 (a dash) for those another assignee's decision left out.
 */
export function assigneeEntries(item: Pick<ShortLeaveItem, 'status' | 'assigned_staff'>) {
  return item.assigned_staff.map((entry, index) => ({
    level: index + 1,
    approve_name: entry.name,
    approve_avatar: entry.avatar,
    approve_status: assigneeStatus(item.status, entry.status) ?? 0,
    comment: entry.comment,
    approved_at: entry.acted_at,
    on_behalf_of: entry.on_behalf_of,
  }));
}

/** A list answer's page as the tables read it: the items beside the server's pagination. */
export function pageOfList(list: ShortLeaveList) {
  return { data: list.data, ...list.pagination };
}

/** The form field a refusal of the server is about (it is shown there as well as in the toast). */
export function fieldOfCode(code: number | null): keyof ShortLeaveInput | null {
  switch (code) {
    case 5069: // same day and type already registered
    case 4070: // the month is submitted
    case 4071:
      return 'request_date';
    case 4324: // an assignee who may not decide
    case 4321: // nobody to assign
      return 'assigned_staff';
    default:
      return null;
  }
}

/**
 * The i18n key of a refusal's own text: this screen's wording when it has one (e.g. 5069 "same day
 * and type"), else the shared text of the code; null for no code or an unknown one.
 */
export function refusalKey(code: number | null, has: (key: string) => boolean): string | null {
  if (code === null) return null;
  if (has(`shortLeave.errors.${code}`)) return `shortLeave.errors.${code}`;
  if (has(`errors.${code}`)) return `errors.${code}`;
  return null;
}

/**
 * The i18n keys of the creation failure toast (SPEC 8): the short-leave sentence, then why, when
 * the server said why (a generic server error adds nothing).
 */
export function createFailureKeys(code: number | null, has: (key: string) => boolean): string[] {
  const why = code === 5000 || code === 5001 ? null : refusalKey(code, has);
  return why ? ['shortLeave.createFailed', why] : ['shortLeave.createFailed'];
}
