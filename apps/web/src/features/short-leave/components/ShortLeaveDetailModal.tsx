/**
 * One short leave in a modal, read by its id: the shared detail (the request, its assignees with
 * their decisions) and, for an assignee while it is pending, the decision box; the first decision
 * settles the request.
 */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { ApprovalView } from '../../../requests/RequestViews';
import { Loaded } from '../../approvals/Loaded';
import { shortLeaveKind, viewOf } from '../kind';

export function ShortLeaveDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const timeZone = useAccount().data?.company_time_zone;
  // A request gone or hidden is told here, not by leaving the page.
  const detail = shortLeaveKind.client.useDetail(id, { inPanel: true });
  const decides = detail.data?.data.can_decide ?? false;
  return (
    <Modal
      open={id !== null}
      title={t(decides ? 'shortLeave.approve.modalTitle' : 'shortLeave.detail.title')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="short-leave-detail-modal"
    >
      {id !== null && (
        <Loaded query={detail}>
          {(one) => (
            <ApprovalView kind={shortLeaveKind} data={viewOf(one)} timeZone={timeZone} onDone={onClose} />
          )}
        </Loaded>
      )}
    </Modal>
  );
}
