import type { TableColumnType } from 'antd';
import { describe, expect, it } from 'vitest';
import { cellValue, columnKey, foldedCell, foldNamed, splitForPhone } from './phoneColumns';

interface Row {
  work_date: string;
  start_time_real: string | null;
  lunch: number;
  who: { name: string };
}

const row: Row = { work_date: '2026-12-02', start_time_real: '08:00', lunch: 60, who: { name: 'An' } };

describe('columnKey', () => {
  it('takes the key, else a data index', () => {
    expect(columnKey<Row>({ key: 'status' })).toBe('status');
    expect(columnKey<Row>({ dataIndex: 'lunch' })).toBe('lunch');
    expect(columnKey<Row>({ dataIndex: ['who', 'name'] })).toBe('who.name');
    expect(columnKey<Row>({ title: 'x' })).toBeUndefined();
  });
});

describe('cellValue', () => {
  it('follows a data index path', () => {
    expect(cellValue(row, { dataIndex: 'lunch' })).toBe(60);
    expect(cellValue(row, { dataIndex: ['who', 'name'] })).toBe('An');
    expect(cellValue(row, { key: 'actions' })).toBeUndefined();
  });
});

describe('splitForPhone', () => {
  const columns: TableColumnType<Row>[] = [
    { key: 'work_date', dataIndex: 'work_date', fixed: 'left', width: 136 },
    { key: 'start_time_real', dataIndex: 'start_time_real' },
    { key: 'lunch', dataIndex: 'lunch', title: 'Lunch' },
    { key: 'status', title: 'Status' },
    { key: 'actions', title: 'Actions', fixed: 'right', width: 84 },
  ];

  it('keeps the key columns, without their pin and width, and folds the rest', () => {
    const { shown, folded } = splitForPhone(columns);
    expect(shown.map(columnKey)).toEqual(['work_date', 'start_time_real', 'status', 'actions']);
    expect(shown[0]).not.toHaveProperty('fixed');
    expect(shown[0]).not.toHaveProperty('width');
    expect(folded.map(columnKey)).toEqual(['lunch']);
  });

  it('pins the actions to the right edge, whatever the list asked', () => {
    const { shown } = splitForPhone([{ key: 'employee' }, { key: 'actions', width: 84 }]);
    expect(shown.at(-1)).toEqual({ key: 'actions', fixed: 'right' });
  });

  it('takes the keys it is given', () => {
    const { shown, folded } = splitForPhone(columns, new Set(['lunch']));
    expect(shown.map(columnKey)).toEqual(['lunch']);
    expect(folded).toHaveLength(4);
  });

  it('folds a group column child by child', () => {
    const group = { key: 'requested', title: 'Requested', children: [{ key: 'in' }, { key: 'out' }] };
    const { folded } = splitForPhone<Row>([group as TableColumnType<Row>]);
    expect(folded.map(columnKey)).toEqual(['in', 'out']);
  });
});

describe('foldedCell', () => {
  it('renders the cell with its value, or shows the raw value', () => {
    const rendered = foldedCell<Row>(
      { title: 'Lunch', dataIndex: 'lunch', render: (value: number) => `${value} min` },
      row,
      0,
    );
    expect(rendered).toEqual({ title: 'Lunch', value: '60 min' });
    expect(foldedCell<Row>({ title: 'Lunch', dataIndex: 'lunch' }, row, 0).value).toBe(60);
  });

  it('unwraps a render that returns cell props', () => {
    const cell = foldedCell<Row>(
      { title: 'x', render: () => ({ children: 'inner', props: { colSpan: 1 } }) as never },
      row,
      0,
    );
    expect(cell.value).toBe('inner');
  });
});

describe('foldNamed: a desktop narrower than the table folds the named columns only', () => {
  const columns: TableColumnType<Row>[] = [
    { key: 'work_date', fixed: 'left', width: 136 },
    { key: 'division' },
    { dataIndex: 'lunch' },
    { key: 'approvers' },
    { key: 'actions', fixed: 'right', width: 84 },
  ];
  it.each([
    ['nothing named', [], ['work_date', 'division', 'lunch', 'approvers', 'actions'], []],
    ['two named', ['division', 'approvers'], ['work_date', 'lunch', 'actions'], ['division', 'approvers']],
    ['a data index', ['lunch'], ['work_date', 'division', 'approvers', 'actions'], ['lunch']],
    ['an unknown key', ['nope'], ['work_date', 'division', 'lunch', 'approvers', 'actions'], []],
  ])('%s', (_label, fold, shown, folded) => {
    const split = foldNamed(columns, new Set(fold));
    expect(split.shown.map(columnKey)).toEqual(shown);
    expect(split.folded.map(columnKey)).toEqual(folded);
  });
  it('keeps pins and widths', () => {
    const { shown } = foldNamed(columns, new Set(['division']));
    expect(shown[0]).toMatchObject({ fixed: 'left', width: 136 });
    expect(shown.at(-1)).toMatchObject({ fixed: 'right', width: 84 });
  });
});
