/**
 * The ADDITIONAL_TIMESHEET content of the notification drawer (SPEC 2): REQUEST shows the approval
 * view (compact), APPROVED the detail, with a button to the full page. Reads stay on the page
 * under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { useAccount } from '../../api/account';
import { useCorrectionDetail, useCorrectionShowApproval } from '../../api/corrections';
import { RequestDrawerBody } from '../approvals/RequestDrawerBody';
import { CorrectionApprovalView } from './CorrectionApprovePage';
import { CorrectionDetailView } from './components/CorrectionDetailView';

export function CorrectionDrawerContent({
  item,
  onNavigate,
}: {
  item: Notification;
  onNavigate: () => void;
}) {
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useCorrectionShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useCorrectionDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/additional-timesheet/approval/${id}` : `/additional-timesheet/detail/${id}`;

  return (
    <RequestDrawerBody
      id={id}
      query={query}
      link={link}
      openLabel="corrections.drawer.openPage"
      openTestId="correction-drawer-open-page"
      onNavigate={onNavigate}
    >
      {approval.data ? (
        <CorrectionApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <CorrectionDetailView item={detail.data.timesheetRequest} timeZone={timeZone} compact />
      ) : null}
    </RequestDrawerBody>
  );
}
