/** Small pieces shared by the remote screens: status tags, the approvers cell and table. */
import type { RemoteItem } from '@staffhub/domain';
import { orderedApprovers } from '../../../requests/rules';
import { ApproversCell, RequestStatusTag } from '../../approvals/parts';

/** A request or approver status: 1 pending, 2 approved, 3 rejected. */
export function RemoteStatusTag({ status, testId }: { status: number; testId?: string }) {
  return <RequestStatusTag area="remote" status={status} testId={testId} />;
}

/** The approvers of a list row: name and status, in level order. */
export function RemoteApproversCell({ item }: { item: RemoteItem }) {
  return (
    <ApproversCell
      requestStatus={item.status}
      entries={orderedApprovers(item.approvers)}
      renderStatus={(status) => <RemoteStatusTag status={status} />}
    />
  );
}
