/**
 * The REMOTE_WORKING_REQUEST content of the notification drawer (SPEC 2): REQUEST shows the
 * approval view (the decision box when it is the reader's turn), APPROVED the detail. Reads stay on
 * the page under the drawer: a missing request shows its error here.
 */
import type { Notification } from '@staffhub/domain';
import { useAccount } from '../../api/account';
import { useRemoteDetail, useRemoteShowApproval } from '../../api/remote';
import { RequestDrawerBody } from '../approvals/RequestDrawerBody';
import { RemoteDetailView } from './components/RemoteDetailView';
import { RemoteApprovalView } from './RemoteApprovePage';

export function RemoteDrawerContent({ item, onNavigate }: { item: Notification; onNavigate: () => void }) {
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const id = item.request_id;
  const asApprover = item.request_type === 'REQUEST';
  const approval = useRemoteShowApproval(asApprover ? id : null, { inPanel: true });
  const detail = useRemoteDetail(asApprover ? null : id, { inPanel: true });
  const query = asApprover ? approval : detail;
  const link = asApprover ? `/remote-request/approval/${id}` : `/remote-request/detail/${id}`;

  return (
    <RequestDrawerBody
      id={id}
      query={query}
      link={link}
      openLabel="remote.drawer.openPage"
      openTestId="remote-drawer-open-page"
      onNavigate={onNavigate}
      testId="remote-drawer"
    >
      {approval.data ? (
        <RemoteApprovalView data={approval.data} timeZone={timeZone} compact />
      ) : detail.data ? (
        <RemoteDetailView item={detail.data.remoteRequest} timeZone={timeZone} compact />
      ) : null}
    </RequestDrawerBody>
  );
}
