/** The remote detail of SPEC 2: employee, start and end dates, note (the reason), status, approvers. */
import type { RemoteTypes } from '../../../api/remote';
import type { KindDetail } from '../../../requests/RequestDetail';
import { levelEntries } from '../../../requests/rules';
import { approverRows } from '../../approvals/parts';
import { formatWorkDate } from '../../timesheets/format';

export const remoteDetail: KindDetail<RemoteTypes> = (item) => ({
  facts: [
    { key: 'startDate', value: formatWorkDate(item.start_date), num: true },
    { key: 'endDate', value: formatWorkDate(item.end_date), num: true },
    { key: 'days', value: item.days, num: true },
    { key: 'note', value: item.note || item.reason, text: true, wide: true, testId: 'remote-detail-note' },
  ],
  approvers: approverRows(levelEntries(item)),
});
