/**
 * Short leave as a request kind (SPEC 2, SPEC 7): the client, form, detail, columns, filters and
 * decision the generic parts use. Its list stays its own (mine / assigned to me as two tabs, the
 * detail in a modal), so it has no detail or approval page: both open the list's `?id=`.
 */
import { REASON_MAX_LENGTH, SHORT_LEAVE_TYPES, ZShortLeaveDecision } from '@staffhub/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ShortLeaveTypes, shortLeaveApi } from '../../api/shortLeave';
import { approveOrReject } from '../../requests/Decision';
import { requestKind } from '../../requests/kind';
import { formScreens } from '../../requests/RequestForms';
import { canEdit } from '../../requests/rules';
import { shortLeaveColumns } from './components/columns';
import { shortLeaveDetail } from './components/detail';
import { shortLeaveForm } from './form';
import { pageOfList, SHORT_LEAVE_PATH } from './rules';

const FILTERS = ['range', 'type', 'status'] as const;
const opened = (id: number) => `${SHORT_LEAVE_PATH}?id=${id}`;

function FirstDecisionSettles() {
  const { t } = useTranslation();
  return <Alert type="info" showIcon className="app-gap" title={t('shortLeave.approve.firstSettles')} />;
}

export const shortLeaveKind = requestKind<ShortLeaveTypes>({
  area: 'shortLeave',
  testId: 'short-leave',
  client: shortLeaveApi,
  base: SHORT_LEAVE_PATH,
  routes: { detail: opened, approval: opened },
  rowKey: 'id',
  envelope: 'data',
  // No waiting count in the answer: the tab's badge reads `requestNoConfirmShortLeave`.
  lists: { mine: pageOfList, approval: pageOfList },
  columns: shortLeaveColumns,
  who: {},
  filters: {
    mine: FILTERS,
    approval: FILTERS,
    extra: {
      type: {
        field: 'leave_type',
        label: 'shortLeave.filters.type',
        values: SHORT_LEAVE_TYPES,
        text: (type) => `shortLeave.types.${type}`,
      },
    },
  },
  detail: shortLeaveDetail,
  form: formScreens(shortLeaveForm),
  canEdit,
  decision: {
    field: 'comment',
    maxLength: REASON_MAX_LENGTH,
    placeholder: 'shortLeave.approve.notePlaceholder',
    schema: ZShortLeaveDecision,
    choices: () => approveOrReject('shortLeave', 'short-leave', 'shortLeave'),
    hint: () => <FirstDecisionSettles />,
    body: (status, note) => ({ status: status as 2 | 3, comment: note || null }),
  },
  // The requester has nothing to do while it is pending; once settled, it says so.
  silent: (view) => view.data.status === 1 && !view.can_approve,
});

/** The approval view of one request, from the request itself (no show-approval call). */
export const viewOf = (one: ShortLeaveTypes['one']): ShortLeaveTypes['showApproval'] => ({
  ...one,
  can_approve: one.data.can_decide,
});
