/**
 * The overtime approval box (SPEC 2): a note and Approve / Reject; rejecting needs the note
 * (ZApproveInput).
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, ZApproveInput } from '@staffhub/domain';
import { approveOvertime, OVERTIME_LABELS, useInvalidateOvertime } from '../../../api/overtime';
import { DecisionBox, type DecisionChoice } from '../../approvals/DecisionBox';

const CHOICES: readonly [DecisionChoice, DecisionChoice] = [
  {
    status: 2,
    label: 'overtime.approve.approve',
    title: 'overtime.approve.confirmApprove',
    done: 'overtime.approve.approved',
    icon: <CheckOutlined />,
    primary: true,
    testId: 'ot-approve',
  },
  {
    status: 3,
    label: 'overtime.approve.reject',
    title: 'overtime.approve.confirmReject',
    done: 'overtime.approve.rejected',
    icon: <CloseOutlined />,
    danger: true,
    testId: 'ot-reject',
  },
];

export function ApprovalActions({ id, onDone }: { id: number; onDone?: () => void }) {
  const invalidate = useInvalidateOvertime();
  return (
    <DecisionBox
      title="overtime.approve.title"
      testId="ot-approval-box"
      field="comment"
      labels={OVERTIME_LABELS}
      maxLength={REASON_MAX_LENGTH}
      placeholder="overtime.approve.notePlaceholder"
      inputTestId="ot-note"
      schema={ZApproveInput}
      choices={CHOICES}
      confirmTestId="ot-confirm-ok"
      send={(status, note, form) =>
        approveOvertime(id, { status: status as 2 | 3, comment: note || null }, form)
      }
      invalidate={invalidate}
      onDone={onDone}
    />
  );
}
