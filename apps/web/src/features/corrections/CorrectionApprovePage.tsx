/**
 * /additional-timesheet/approval/{id}: the approval view of SPEC 2 (GET show-approval/{id}): the
 * detail, plus the comment and the two decisions only while it is the viewer's turn.
 */
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type CorrectionShowApproval, useCorrectionShowApproval } from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { LoadError } from '../overtime/LoadError';
import { useRouteId } from '../overtime/useRouteId';
import { CorrectionApprovalActions } from './components/CorrectionApprovalActions';
import { CorrectionDetailView } from './components/CorrectionDetailView';

/** The detail with the approval box, shared with the notification drawer. */
export function ApprovalView({
  data,
  timeZone,
  compact,
  onDone,
}: {
  data: CorrectionShowApproval;
  timeZone?: string;
  compact?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const item = data.timesheetRequest;
  return (
    <>
      <CorrectionDetailView item={item} timeZone={timeZone} compact={compact} lacks={data.lacks_approvers} />
      {data.can_approve && item.status === 1 ? (
        <CorrectionApprovalActions id={item.id} actsAsAdmin={data.acts_as_admin} onDone={onDone} />
      ) : data.lacks_approvers ? null : (
        <Alert
          type="info"
          showIcon
          className="app-gap"
          data-testid="correction-no-action"
          title={t(item.status === 1 ? 'corrections.approve.notYourTurn' : 'corrections.approve.processed')}
        />
      )}
    </>
  );
}

export default function CorrectionApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useCorrectionShowApproval(id);
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
