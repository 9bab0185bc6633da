/**
 * What the signed-in person may do in the project area, as the server decides it
 * (docs/api-projects.md): only the Admin department and the board create projects (the account
 * carries `is_admin`; the board holds approval level 3); a project's own abilities say the rest.
 */
import type { Account } from '@staffhub/domain';

export function canCreateProjects(
  account: Pick<Account, 'is_admin' | 'approver_levels'> | undefined,
): boolean {
  return Boolean(account && (account.is_admin || account.approver_levels.includes(3)));
}
