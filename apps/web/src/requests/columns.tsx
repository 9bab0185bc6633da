/** The approval lists' "who asked" columns: the team (where the kind shows it), the employee, the division. */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

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
