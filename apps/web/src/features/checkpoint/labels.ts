/**
 * How the check-point screens name and write their values (pure, tested in node): stages, phases
 * and change-request states with their tag colours, dates (DD/MM/YYYY, SPEC 9), scores, raises.
 */
import { CHECKPOINT_STAGES, type CheckpointPhase, DATE_FORMAT, WIRE_DATE_FORMAT } from '@staffhub/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

type T = (key: string, values?: Record<string, unknown>) => string;

/** What an empty value shows. */
export const NONE = '–';

/** The stage's name (`checkpoint.stage.<n>`); an unknown stage reads as its number. */
export function stageText(t: T, stage: number): string {
  return stage >= CHECKPOINT_STAGES.SELF && stage <= CHECKPOINT_STAGES.CONFIRMED
    ? t(`checkpoint.stage.${stage}`)
    : String(stage);
}

const STAGE_COLORS = ['default', 'gold', 'orange', 'purple', 'blue', 'green'] as const;
export function stageColor(stage: number): string {
  return STAGE_COLORS[stage] ?? 'default';
}

export function phaseText(t: T, phase: CheckpointPhase): string {
  return t(`checkpoint.phase.${phase}`);
}

const PHASE_COLORS: Record<CheckpointPhase, string> = {
  upcoming: 'default',
  self: 'blue',
  review: 'orange',
  closed: 'green',
};
export function phaseColor(phase: CheckpointPhase): string {
  return PHASE_COLORS[phase];
}

/** A change request's state: 1 pending, 2 approved, 3 rejected. */
export function changeStatusText(t: T, status: number): string {
  return status >= 1 && status <= 3 ? t(`checkpoint.change.status.${status}`) : String(status);
}
export function changeStatusColor(status: number): string {
  return status === 2 ? 'green' : status === 3 ? 'red' : 'gold';
}

/** YYYY-MM-DD (or a timestamp) -> DD/MM/YYYY; empty stays `–`. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return NONE;
  const day = dayjs(value.slice(0, 10), WIRE_DATE_FORMAT, true);
  return day.isValid() ? day.format(DATE_FORMAT) : value;
}

/** A timestamp as DD/MM/YYYY HH:mm in the reader's company time zone when known. */
export function formatMoment(value: string | null | undefined, timeZone?: string | null): string {
  if (!value) return NONE;
  const moment = dayjs(value);
  if (!moment.isValid()) return value;
  const zoned = timeZone ? moment.tz(timeZone) : moment;
  return zoned.format(`${DATE_FORMAT} HH:mm`);
}

/** A mean score with two decimals at most (3.5 -> "3.5"); none -> `–`. */
export function formatScore(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/** A raise in percent with two decimals at most (3.5 -> "3.5 %"); none -> `–`. */
export function formatRaise(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return `${value.toLocaleString(locale, { maximumFractionDigits: 2 })} %`;
}
