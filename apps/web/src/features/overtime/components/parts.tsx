/** Small pieces shared by the overtime screens: status tags, the approver table, the break notes. */
import { InfoCircleOutlined } from '@ant-design/icons';
import type { OvertimeItem } from '@staffhub/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { visibleApprovers } from '../../approvals/approvers';
import { RequestStatusTag, ApproversCell as SharedApproversCell } from '../../approvals/parts';

/** A request or approver status (1 pending, 2 approved, 3 rejected; 4 and 5 read as pending). */
export function OtStatusTag({ status, testId }: { status: number; testId?: string }) {
  return <RequestStatusTag area="overtime" status={status} testId={testId} />;
}

/** The approvers of a list row: name and status, in level order, truncated as in SPEC 2. */
export function ApproversCell({ item }: { item: OvertimeItem }) {
  return (
    <SharedApproversCell
      requestStatus={item.status}
      entries={visibleApprovers(item.approvers)}
      renderStatus={(status) => <OtStatusTag status={status} />}
    />
  );
}

/** The notes of SPEC 2 about overtime over lunch and at night. */
export function BreakNotes() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<InfoCircleOutlined />}
      className="app-gap"
      data-testid="ot-break-notes"
      title={
        <ul className="app-ot-notes">
          <li>{t('overtime.notes.lunch')}</li>
          <li>{t('overtime.notes.night')}</li>
        </ul>
      }
    />
  );
}
