/**
 * The words and colours of the projects' fixed lists (pure, tested in node): status, type, member
 * type and position, activity type, contract status, as text, tag colour and Select options.
 */
import {
  ACTIVITY_TYPES,
  CONTRACT_STATUSES,
  PROJECT_MEMBER_TYPES,
  PROJECT_POSITIONS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@staffhub/domain';
import type { TFunction } from 'i18next';
import { NONE } from './format';

export interface Option<V extends number | string> {
  value: V;
  label: string;
}

/** antd Tag presets (their text is darkened to AA by `app/palette.ts`). */
const STATUS_COLORS: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'volcano' };
const CONTRACT_COLORS: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'default' };

export function statusText(t: TFunction, status: number | null | undefined): string {
  return status == null ? NONE : t(`projects.status.${status}`, { defaultValue: String(status) });
}
export function statusColor(status: number): string {
  return STATUS_COLORS[status] ?? 'default';
}
export function typeText(t: TFunction, type: number | null | undefined): string {
  return type == null ? NONE : t(`projects.type.${type}`, { defaultValue: String(type) });
}
export function memberTypeText(t: TFunction, type: number | null | undefined): string {
  return type == null ? NONE : t(`projects.memberType.${type}`, { defaultValue: String(type) });
}
export function positionText(t: TFunction, position: string | null | undefined): string {
  return position ? t(`projects.position.${position}`, { defaultValue: position }) : NONE;
}
export function activityTypeText(t: TFunction, type: string): string {
  return t(`projects.activityType.${type}`, { defaultValue: type });
}
export function contractStatusText(t: TFunction, status: number | null | undefined): string {
  return status == null ? NONE : t(`projects.contractStatus.${status}`, { defaultValue: String(status) });
}
export function contractStatusColor(status: number): string {
  return CONTRACT_COLORS[status] ?? 'default';
}

export const statusOptions = (t: TFunction): Option<number>[] =>
  PROJECT_STATUSES.map((value) => ({ value, label: statusText(t, value) }));
export const typeOptions = (t: TFunction): Option<number>[] =>
  PROJECT_TYPES.map((value) => ({ value, label: typeText(t, value) }));
export const memberTypeOptions = (t: TFunction): Option<number>[] =>
  PROJECT_MEMBER_TYPES.map((value) => ({ value, label: memberTypeText(t, value) }));
export const positionOptions = (t: TFunction): Option<string>[] =>
  PROJECT_POSITIONS.map((value) => ({ value, label: positionText(t, value) }));
export const activityTypeOptions = (t: TFunction): Option<string>[] =>
  ACTIVITY_TYPES.map((value) => ({ value, label: activityTypeText(t, value) }));
export const contractStatusOptions = (t: TFunction): Option<number>[] =>
  CONTRACT_STATUSES.map((value) => ({ value, label: contractStatusText(t, value) }));

/** People as Select options: "Name (code)", searchable by both. */
export function personOptions(
  people: ReadonlyArray<{ id: number; name: string; employee_code?: string }> | undefined,
): Option<number>[] {
  return (people ?? []).map((p) => ({
    value: p.id,
    label: p.employee_code ? `${p.name} (${p.employee_code})` : p.name,
  }));
}

/**
 * Options plus the people a stored project already names who are missing from them (someone who
 * has left is no longer offered, but the select must still show their name, not a bare id).
 */
export function withCurrent(
  options: Option<number>[],
  current: ReadonlyArray<{ id: number; name: string } | null | undefined>,
): Option<number>[] {
  const known = new Set(options.map((o) => o.value));
  const extra: Option<number>[] = [];
  for (const person of current) {
    if (person && !known.has(person.id)) {
      known.add(person.id);
      extra.push({ value: person.id, label: person.name });
    }
  }
  return extra.length ? [...options, ...extra] : options;
}
