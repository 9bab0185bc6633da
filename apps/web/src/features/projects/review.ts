/**
 * The weekly reviews' trend (pure, tested in node): the weeks oldest to newest, each of the eight
 * items and the week's health as a tone (1 green, 2 amber, 3 red; a week nobody reviewed is grey,
 * not green: its items are only the defaults), which way the health went lately, and the values
 * a week's review form starts from.
 */
import { isMonday, REVIEW_ITEMS, reviewHealth } from '@staffhub/domain';
import type { Review, ReviewInput } from '../../api/projects';

export type ReviewItem = (typeof REVIEW_ITEMS)[number];
export type Tone = 'green' | 'amber' | 'red' | 'none';

export const TONES: Record<number, Tone> = { 1: 'green', 2: 'amber', 3: 'red' };

/** The tone of one value: its colour when the week was reviewed, else grey. */
export function toneOf(value: number, reviewed: boolean): Tone {
  return reviewed ? (TONES[value] ?? 'none') : 'none';
}

export interface TrendCell {
  start_date: string;
  value: number;
  tone: Tone;
}

export interface TrendRow {
  /** One of the eight items, or `health` (the worst of them). */
  key: ReviewItem | 'health';
  cells: TrendCell[];
}

/** The grid of the trend: the weeks oldest first (left to right), a row per item, then health. */
export function trendGrid(reviews: readonly Review[]): { weeks: Review[]; rows: TrendRow[] } {
  const weeks = [...reviews].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const row = (key: ReviewItem | 'health'): TrendRow => ({
    key,
    cells: weeks.map((w) => {
      const value = key === 'health' ? w.health : w[key];
      return { start_date: w.start_date, value, tone: toneOf(value, w.id !== null) };
    }),
  });
  return { weeks, rows: [...REVIEW_ITEMS.map(row), row('health')] };
}

/**
 * Which way the project went: the health of the newest reviewed week against the reviewed week
 * before it (`worse` when it went from green to amber, or amber to red...). Null with fewer than two
 * reviewed weeks.
 */
export function trendDirection(reviews: readonly Review[]): 'worse' | 'better' | 'steady' | null {
  const reviewed = reviews
    .filter((r) => r.id !== null)
    .sort((a, b) => b.start_date.localeCompare(a.start_date));
  const [latest, previous] = reviewed;
  if (!latest || !previous) return null;
  if (latest.health > previous.health) return 'worse';
  if (latest.health < previous.health) return 'better';
  return 'steady';
}

/** How many of the weeks shown were red (health 3), for the trend's summary. */
export function redWeeks(reviews: readonly Review[]): number {
  return reviews.filter((r) => r.id !== null && r.health === 3).length;
}

/** The form's values for a week: its stored review, else every item at 1 and no note. */
export function reviewFormValues(start: string, stored: Review | undefined): ReviewInput {
  const items = Object.fromEntries(REVIEW_ITEMS.map((item) => [item, stored?.[item] ?? 1])) as Record<
    ReviewItem,
    1 | 2 | 3
  >;
  return { start_date: start, note: stored?.note ?? null, ...items };
}

/** The health a review's values give (what the form previews while it is filled). */
export function healthOf(values: Partial<Record<ReviewItem, number | null | undefined>>): number {
  return reviewHealth(
    Object.fromEntries(REVIEW_ITEMS.map((item) => [item, Number(values[item] ?? 1)])) as Record<
      string,
      number
    >,
  );
}

/** A day the review's week picker offers: a Monday no later than the current week's. */
export function isPickableMonday(date: string, currentMonday: string): boolean {
  return isMonday(date) && date <= currentMonday;
}
