/** The remote detail of SPEC 2: employee, start and end dates, note (the reason), status, approvers. */
import type { RemoteItem } from '@staffhub/domain';
import { type DetailProps, RequestDetail } from '../../../requests/RequestDetail';
import { orderedApprovers } from '../../../requests/rules';
import { approverRows } from '../../approvals/parts';
import { formatWorkDate } from '../../timesheets/format';

export function RemoteDetailView({ item, ...props }: DetailProps & { item: RemoteItem }) {
  return (
    <RequestDetail
      {...props}
      area="remote"
      testId="remote"
      id={item.id}
      requester={item.employee}
      facts={[
        { key: 'startDate', value: formatWorkDate(item.start_date), num: true },
        { key: 'endDate', value: formatWorkDate(item.end_date), num: true },
        { key: 'days', value: item.days, num: true },
        {
          key: 'note',
          value: item.note || item.reason,
          text: true,
          wide: true,
          testId: 'remote-detail-note',
        },
      ]}
      status={item.status}
      approvers={approverRows(orderedApprovers(item.approvers))}
    />
  );
}
