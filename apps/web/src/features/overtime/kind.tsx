/** Overtime as a request kind: what the generic request pages show and send (SPEC 2, SPEC 7). */
import { REASON_MAX_LENGTH, ZApproveInput } from '@staffhub/domain';
import { type OvertimeTypes, overtimeApi } from '../../api/overtime';
import { approveOrReject } from '../../requests/Decision';
import { requestKind } from '../../requests/kind';
import { formScreens } from '../../requests/RequestForms';
import { canEdit, levelEntries } from '../../requests/rules';
import { formatWorkDate } from '../timesheets/format';
import { overtimeColumns } from './components/columns';
import { overtimeDetail } from './components/detail';
import { overtimeForm } from './form';

const base = '/overtime-requests';

export const overtimeKind = requestKind<OvertimeTypes>({
  area: 'overtime',
  testId: 'ot',
  client: overtimeApi,
  base,
  rowKey: 'over_time_request_id',
  envelope: 'overTimeRequest',
  approversOf: levelEntries,
  lists: { mine: 'overTimeRequests', approval: 'listOverTimeRequest', waiting: 'totalOverTimeRequest' },
  columns: overtimeColumns,
  who: { division: true },
  sort: { sort_column: 'date', sort_by: 'desc' },
  // At 1440 px the approval table would scroll: who's division and the approvers fold into the row.
  table: { approval: { foldBelowXxl: new Set(['division', 'approvers']) } },
  filters: {
    mine: ['month', 'status'],
    approval: ['employee', 'division', 'status', 'month', 'approveStatus'],
  },
  deleteText: (t, item) => t('overtime.list.deleteConfirm', { date: formatWorkDate(item.date) }),
  detail: overtimeDetail,
  form: formScreens(overtimeForm),
  canEdit,
  decision: {
    field: 'comment',
    maxLength: REASON_MAX_LENGTH,
    placeholder: 'overtime.approve.notePlaceholder',
    schema: ZApproveInput,
    choices: () => approveOrReject('overtime', 'ot'),
    body: (status, note) => ({ status, comment: note || null }),
  },
});
