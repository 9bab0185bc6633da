/**
 * A list page's table: small, scrolling sideways inside itself, with an empty text (a skeleton
 * while it loads) and an optional test id on every row. On a phone it keeps its key columns and
 * folds the rest into the row; on a narrower desktop it folds the columns it is told to.
 */
import { Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';
import { TableEmpty } from '../../../app/components/TableEmpty';
import { PHONE_KEYS } from './phoneColumns';
import { usePhoneTable } from './usePhoneTable';

type Props<T> = TableProps<T> & {
  /** What an empty list says. */
  empty: string;
  rowTestId?: (item: T) => string;
  /** The column keys kept on a phone (PHONE_KEYS unless told). */
  phoneKeys?: ReadonlySet<string>;
  /** The column keys folded into the row on a desktop narrower than `xxl` (1600 px). */
  foldBelowXxl?: ReadonlySet<string>;
};

export function ListTable<T extends object>({
  empty,
  rowTestId,
  phoneKeys = PHONE_KEYS,
  foldBelowXxl,
  columns,
  expandable,
  ...props
}: Props<T>) {
  const phone = usePhoneTable<T>(columns, expandable, phoneKeys, foldBelowXxl);
  const box = useRef<HTMLDivElement>(null);
  // A table wider than its card scrolls sideways: keyboard users reach that scroll by tabbing to it
  // (WCAG 2.1.1), as they do when its rows hold links. Checked after every render (rows change).
  useEffect(() => {
    for (const el of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ??
      []) {
      if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    }
    // The hidden row the table measures its columns with repeats their titles, a "select all"
    // checkbox among them: out of the tab order, as the row is out of the accessibility tree.
    for (const el of box.current?.querySelectorAll<HTMLElement>(
      '.ant-table-measure-row input, .ant-table-measure-row button, .ant-table-measure-row [tabindex]',
    ) ?? [])
      el.tabIndex = -1;
  });
  return (
    <div ref={box}>
      <Table<T>
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty loading={Boolean(props.loading)} description={empty} /> }}
        onRow={rowTestId && ((item) => ({ 'data-testid': rowTestId(item) }) as never)}
        {...props}
        {...phone}
      />
    </div>
  );
}
