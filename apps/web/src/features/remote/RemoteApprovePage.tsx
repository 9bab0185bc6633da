/**
 * /remote-request/approval/{id}: the approval view (GET /remote/{id}/show-approval): the detail,
 * plus the note and Approve / Reject only while it is the viewer's turn on a pending request.
 */
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type RemoteShowApproval, useRemoteShowApproval } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { LoadError } from '../overtime/LoadError';
import { useRouteId } from '../overtime/useRouteId';
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
  const { t } = useTranslation();
  const item = data.remoteRequest;
  return (
    <>
      <RemoteDetailView item={item} timeZone={timeZone} compact={compact} />
      {canDecideRemote(data) ? (
        <RemoteApprovalActions id={item.id} onDone={onDone} />
      ) : (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid="remote-no-action"
          title={t(item.status === 1 ? 'remote.approve.notYourTurn' : 'remote.approve.processed')}
        />
      )}
    </>
  );
}

export default function RemoteApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useRemoteShowApproval(id);
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : query.data ? (
        <RemoteApprovalView data={query.data} timeZone={account.data?.company_time_zone} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
