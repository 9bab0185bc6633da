/**
 * Corrections (additional timesheets) as a request kind: what the generic request pages show and
 * send (SPEC 2, SPEC 4, SPEC 7). The administrator decides with Confirm / Offer instead of Approve /
 * Reject, every decision needs a comment (the bulk one too), and the approval list shows the team.
 */
import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, REQUEST_STATUSES, ZCorrectionDecision } from '@staffhub/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CorrectionTypes, correctionsApi } from '../../api/corrections';
import { requestKind } from '../../requests/kind';
import { formScreens } from '../../requests/RequestForms';
import { canEdit } from '../../requests/rules';
import { OrgFilterFields } from '../timesheets/admin/OrgFilterFields';
import { formatWorkDate } from '../timesheets/format';
import { correctionColumns } from './components/columns';
import { correctionDetail } from './components/detail';
import { correctionForm } from './form';
import { canBulkSelect, correctionRowFacts, decisionButtons, requestStatusKey } from './rules';

const base = '/additional-timesheet';

/** approveStatus of the approval list: 1 waiting for me, 2 I approved, 3 I rejected, 5 I offered. */
const APPROVE_STATUSES = [1, 2, 3, 5] as const;

/** What the administrator's Confirm and Offer do. */
function AdminHint() {
  const { t } = useTranslation();
  return <Alert type="info" showIcon className="app-gap" title={t('corrections.approve.adminHint')} />;
}

export const correctionKind = requestKind<CorrectionTypes>({
  area: 'corrections',
  testId: 'correction',
  client: correctionsApi,
  base,
  updatePage: true,
  rowKey: 'id',
  envelope: 'timesheetRequest',
  lists: { mine: 'timesheetRequests', approval: 'timeSheetRequests', waiting: 'totalTimeSheetRequest' },
  columns: correctionColumns,
  who: { foot: true },
  bulkComment: true,
  sort: { sort_column: 'work_date', sort_by: 'desc' },
  table: { mine: { bordered: true }, approval: { tableLayout: 'fixed', scroll: { x: 1040 } } },
  filters: {
    mine: ['range', 'status'],
    approval: ['range', 'division', 'employee', 'status', 'approveStatus'],
    extra: {
      // The division and, narrowed by it, the team.
      division: () => <OrgFilterFields key="division" company={false} />,
      status: {
        field: 'status',
        label: 'corrections.filters.status',
        values: REQUEST_STATUSES,
        text: (s) => `corrections.status.${requestStatusKey(Number(s))}`,
      },
      approveStatus: {
        field: 'approveStatus',
        label: 'corrections.filters.approveStatus',
        values: APPROVE_STATUSES,
        text: (s) => `corrections.approveStatus.${s}`,
        testId: 'correction-filter-approve-status',
      },
    },
  },
  deleteText: (t, item) => t('corrections.list.deleteConfirm', { date: formatWorkDate(item.work_date) }),
  canBulkSelect,
  rowView: (item, viewerId) => {
    const facts = correctionRowFacts(item, viewerId);
    return facts && { timesheetRequest: item, ...facts };
  },
  detail: correctionDetail,
  // The detail already says why nobody can decide.
  silent: (data) => data.lacks_approvers,
  canEdit,
  form: formScreens(correctionForm),
  decision: {
    field: 'comment',
    required: true,
    maxLength: REASON_MAX_LENGTH,
    placeholder: 'corrections.approve.commentPlaceholder',
    schema: ZCorrectionDecision,
    choices: ({ acts_as_admin: asAdmin }) => {
      const { positive, negative } = decisionButtons(asAdmin);
      return [
        { ...positive, icon: <CheckOutlined />, primary: true, testId: 'correction-approve' },
        {
          ...negative,
          icon: asAdmin ? <SwapOutlined /> : <CloseOutlined />,
          danger: !asAdmin,
          testId: 'correction-reject',
        },
      ];
    },
    hint: (data) => (data.acts_as_admin ? <AdminHint /> : null),
    body: (status, note) => ({ status, comment: note }),
  },
});
