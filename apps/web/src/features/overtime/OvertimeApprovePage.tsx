/**
 * /overtime-requests/approval/{id}: the approval view of SPEC 2 (GET show-approval/{id}): the
 * detail, plus the note and Approve / Reject only while it is the viewer's turn.
 */

import type { OvertimeShowApproval } from '@staffhub/domain';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useShowApproval } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { ApprovalView } from '../approvals/ApprovalView';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { ApprovalActions } from './components/ApprovalActions';
import { OvertimeDetailView } from './components/OvertimeDetailView';

/** The detail with the approval box, shared with the notification drawer. */
export function OvertimeApprovalView({
  data,
  timeZone,
  compact,
  onDone,
}: {
  data: OvertimeShowApproval;
  timeZone?: string;
  compact?: boolean;
  onDone?: () => void;
}) {
  const item = data.overTimeRequest;
  return (
    <ApprovalView
      detail={<OvertimeDetailView item={item} timeZone={timeZone} compact={compact} />}
      actions={
        data.can_approve && item.status === 1 ? (
          <ApprovalActions id={item.over_time_request_id} onDone={onDone} />
        ) : null
      }
      status={item.status}
      area="overtime"
      testId="ot-no-action"
    />
  );
}

export default function OvertimeApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useShowApproval(id);
  return (
    <>
      <PageHeading />
      <Loaded query={query} size="large">
        {(data) => <OvertimeApprovalView data={data} timeZone={account.data?.company_time_zone} />}
      </Loaded>
    </>
  );
}
