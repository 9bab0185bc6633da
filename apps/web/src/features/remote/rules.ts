/**
 * Pure rules of the remote screens (no React, tested in node): the date pickers' limits in the
 * company time zone (SPEC 2 / 5), the request body, and who may edit or decide.
 */
import { addDays, REMOTE_MAX_DAYS, type RemoteInput, remoteDateErrors } from '@staffhub/domain';
import type { ApproverEntry } from '../approvals/approvers';
import { todayIn } from '../timesheets/dateRange';

export interface RemoteFormValues {
  approve_person_1: number | null | undefined;
  approve_person_2: number | null | undefined;
  /** YYYY-MM-DD (the pickers show DD/MM/YYYY). */
  start_date: string | null | undefined;
  end_date: string | null | undefined;
  reason: string | undefined;
}

/** Yesterday (YYYY-MM-DD) in the company time zone: the earliest start date. */
export function remoteYesterday(timeZone: string | null | undefined, now?: Date | number): string {
  return addDays(todayIn(timeZone, now), -1);
}

/** The start picker: not earlier than yesterday, not later than the chosen end date. */
export function isStartDateDisabled(day: string, limits: { today: string; end?: string | null }): boolean {
  if (day < addDays(limits.today, -1)) return true;
  return !!limits.end && day > limits.end;
}

/**
 * The end picker: not earlier than the start date (nor than yesterday, which the start cannot be
 * either), and at most REMOTE_MAX_DAYS calendar days from the start.
 */
export function isEndDateDisabled(day: string, limits: { today: string; start?: string | null }): boolean {
  const yesterday = addDays(limits.today, -1);
  if (day < yesterday) return true;
  if (!limits.start) return false;
  return day < limits.start || day > addDays(limits.start, REMOTE_MAX_DAYS - 1);
}

/**
 * The date errors the server would answer (same rules, same codes), for the form's own check.
 * Null when both dates are missing or fine; missing ones are the schema's "required".
 */
export function dateErrorFor(
  field: 'start_date' | 'end_date',
  values: Pick<RemoteFormValues, 'start_date' | 'end_date'>,
  today: string,
) {
  const start = values.start_date;
  if (!start) return null;
  // The start alone can already be too early; the end needs the start to be judged.
  const end = values.end_date || (field === 'start_date' ? start : null);
  if (!end) return null;
  return remoteDateErrors(start, end, today)?.[field]?.[0] ?? null;
}

/** The body of POST /remote and POST /remote/{id}: approver 2 is null when there is no level 2. */
export function toRemoteInput(values: RemoteFormValues, hasLevel2: boolean): RemoteInput {
  return {
    approve_person_1: values.approve_person_1 ?? 0,
    approve_person_2: hasLevel2 ? (values.approve_person_2 ?? null) : null,
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    reason: (values.reason ?? '').trim(),
  };
}

/** The form defaults of a new request: the first candidate of each level. */
export function defaultApprovers(candidates: { level1: { id: number }[]; level2: { id: number }[] }) {
  return {
    approve_person_1: candidates.level1[0]?.id ?? null,
    approve_person_2: candidates.level2[0]?.id ?? null,
  };
}

/** SPEC 2: Edit is offered only while the request is pending and the server allows it. */
export function canEditRemote(item: { status: number; can_edit: boolean }): boolean {
  return item.status === 1 && item.can_edit;
}

/** SPEC 4: the decision box only when it is the viewer's pending entry on a pending request. */
export function canDecideRemote(data: { can_approve: boolean; remoteRequest: { status: number } }): boolean {
  return data.can_approve && data.remoteRequest.status === 1;
}

/** The approver table rows, in level order. */
export function orderedApprovers<T extends Pick<ApproverEntry, 'level'>>(approvers: readonly T[]): T[] {
  return [...approvers].sort((a, b) => a.level - b.level);
}
