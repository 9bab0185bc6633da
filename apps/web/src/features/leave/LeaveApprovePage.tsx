/**
 * /sabbatical-leave-request/approval/{id}: the approval view (GET show-approval/{id}): the detail,
 * plus the note and Approve / Reject only while it is the viewer's turn on a pending request.
 */
import { useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type LeaveShowApproval, useLeaveShowApproval } from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { ApprovalView } from '../approvals/ApprovalView';
import { Loaded } from '../approvals/Loaded';
import { useRouteId } from '../approvals/useRouteId';
import { LeaveApprovalActions } from './components/LeaveApprovalActions';
import { LeaveDetailView } from './components/LeaveDetailView';
import './leave.css';
import { canDecideLeave } from './rules';

export default function LeaveApprovePage() {
  const id = useRouteId(useParams().id);
  const account = useAccount();
  const query = useLeaveShowApproval(id);
  return (
    <>
      <PageHeading />
      <Loaded<LeaveShowApproval> query={query} size="large">
        {(data) => (
          <ApprovalView
            detail={
              <LeaveDetailView
                item={data.sabbaticalLeaveRequest}
                timeZone={account.data?.company_time_zone}
              />
            }
            actions={
              canDecideLeave(data) ? (
                <LeaveApprovalActions id={data.sabbaticalLeaveRequest.sabbatical_request_id} />
              ) : null
            }
            status={data.sabbaticalLeaveRequest.status}
            area="leave"
            testId="leave-no-action"
          />
        )}
      </Loaded>
    </>
  );
}
