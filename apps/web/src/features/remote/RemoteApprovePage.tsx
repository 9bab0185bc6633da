/**
 * /remote-request/approval/{id}: the approval view (GET /remote/{id}/show-approval): the detail,
 * plus the note and Approve / Reject only while it is the viewer's turn on a pending request.
 */
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type RemoteShowApproval, useRemoteShowApproval } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { ApprovalView } from '../approvals/ApprovalView';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { RemoteApprovalActions } from './components/RemoteApprovalActions';
import { RemoteDetailView } from './components/RemoteDetailView';
import { canDecideRemote } from './rules';

/** The detail with the approval box, shared with the notification drawer. */
export function RemoteApprovalView({
  data,
  timeZone,
  compact,
  onDone,
}: {
  data: RemoteShowApproval;
  timeZone?: string;
  compact?: boolean;
  onDone?: () => void;
}) {
  const item = data.remoteRequest;
  return (
    <ApprovalView
      detail={<RemoteDetailView item={item} timeZone={timeZone} compact={compact} />}
      actions={canDecideRemote(data) ? <RemoteApprovalActions id={item.id} onDone={onDone} /> : null}
      status={item.status}
      area="remote"
      testId="remote-no-action"
    />
  );
}

export default function RemoteApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useRemoteShowApproval(id);
  return (
    <>
      <PageHeading />
      <Loaded query={query} size="large">
        {(data) => <RemoteApprovalView data={data} timeZone={account.data?.company_time_zone} />}
      </Loaded>
    </>
  );
}
