/** Small pieces shared by the remote screens: status tags, the approvers cell and table. */
import type { RemoteItem } from '../../../api/remote';
import { orderedApprovers } from '../../../requests/rules';
import { ApproverTable } from '../../approvals/ApproverTable';
import { ApproversCell, approverRows, RequestStatusTag } from '../../approvals/parts';

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

/** SPEC 2 approver table, in level order. */
export function RemoteApproverTable({ item, timeZone }: { item: RemoteItem; timeZone?: string }) {
  return (
    <ApproverTable
      testId="remote-approver-table"
      titlePrefix="remote.approverTable"
      requestStatus={item.status}
      timeZone={timeZone}
      renderStatus={(status) => <RemoteStatusTag status={status} />}
      rows={approverRows(orderedApprovers(item.approvers))}
    />
  );
}
