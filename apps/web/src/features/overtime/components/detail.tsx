/** The overtime detail of SPEC 2: the request's facts, its status, the approver table and the break notes. */
import type { OvertimeTypes } from '../../../api/overtime';
import type { KindDetail } from '../../../requests/RequestDetail';
import { levelEntries } from '../../../requests/rules';
import { visibleApprovers } from '../../approvals/approvers';
import { approverRows } from '../../approvals/parts';
import { formatDuration, formatWorkDate } from '../../timesheets/format';
import { BreakNotes } from './parts';

export const overtimeDetail: KindDetail<OvertimeTypes> = (item, { t }) => ({
  shows: ['position', 'division'],
  facts: [
    { key: 'project', value: item.project_name ?? t('overtime.noProject') },
    { key: 'date', value: formatWorkDate(item.date), num: true },
    { key: 'start', value: item.start_time, num: true },
    { key: 'end', value: item.end_time, num: true },
    { key: 'total', value: formatDuration(item.duration), num: true, testId: 'ot-total' },
    { key: 'reason', value: item.reason, text: true, wide: true },
    item.note ? { key: 'note', value: item.note, text: true, wide: true } : null,
  ],
  approvers: approverRows(visibleApprovers(levelEntries(item))),
  after: <BreakNotes />,
});
