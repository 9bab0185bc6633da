/**
 * The lists on a phone: a table keeps its key columns (who, the date, check-in / check-out, the
 * actual time, the status, the actions) and folds the others into the row's expanded details, so
 * no list scrolls sideways below `md`.
 */
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** The column keys a list keeps on a phone. */
export const PHONE_KEYS: ReadonlySet<string> = new Set([
  'employee',
  'date',
  'work_date',
  'request_date',
  'start_date',
  'start',
  'start_time_real',
  'end_time_real',
  'work_time_real',
  'status',
  'actions',
]);

type Column<T> = TableColumnType<T> & { children?: Column<T>[] };

/** The column's key, or its data index when it names one field. */
export function columnKey<T>(column: Column<T>): string | undefined {
  if (column.key !== undefined) return String(column.key);
  const { dataIndex } = column;
  if (typeof dataIndex === 'string' || typeof dataIndex === 'number') return String(dataIndex);
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return undefined;
}

/** The cell value a column's data index points at (a path for an array index). */
export function cellValue<T>(item: T, column: Column<T>): unknown {
  const { dataIndex } = column;
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = (Array.isArray(dataIndex) ? dataIndex : [dataIndex]) as Array<string | number>;
  let value: unknown = item;
  for (const step of path)
    value = value == null ? undefined : (value as Record<string | number, unknown>)[step];
  return value;
}

/**
 * Splits columns into the ones a phone shows and the ones folded into the row's details (a group's
 * children fold one by one). Kept columns lose `fixed` and `width`: a pinned or wide column takes
 * room a phone lacks; only the actions stay pinned, to the right, so approve and reject are always
 * on screen.
 */
export function splitForPhone<T>(
  columns: readonly Column<T>[],
  keep: ReadonlySet<string> = PHONE_KEYS,
): { shown: Column<T>[]; folded: Column<T>[] } {
  const shown: Column<T>[] = [];
  const folded: Column<T>[] = [];
  for (const column of columns) {
    const key = columnKey(column);
    if (key !== undefined && keep.has(key)) {
      const { fixed: _fixed, width: _width, ...rest } = column;
      // The row's actions stay pinned at the right edge, in reach while the rest scrolls under them.
      shown.push(key === 'actions' ? { ...rest, fixed: 'right' } : rest);
    } else if (column.children) folded.push(...column.children);
    else folded.push(column);
  }
  return { shown, folded };
}

/**
 * Folds the columns named in `fold` into the row's details (a desktop narrower than the table);
 * the others stay as they are, pins and widths included.
 */
export function foldNamed<T>(
  columns: readonly Column<T>[],
  fold: ReadonlySet<string>,
): { shown: Column<T>[]; folded: Column<T>[] } {
  const shown: Column<T>[] = [];
  const folded: Column<T>[] = [];
  for (const column of columns) {
    const key = columnKey(column);
    (key !== undefined && fold.has(key) ? folded : shown).push(column);
  }
  return { shown, folded };
}

/** What a folded column shows for one row: its title and its rendered cell. */
export function foldedCell<T>(
  column: Column<T>,
  item: T,
  index: number,
): { title: ReactNode; value: ReactNode } {
  const value = cellValue(item, column);
  const rendered = column.render ? column.render(value, item, index) : value;
  const title = typeof column.title === 'function' ? column.title({}) : column.title;
  // A render may return cell props ({ children, props }) instead of a node.
  const node =
    rendered && typeof rendered === 'object' && 'children' in rendered && !('$$typeof' in rendered)
      ? (rendered as { children: ReactNode }).children
      : (rendered as ReactNode);
  return { title: title as ReactNode, value: node };
}
