/**
 * The columns of the correction lists: mine groups the actual and requested times; the approval
 * list stacks the actual time under the requested one and adds my own decision.
 */

import type { CorrectionItem } from '@staffhub/domain';
import { Space, type TableColumnsType, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { dateColumn, textColumn } from '../../../requests/columns';
import type { KindColumns } from '../../../requests/kind';
import { formatWorkDate } from '../../timesheets/format';
import { CorrectionStatusTag, EntryStatusTag } from './parts';

/** A clock time, or a dash when there is none. */
const timeCell = (value: string | null) =>
  value ? <span className="app-num">{value}</span> : <span className="app-muted">–</span>;

/** The reason, cut to the column (full text on hover). */
const reasonColumn = (t: TFunction, width?: number) =>
  textColumn<CorrectionItem>('reason', t('corrections.columns.reason'), (item) => item.reason, width);

const statusColumn = (t: TFunction): TableColumnType<CorrectionItem> => ({
  key: 'status',
  title: t('corrections.columns.status'),
  width: 120,
  render: (_, item) => <CorrectionStatusTag status={item.status} testId={`correction-status-${item.id}`} />,
});

/** The requested time over the recorded one (the approval list). */
function requestedOverReal(t: TFunction, requested: string | null, real: string | null) {
  return (
    <Space orientation="vertical" size={0}>
      {timeCell(requested)}
      <span className="app-muted" title={t('corrections.columns.realTitle')}>
        {t('corrections.columns.realShort', { time: real ?? '–' })}
      </span>
    </Space>
  );
}

export const correctionColumns: KindColumns<CorrectionItem> = (t, options = {}) => {
  // My list links the date to the detail too.
  const date = dateColumn<CorrectionItem>(
    'date',
    t('corrections.columns.date'),
    (item) => formatWorkDate(item.work_date),
    {
      width: 110,
      dateCell:
        options.dateCell ??
        ((item, text) => (
          <Link to={`/additional-timesheet/detail/${item.id}`} className="app-num">
            {text}
          </Link>
        )),
    },
  );
  if (options.scope === 'approval') {
    return [
      date,
      {
        key: 'in',
        title: t('corrections.columns.in'),
        width: 100,
        render: (_, item) => requestedOverReal(t, item.start_time_request, item.start_time_real),
      },
      {
        key: 'out',
        title: t('corrections.columns.out'),
        width: 100,
        render: (_, item) => requestedOverReal(t, item.end_time_request, item.end_time_real),
      },
      reasonColumn(t),
      statusColumn(t),
      {
        key: 'mine',
        title: t('corrections.columns.mine'),
        width: 120,
        render: (_, item) =>
          item.status_approval_person === null ? null : (
            <EntryStatusTag status={item.status_approval_person} />
          ),
      },
    ];
  }
  const pair = (
    key: string,
    title: string,
    start: (item: CorrectionItem) => string | null,
    end: (item: CorrectionItem) => string | null,
  ): TableColumnsType<CorrectionItem>[number] => ({
    key,
    title,
    children: [
      {
        key: `${key}In`,
        title: t('corrections.columns.in'),
        width: 80,
        render: (_, item) => timeCell(start(item)),
      },
      {
        key: `${key}Out`,
        title: t('corrections.columns.out'),
        width: 80,
        render: (_, item) => timeCell(end(item)),
      },
    ],
  });
  return [
    date,
    pair(
      'real',
      t('corrections.columns.real'),
      (item) => item.start_time_real,
      (item) => item.end_time_real,
    ),
    pair(
      'request',
      t('corrections.columns.requested'),
      (item) => item.start_time_request,
      (item) => item.end_time_request,
    ),
    reasonColumn(t, 320),
    statusColumn(t),
  ];
};
