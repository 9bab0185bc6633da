import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import type { DelegationRow } from './delegations.repository';

/**
 * Who may do what with delegations (issue #20). An approver (by their place in the organisation)
 * names their own delegate, another approver (a delegation moves nothing but the steps named for
 * its delegator, and only an approver reaches the approval screens). A delegation is cancelled
 * by the person who made it, or by an administrator; its delegate may read it (answered as not
 * found to anyone else, 4040). Being a delegate gives no right beyond deciding the steps moved to
 * them: the requests' own policy reads the steps.
 */
/** Naming a delegate: approvers only (4030 for anyone else, who has nothing to delegate). */
export function requireDelegator(_actor: Actor, isApprover: boolean): void {
  if (!isApprover) throw new AppError(4030);
}

export function requireDelegationReader(actor: Actor, d: DelegationRow | undefined): DelegationRow {
  if (!d || (d.delegator_id !== actor.employeeId && d.delegate_id !== actor.employeeId && !actor.isAdmin))
    throw new AppError(4040);
  return d;
}

export function requireDelegationCanceller(actor: Actor, d: DelegationRow | undefined): DelegationRow {
  const found = requireDelegationReader(actor, d);
  if (found.delegator_id !== actor.employeeId && !actor.isAdmin) throw new AppError(4030);
  return found;
}

/** Whether `actor` may cancel `d` (the list's `can_cancel`): exactly when the cancel would pass. */
export function mayCancel(actor: Actor, d: DelegationRow): boolean {
  return d.delegator_id === actor.employeeId || actor.isAdmin;
}
