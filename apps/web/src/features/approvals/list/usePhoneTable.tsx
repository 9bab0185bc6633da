/** The phone form of a list's table: the key columns, and the others in an expandable row. */
import { Grid, type TableProps } from 'antd';
import { useMemo } from 'react';
import { foldedCell, PHONE_KEYS, splitForPhone } from './phoneColumns';

type Phone<T> = Pick<TableProps<T>, 'columns' | 'expandable' | 'scroll' | 'tableLayout'>;

/**
 * Below `md`, the columns a phone keeps and an expanded row with the rest; above, the table as
 * given. A table's own `expandable` wins (it already shows its own details).
 */
export function usePhoneTable<T extends object>(
  columns: TableProps<T>['columns'],
  expandable: TableProps<T>['expandable'],
  keep: ReadonlySet<string> = PHONE_KEYS,
): Phone<T> {
  const isPhone = Grid.useBreakpoint().md === false;
  return useMemo(() => {
    if (!isPhone || !columns || expandable) return { columns, expandable };
    const { shown, folded } = splitForPhone(columns, keep);
    if (folded.length === 0) return { columns: shown, expandable };
    return {
      columns: shown,
      // As wide as the screen, the headers wrapping, rather than as wide as every cell's one line;
      // still scrolling inside its wrapper when the cells cannot shrink enough.
      scroll: { x: true },
      tableLayout: 'auto',
      expandable: {
        columnWidth: 32,
        expandedRowRender: (item: T, index: number) => (
          <dl className="app-row-details">
            {folded.map((column, i) => {
              const { title, value } = foldedCell(column, item, index);
              return (
                <div key={String(column.key ?? i)} className="app-row-detail">
                  <dt>{title}</dt>
                  <dd>{value ?? '–'}</dd>
                </div>
              );
            })}
          </dl>
        ),
      },
    };
  }, [isPhone, columns, expandable, keep]);
}
