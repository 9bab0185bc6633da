/** A list page's table: small, scrolling sideways, with an empty text and an optional test id on every row. */
import { Empty, Table, type TableProps } from 'antd';

type Props<T> = TableProps<T> & {
  /** What an empty list says. */
  empty: string;
  rowTestId?: (item: T) => string;
};

export function ListTable<T extends object>({ empty, rowTestId, ...props }: Props<T>) {
  return (
    <Table<T>
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={empty} /> }}
      onRow={rowTestId && ((item) => ({ 'data-testid': rowTestId(item) }) as never)}
      {...props}
    />
  );
}
