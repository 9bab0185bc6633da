/** Columns shared by the remote lists (mine, to approve, all employees). */

import type { RemoteItem } from '@staffhub/domain';
import { dateColumn, statusColumns, textColumn } from '../../../requests/columns';
import type { KindColumns } from '../../../requests/kind';
import { levelEntries } from '../../../requests/rules';
import { formatWorkDate } from '../../timesheets/format';

const num = (text: string | number) => <span className="app-num">{text}</span>;

export const remoteColumns: KindColumns<RemoteItem> = (t, options = {}) => [
  dateColumn('start_date', t('remote.columns.startDate'), (item) => formatWorkDate(item.start_date), {
    width: 100,
    dateCell: options.dateCell,
  }),
  {
    key: 'end_date',
    title: t('remote.columns.endDate'),
    width: 100,
    render: (_, item) => num(formatWorkDate(item.end_date)),
  },
  {
    key: 'days',
    title: t('remote.columns.days'),
    width: 60,
    align: 'right',
    render: (_, item) => num(item.days),
  },
  // A fixed width, so a long reason is cut (full text on hover) instead of widening the table.
  textColumn('reason', t('remote.columns.reason'), (item) => item.reason, 200),
  ...statusColumns<RemoteItem>(t, 'remote', { entries: levelEntries }),
];
