/**
 * The OVERTIME_REQUEST content of the notification drawer (SPEC 2): the overtime detail, with the
 * approval box when the notification asks the reader to approve (REQUEST) and it is their turn.
 * Reads stay on the page under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { useAccount } from '../../api/account';
import { useOvertimeDetail, useShowApproval } from '../../api/overtime';
import { RequestDrawerBody } from '../approvals/RequestDrawerBody';
import { OvertimeDetailView } from './components/OvertimeDetailView';
import { OvertimeApprovalView } from './OvertimeApprovePage';

export function OvertimeDrawerContent({ item, onNavigate }: { item: Notification; onNavigate: () => void }) {
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useOvertimeDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/overtime-requests/approval/${id}` : `/overtime-requests/detail/${id}`;

  return (
    <RequestDrawerBody
      id={id}
      query={query}
      link={link}
      openLabel="overtime.drawer.openPage"
      openTestId="ot-drawer-open-page"
      onNavigate={onNavigate}
    >
      {approval.data ? (
        <OvertimeApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <OvertimeDetailView item={detail.data.overTimeRequest} timeZone={timeZone} compact />
      ) : null}
    </RequestDrawerBody>
  );
}
