/**
 * The remote screens' pure helpers (no React, tested in node): the date pickers and the form's
 * date check on the domain's date rules (SPEC 2 / 5), and the request body.
 */
import { type RemoteInput, remoteDateErrors, remoteEarliestStart, remoteLatestEnd } from '@staffhub/domain';

export interface RemoteFormValues {
  approve_person_1: number | null | undefined;
  approve_person_2: number | null | undefined;
  /** YYYY-MM-DD (the pickers show DD/MM/YYYY). */
  start_date: string | null | undefined;
  end_date: string | null | undefined;
  reason: string | undefined;
}

/** The start picker: not earlier than yesterday, not later than the chosen end date. */
export function isStartDateDisabled(day: string, limits: { today: string; end?: string | null }): boolean {
  if (day < remoteEarliestStart(limits.today)) return true;
  return !!limits.end && day > limits.end;
}

/**
 * The end picker: not earlier than the start date (nor than yesterday, which the start cannot be
 * either), and not after the latest end of a request from that start.
 */
export function isEndDateDisabled(day: string, limits: { today: string; start?: string | null }): boolean {
  if (day < remoteEarliestStart(limits.today)) return true;
  if (!limits.start) return false;
  return day < limits.start || day > remoteLatestEnd(limits.start);
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
