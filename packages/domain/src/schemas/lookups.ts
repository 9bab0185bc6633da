import { z } from 'zod';
import { MONTH_RE } from '../formats';

/**
 * The lookups every signed-in person reads (customers, positions, employee types, technologies) and
 * the people managers' charts (issue #15, docs/api-people.md).
 */

/** SPEC 3 customer type: 1 company, 2 individual. */
export const CUSTOMER_TYPES = [1, 2] as const;
/** SPEC 3 customer status: 1 important, 2 potential, 3 general. */
export const CUSTOMER_STATUSES = [1, 2, 3] as const;
/** The groups the technologies are listed by (the column is free text; these are the ones seeded). */
export const TECHNOLOGY_CATEGORIES = [
  'language',
  'framework',
  'database',
  'cloud',
  'tool',
  'mobile',
] as const;

export const ZCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  status: z.number().int(),
});
export type Customer = z.infer<typeof ZCustomer>;

export const ZCustomers = z.object({ customers: z.array(ZCustomer) });

export const ZPositions = z.object({
  positions: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});

/** `WORK_TYPES`: 0 internship, 1 part-time, 2 full-time. */
export const ZEmployeeTypes = z.object({ employeeTypes: z.array(z.number().int()) });

export const ZTechnology = z.object({ id: z.number().int(), name: z.string(), category: z.string() });
export type Technology = z.infer<typeof ZTechnology>;

export const ZTechnologies = z.object({ technologies: z.array(ZTechnology) });

/** One bar of a headcount chart: the group's key (a code, a name or a number as text) and its people. */
export const ZChartCount = z.object({ key: z.string(), count: z.number().int().nonnegative() });
export type ChartCount = z.infer<typeof ZChartCount>;

/** Joiners and leavers of one month (`YYYY-MM`). */
export const ZChartMovement = z.object({
  month: z.string().regex(MONTH_RE),
  joined: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
});
export type ChartMovement = z.infer<typeof ZChartMovement>;

/** How many months the movements chart covers, this month included. */
export const CHART_MONTHS = 12;

/**
 * `GET /charts`: the headcount of the people working today by company (code), division (name; '-'
 * without one), work type and Japanese level (numbers as text), and the movements of the last
 * `CHART_MONTHS` months, oldest first.
 */
export const ZCharts = z.object({
  by_company: z.array(ZChartCount),
  by_division: z.array(ZChartCount),
  by_work_type: z.array(ZChartCount),
  by_japanese_level: z.array(ZChartCount),
  movements: z.array(ZChartMovement),
});
export type Charts = z.infer<typeof ZCharts>;
