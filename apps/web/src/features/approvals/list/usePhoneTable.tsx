/**
 * The phone form of a list's table: the key columns, and the others in an expandable row; and on a
 * desktop narrower than `xxl` (1600 px), the columns a list names as expendable folded the same way.
 */
import { Grid, type TableProps } from 'antd';
import { useMemo } from 'react';
import { foldedCell, foldNamed, PHONE_KEYS, splitForPhone } from './phoneColumns';

type Phone<T> = Pick<TableProps<T>, 'columns' | 'expandable' | 'scroll' | 'tableLayout'>;

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Below `md`, the columns a phone keeps and an expanded row with the rest; from `md` to `xxl`, the
 * table without the columns named in `foldBelowXxl` (in the expanded row); above, the table as
 * given. A table's own `expandable` wins (it already shows its own details).
 */
export function usePhoneTable<T extends object>(
  columns: TableProps<T>['columns'],
  expandable: TableProps<T>['expandable'],
  keep: ReadonlySet<string> = PHONE_KEYS,
  foldBelowXxl: ReadonlySet<string> = NOTHING,
): Phone<T> {
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const isNarrow = !isPhone && screens.xxl === false && foldBelowXxl.size > 0;
  return useMemo(() => {
    if (!(isPhone || isNarrow) || !columns || expandable) return { columns, expandable };
    const { shown, folded } = isPhone ? splitForPhone(columns, keep) : foldNamed(columns, foldBelowXxl);
    if (folded.length === 0) return { columns: shown, expandable };
    return {
      columns: shown,
      // On a phone, as wide as the screen, the headers wrapping, rather than as wide as every
      // cell's one line; still scrolling inside its wrapper when the cells cannot shrink enough.
      ...(isPhone ? { scroll: { x: true }, tableLayout: 'auto' as const } : {}),
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
  }, [isPhone, isNarrow, columns, expandable, keep, foldBelowXxl]);
}
