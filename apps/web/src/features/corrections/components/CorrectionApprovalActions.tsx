/**
 * The correction approval box (SPEC 4, SPEC 5): a required comment (at most 512) and two buttons.
 * The manager approves (2) or rejects (3); the administrator confirms (2) or offers (5), with the
 * offer popup title.
 */
import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, ZCorrectionDecision } from '@staffhub/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CORRECTION_LABELS, decideCorrection, useInvalidateCorrections } from '../../../api/corrections';
import { DecisionBox } from '../../approvals/DecisionBox';
import { decisionButtons } from '../rules';

interface Props {
  id: number;
  actsAsAdmin: boolean;
  onDone?: () => void;
}

export function CorrectionApprovalActions({ id, actsAsAdmin, onDone }: Props) {
  const { t } = useTranslation();
  const invalidate = useInvalidateCorrections();
  const { positive, negative } = decisionButtons(actsAsAdmin);
  return (
    <DecisionBox
      title="corrections.approve.title"
      testId="correction-approval-box"
      hint={
        actsAsAdmin ? (
          <Alert type="info" showIcon className="app-gap" title={t('corrections.approve.adminHint')} />
        ) : null
      }
      field="comment"
      labels={CORRECTION_LABELS}
      required
      maxLength={REASON_MAX_LENGTH}
      placeholder="corrections.approve.commentPlaceholder"
      inputTestId="correction-comment"
      schema={ZCorrectionDecision}
      choices={[
        { ...positive, icon: <CheckOutlined />, primary: true, testId: 'correction-approve' },
        {
          ...negative,
          icon: actsAsAdmin ? <SwapOutlined /> : <CloseOutlined />,
          danger: !actsAsAdmin,
          testId: 'correction-reject',
        },
      ]}
      confirmTestId="correction-confirm-ok"
      send={(status, note, form) =>
        decideCorrection(id, { status: status as 2 | 3 | 5, comment: note }, form)
      }
      invalidate={invalidate}
      onDone={onDone}
    />
  );
}
