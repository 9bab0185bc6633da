import type { ErrorCode } from '@staffhub/domain';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/** Who a request concerns, as the policy needs it. */
export interface RequestParties {
  requesterId: number;
  approverIds: readonly number[];
  /**
   * Approvers a step was named for whom someone else now holds it (issue #20): a delegate holds it
   * for them, or it escalated from them. They still read the request (they are named on it), but
   * only its holder decides.
   */
  formerApproverIds?: readonly number[];
}

/** The answers a kind gives where SPEC 8 names its own codes. */
export interface PolicyCodes {
  /** A request the person may not see is answered as if it did not exist (4292, 4294, 4040). */
  notFound: ErrorCode;
  /** Whether administrators read every request of the kind (their management lists). */
  adminReads: boolean;
}

export type RequestAction = 'view' | 'change' | 'decide';

/**
 * May `actor` do `action` to a request? The one answer for every request kind:
 * - view: the requester, anyone named on its approval steps (a delegate and the approver they act
 *   for, an escalation's holder and the approver it left), and (where the kind says so) admins;
 * - change (edit, delete): the requester only;
 * - decide (approve, reject, cancel my approval): anyone who may view it gets past the policy, and
 *   the approval rule then says whether it is their turn; a viewer who is not an approver is 4030.
 * Throws the kind's code; a refusal never tells a stranger that the request exists.
 */
export function authorize(actor: Actor, action: RequestAction, parties: RequestParties, codes: PolicyCodes) {
  const isRequester = parties.requesterId === actor.employeeId;
  const isApprover = parties.approverIds.includes(actor.employeeId);
  const actedFor = parties.formerApproverIds?.includes(actor.employeeId) ?? false;
  const mayView = isRequester || isApprover || actedFor || (codes.adminReads && actor.isAdmin);
  if (!mayView) throw new AppError(codes.notFound);
  if (action === 'change' && !isRequester) throw new AppError(codes.notFound);
  if (action === 'decide' && !isApprover) throw new AppError(4030);
}
