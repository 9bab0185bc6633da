/**
 * /additional-timesheet/approval/{id}: the approval view of SPEC 2 (GET show-approval/{id}): the
 * detail, plus the comment and the two decisions only while it is the viewer's turn.
 */
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type CorrectionShowApproval, useCorrectionShowApproval } from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { ApprovalView } from '../approvals/ApprovalView';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { CorrectionApprovalActions } from './components/CorrectionApprovalActions';
import { CorrectionDetailView } from './components/CorrectionDetailView';

/** The detail with the approval box, shared with the notification drawer. */
export function CorrectionApprovalView({
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
  const item = data.timesheetRequest;
  return (
    <ApprovalView
      detail={
        <CorrectionDetailView
          item={item}
          timeZone={timeZone}
          compact={compact}
          lacks={data.lacks_approvers}
        />
      }
      actions={
        data.can_approve && item.status === 1 ? (
          <CorrectionApprovalActions id={item.id} actsAsAdmin={data.acts_as_admin} onDone={onDone} />
        ) : data.lacks_approvers ? (
          // The detail already says why nobody can decide.
          false
        ) : null
      }
      status={item.status}
      area="corrections"
      testId="correction-no-action"
    />
  );
}

export default function CorrectionApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useCorrectionShowApproval(id);
  return (
    <>
      <PageHeading />
      <Loaded query={query} size="large">
        {(data) => <CorrectionApprovalView data={data} timeZone={account.data?.company_time_zone} />}
      </Loaded>
    </>
  );
}
