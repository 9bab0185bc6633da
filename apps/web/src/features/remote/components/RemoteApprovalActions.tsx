/**
 * The remote approval box (SPEC 2, 4, 5): a note (required, at most 255) and Approve (2) / Reject
 * (3). Sent as POST /remote/approve/{id}.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REMOTE_NOTE_MAX_LENGTH, ZRemoteDecision } from '@staffhub/domain';
import {
  decideRemote,
  REMOTE_APPROVAL_LABELS,
  type RemoteDecision,
  useInvalidateRemote,
} from '../../../api/remote';
import { DecisionBox, type DecisionChoice } from '../../approvals/DecisionBox';

const CHOICES: readonly [DecisionChoice, DecisionChoice] = [
  {
    status: 2,
    label: 'remote.approve.approve',
    title: 'remote.approve.confirmApprove',
    done: 'remote.approve.approved',
    icon: <CheckOutlined />,
    primary: true,
    testId: 'remote-approve',
  },
  {
    status: 3,
    label: 'remote.approve.reject',
    title: 'remote.approve.confirmReject',
    done: 'remote.approve.rejected',
    icon: <CloseOutlined />,
    danger: true,
    testId: 'remote-reject',
  },
];

export function RemoteApprovalActions({ id, onDone }: { id: number; onDone?: () => void }) {
  const invalidate = useInvalidateRemote();
  return (
    <DecisionBox
      title="remote.approve.title"
      testId="remote-approval-box"
      field="reason"
      labels={REMOTE_APPROVAL_LABELS}
      required
      maxLength={REMOTE_NOTE_MAX_LENGTH}
      placeholder="remote.approve.notePlaceholder"
      inputTestId="remote-note"
      schema={ZRemoteDecision}
      choices={CHOICES}
      confirmTestId="remote-confirm-ok"
      send={(status, note, form) =>
        decideRemote(id, { status: status as RemoteDecision, reason: note }, form)
      }
      invalidate={invalidate}
      onDone={onDone}
    />
  );
}
