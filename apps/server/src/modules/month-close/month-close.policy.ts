import type { Actor } from '../../plugins/auth';
import { requireAdmin } from '../../plugins/auth';

/**
 * Who may close a month (issue #20): the administrators who already submit and reopen a whole
 * company's month (`POST /submit-timesheets` with company_id) read the month-close screen, remind,
 * lock or unlock people in bulk and download the payroll file. Everyone else: 403 / 4030.
 */
export function requireMonthCloser(actor: Actor): void {
  requireAdmin(actor);
}
