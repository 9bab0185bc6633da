/** The vote's chart specs and page rules (pure, tested in node). */
import type { VoteResults } from '@staffhub/domain';
import type { ChartSpec } from '../../app/charts/spec';

export interface ChartWords {
  /** y axis: "Votes". */
  votes: string;
  /** x axis of the choice chart: "Destination". */
  choice: string;
  /** x axis of the team chart: "Team". */
  team: string;
  /** The name of voters without a division. */
  noTeam: string;
}

const count = (n: number) => String(Math.round(n));

/** A round top for a count axis: at least 1, and a step that gives at most about six ticks. */
export function countStep(max: number): number {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
  return steps.find((s) => Math.max(1, max) / s <= 6) ?? Math.ceil(max / 6);
}

/** One bar per choice, in its colour. */
export function choiceChartSpec(r: VoteResults, words: ChartWords): ChartSpec {
  const values = r.choices.map((c) => r.votes[String(c.id)] ?? 0);
  return {
    labels: r.choices.map((c) => c.name),
    series: [{ key: 'votes', label: words.votes, color: r.choices.map((c) => c.color), values }],
    y: { title: words.votes, min: 0, step: countStep(Math.max(0, ...values)) },
    x: { title: words.choice },
    format: count,
    legend: false,
  };
}

/** One stacked bar per team, a segment per choice in the choice's colour. */
export function teamChartSpec(r: VoteResults, words: ChartWords): ChartSpec {
  return {
    labels: r.teams.map((t) => t.team ?? words.noTeam),
    series: r.choices.map((c) => ({
      key: String(c.id),
      label: c.name,
      color: c.color,
      stack: 'votes',
      values: r.teams.map((t) => t.votes[String(c.id)] ?? 0),
    })),
    y: { title: words.votes, min: 0, step: countStep(Math.max(0, ...r.teams.map((t) => t.total))) },
    x: { title: words.team },
    format: count,
    legend: true,
  };
}

/** A choice's share of the ballots, in whole percent (0 without a ballot). */
export function shareOf(r: VoteResults, choiceId: number): number {
  if (r.total === 0) return 0;
  return Math.round(((r.votes[String(choiceId)] ?? 0) * 100) / r.total);
}

/** The years the picker offers: two back, the shown one and one ahead, without duplicates, newest first. */
export function yearOptions(current: number, shown: number): number[] {
  return [...new Set([current + 1, current, current - 1, current - 2, shown])].sort((a, b) => b - a);
}

/** A `#rrggbb` colour readable text goes on: dark on light colours, white on dark ones. */
export function textOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#000000';
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.6 ? '#1f1f1f' : '#ffffff';
}
