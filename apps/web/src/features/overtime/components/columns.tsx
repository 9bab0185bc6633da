/** Columns shared by the overtime lists. */
import type { OvertimeItem } from '@staffhub/domain';
import { dateColumn, statusColumns, textColumn } from '../../../requests/columns';
import type { KindColumns } from '../../../requests/kind';
import { levelEntries } from '../../../requests/rules';
import { visibleApprovers } from '../../approvals/approvers';
import { formatDuration, formatWorkDate } from '../../timesheets/format';

const num = (text: string) => <span className="app-num">{text}</span>;

export const overtimeColumns: KindColumns<OvertimeItem> = (t, options = {}) => [
  dateColumn('date', t('overtime.columns.date'), (item) => formatWorkDate(item.date), {
    width: 110,
    dateCell: options.dateCell,
  }),
  {
    key: 'project',
    title: t('overtime.columns.project'),
    render: (_, item) => item.project_name ?? t('overtime.noProject'),
  },
  { key: 'start', title: t('overtime.columns.start'), width: 80, render: (_, item) => num(item.start_time) },
  { key: 'end', title: t('overtime.columns.end'), width: 80, render: (_, item) => num(item.end_time) },
  {
    key: 'total',
    title: t('overtime.columns.total'),
    width: 80,
    align: 'right',
    render: (_, item) => num(formatDuration(item.duration)),
  },
  // Cut to a width (the whole text on hover): uncut, one long reason pushed the table past 1440 px.
  textColumn('reason', t('overtime.columns.reason'), (item) => item.reason, 240),
  ...statusColumns<OvertimeItem>(t, 'overtime', {
    width: 110,
    entries: (item) => visibleApprovers(levelEntries(item)),
  }),
];
