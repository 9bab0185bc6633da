/** Cells and columns shared by the correction lists (mine, to approve). */
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { CorrectionItem } from '../../../api/corrections';
import { CorrectionStatusTag } from './parts';

/** A clock time, or a dash when there is none. */
export const timeCell = (value: string | null) =>
  value ? <span className="app-num">{value}</span> : <span className="app-muted">–</span>;

/** The reason, cut to the column (full text on hover). */
export function reasonColumn(t: TFunction, width?: number): TableColumnType<CorrectionItem> {
  return {
    key: 'reason',
    title: t('corrections.columns.reason'),
    width,
    ellipsis: true,
    render: (_, item) => <span title={item.reason}>{item.reason}</span>,
  };
}

/** The request's status tag. */
export function statusColumn(t: TFunction): TableColumnType<CorrectionItem> {
  return {
    key: 'status',
    title: t('corrections.columns.status'),
    width: 120,
    render: (_, item) => <CorrectionStatusTag status={item.status} testId={`correction-status-${item.id}`} />,
  };
}
