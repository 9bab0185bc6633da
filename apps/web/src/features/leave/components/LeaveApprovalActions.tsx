/** The leave approval box (SPEC 2): a note and Approve (2) / Reject (3); rejecting needs the note. */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, ZApproveInput } from '@staffhub/domain';
import { decideLeave, LEAVE_LABELS, type LeaveDecision, useInvalidateLeave } from '../../../api/leave';
import { DecisionBox, type DecisionChoice } from '../../approvals/DecisionBox';

const CHOICES: readonly [DecisionChoice, DecisionChoice] = [
  {
    status: 2,
    label: 'leave.approve.approve',
    title: 'leave.approve.confirmApprove',
    done: 'leave.approve.approved',
    icon: <CheckOutlined />,
    primary: true,
    testId: 'leave-approve',
  },
  {
    status: 3,
    label: 'leave.approve.reject',
    title: 'leave.approve.confirmReject',
    done: 'leave.approve.rejected',
    icon: <CloseOutlined />,
    danger: true,
    testId: 'leave-reject',
  },
];

export function LeaveApprovalActions({ id, onDone }: { id: number; onDone?: () => void }) {
  const invalidate = useInvalidateLeave();
  return (
    <DecisionBox
      title="leave.approve.title"
      testId="leave-approval-box"
      field="comment"
      labels={LEAVE_LABELS}
      maxLength={REASON_MAX_LENGTH}
      placeholder="leave.approve.notePlaceholder"
      inputTestId="leave-approval-note"
      schema={ZApproveInput}
      choices={CHOICES}
      confirmTestId="leave-confirm-ok"
      send={(status, note, form) =>
        decideLeave(id, { status: status as LeaveDecision, comment: note || null }, form)
      }
      invalidate={invalidate}
      onDone={onDone}
    />
  );
}
