/** Axis scale of the hours-per-day chart (pure). */

const MINUTES_PER_HOUR = 60;

export interface HourScale {
  /** Top of the axis, in hours. */
  maxHours: number;
  /** Tick values in hours, from 0 to maxHours. */
  ticks: number[];
}

/** A round axis that fits `maxMinutes`: steps of 1, 2, 4 or 6 hours, at least 8 hours tall. */
export function hourScale(maxMinutes: number, minHours = 8): HourScale {
  const needed = Math.max(minHours, Math.ceil(Math.max(0, maxMinutes) / MINUTES_PER_HOUR));
  const step = [1, 2, 4, 6, 12].find((s) => needed / s <= 6) ?? 24;
  const maxHours = Math.ceil(needed / step) * step;
  const ticks: number[] = [];
  for (let h = 0; h <= maxHours; h += step) ticks.push(h);
  return { maxHours, ticks };
}

export interface DayBar {
  date: string;
  day: number;
  normal: number;
  overtime: number;
}

/** Stacked bars: paid normal minutes and paid overtime minutes per day. */
export function toDayBars(
  rows: readonly { work_date: string; work_time_pay: number; ot_after_offset: number }[],
): DayBar[] {
  return rows.map((row) => ({
    date: row.work_date,
    day: Number(row.work_date.slice(8, 10)),
    normal: Math.max(0, row.work_time_pay),
    overtime: Math.max(0, row.ot_after_offset),
  }));
}
