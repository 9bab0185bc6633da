/**
 * Columns the kinds' lists share: the approval lists' "who asked" (the team where the kind shows
 * it, the employee, the division), the linked date, a cut text, and the status and approvers.
 */
import type { TableColumnsType, TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ApproverEntry } from '../features/approvals/approvers';
import { ApproversCell, RequestStatusTag, type StatusArea } from '../features/approvals/parts';

interface Asker {
  employee: { name: string; employee_code: string; division_name: string | null; foot_name?: string | null };
}

export interface WhoOptions {
  foot?: boolean;
  division?: boolean;
}

export function whoColumns<Item extends object>(
  t: TFunction,
  nameCell: (item: Item) => ReactNode,
  options: WhoOptions,
): TableColumnsType<Item> {
  const who = (item: Item) => (item as unknown as Asker).employee;
  const columns: TableColumnsType<Item> = [
    {
      key: 'employee',
      title: t('requests.columns.employee'),
      render: (_, item) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{nameCell(item)}</div>
          <div className="app-muted-text app-num">{who(item).employee_code}</div>
        </div>
      ),
    },
  ];
  if (options.foot) {
    columns.unshift({
      key: 'foot',
      title: t('requests.columns.foot'),
      width: 130,
      ellipsis: true,
      render: (_, item) => who(item).foot_name ?? <span className="app-muted">–</span>,
    });
  }
  if (options.division) {
    columns.push({
      key: 'division',
      title: t('requests.columns.division'),
      render: (_, item) => who(item).division_name ?? '',
    });
  }
  return columns;
}

/** The first column: the request's date, which the approval list links to the approval view. */
export function dateColumn<Item>(
  key: string,
  title: string,
  date: (item: Item) => ReactNode,
  options: { width?: number; dateCell?: ((item: Item, text: ReactNode) => ReactNode) | undefined },
): TableColumnType<Item> {
  return {
    key,
    title,
    width: options.width,
    render: (_, item) => {
      const text = date(item);
      return options.dateCell ? options.dateCell(item, text) : <span className="app-num">{text}</span>;
    },
  };
}

/** A text held to a column's width less the small table's cell padding. */
const cutTo = (width: number) =>
  ({
    display: 'block',
    maxWidth: width - 16,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }) as const;

/**
 * A free text cut to its column (the whole text on hover). With a width, the text is held to it
 * too: a table sized to its content (`scroll.x: 'max-content'`) would otherwise grow the column to
 * the whole line.
 */
export function textColumn<Item>(
  key: string,
  title: string,
  text: (item: Item) => string,
  width?: number,
): TableColumnType<Item> {
  return {
    key,
    title,
    width,
    ellipsis: true,
    render: (_, item) => (
      <span title={text(item)} style={width ? cutTo(width) : undefined}>
        {text(item)}
      </span>
    ),
  };
}

type Entries = ReadonlyArray<Pick<ApproverEntry, 'level' | 'approve_name' | 'approve_status'>>;

/**
 * The columns every level-approved kind ends with: the request's status and its approvers (the
 * entries `entries` reads from an item, in the order it gives them, or as the kind draws them).
 */
export function statusColumns<Item extends { status: number }>(
  t: TFunction,
  area: StatusArea,
  options: { width?: number } & (
    | { entries: (item: Item) => Entries; cell?: undefined }
    | { cell: (item: Item) => ReactNode; entries?: undefined }
  ),
): TableColumnsType<Item> {
  const tag = (status: number) => <RequestStatusTag area={area} status={status} />;
  return [
    {
      key: 'status',
      title: t(`${area}.columns.status`),
      width: options.width ?? 100,
      render: (_, item) => tag(item.status),
    },
    {
      key: 'approvers',
      title: t(`${area}.columns.approvers`),
      render: (_, item) =>
        options.cell ? (
          options.cell(item)
        ) : (
          <ApproversCell requestStatus={item.status} entries={options.entries(item)} renderStatus={tag} />
        ),
    },
  ];
}
