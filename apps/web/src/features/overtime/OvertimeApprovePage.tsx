/**
 * /overtime-requests/approval/{id}: the approval view of SPEC 2 (GET show-approval/{id}): the
 * detail, plus the note and Approve / Reject only while it is the viewer's turn.
 */
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type ShowApprovalResponse, useShowApproval } from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { ApprovalActions } from './components/ApprovalActions';
import { OvertimeDetailView } from './components/OvertimeDetailView';
import { LoadError } from './LoadError';
import { useRouteId } from './useRouteId';

/** The detail with the approval box, shared with the notification drawer. */
export function ApprovalView({
  data,
  timeZone,
  compact,
  onDone,
}: {
  data: ShowApprovalResponse;
  timeZone?: string;
  compact?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const item = data.overTimeRequest;
  return (
    <>
      <OvertimeDetailView item={item} timeZone={timeZone} compact={compact} />
      {data.can_approve && item.status === 1 ? (
        <ApprovalActions id={item.over_time_request_id} onDone={onDone} />
      ) : (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid="ot-no-action"
          title={t(item.status === 1 ? 'overtime.approve.notYourTurn' : 'overtime.approve.processed')}
        />
      )}
    </>
  );
}

export default function OvertimeApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useShowApproval(id);
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : query.data ? (
        <ApprovalView data={query.data} timeZone={account.data?.company_time_zone} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
