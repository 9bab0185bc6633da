import { ilike, or, type SQL } from 'drizzle-orm';
import { employees } from './schema';

/**
 * Employees whose code or name contains `info` (case-insensitive, LIKE's own characters taken
 * literally): the "code or name" search of every list. Undefined when there is nothing to match.
 */
export function employeeMatch(info: string | undefined): SQL | undefined {
  if (!info) return undefined;
  const like = `%${info.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(employees.employee_code, like), ilike(employees.name, like));
}
