/**
 * /sabbatical-leave-request/approval/{id}: the approval view (GET show-approval/{id}): the detail,
 * plus the note and Approve / Reject only while it is the viewer's turn on a pending request.
 */
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type LeaveShowApproval, useLeaveShowApproval } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { LoadError } from '../overtime/LoadError';
import { useRouteId } from '../overtime/useRouteId';
import { LeaveApprovalActions } from './components/LeaveApprovalActions';
import { LeaveDetailView } from './components/LeaveDetailView';
import './leave.css';
import { canDecideLeave } from './rules';

/** The detail with the approval box (also usable in a drawer). */
export function LeaveApprovalView({
  data,
  timeZone,
  compact,
  onDone,
}: {
  data: LeaveShowApproval;
  timeZone?: string;
  compact?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const item = data.sabbaticalLeaveRequest;
  return (
    <>
      <LeaveDetailView item={item} timeZone={timeZone} compact={compact} />
      {canDecideLeave(data) ? (
        <LeaveApprovalActions id={item.sabbatical_request_id} onDone={onDone} />
      ) : (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid="leave-no-action"
          title={t(item.status === 1 ? 'leave.approve.notYourTurn' : 'leave.approve.processed')}
        />
      )}
    </>
  );
}

export default function LeaveApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useLeaveShowApproval(id);
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <div className="app-center-spin">
          <Spin size="large" />
        </div>
      ) : query.data ? (
        <LeaveApprovalView data={query.data} timeZone={account.data?.company_time_zone} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
