import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import {
  countProblemRows,
  fieldOfColumn,
  IMPORT_MAX_BYTES,
  importFileProblem,
  importProblems,
  problemColumnText,
  problemText,
} from './importReport';

const t = i18n.t.bind(i18n);
const error = (rule: string, params?: Record<string, string | number>) => ({ rule, message: rule, params });

describe('the staff import report', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads `rows.<line>.<column>`, ordered by line then by the form’s field order', () => {
    const problems = importProblems({
      'rows.12.email': [error('email')],
      'rows.3.division': [error('enum')],
      'rows.3.employee_code': [error('required'), error('code', { code: 4333 })],
      'rows.1._': [error('format', { format: 'employee_code,name' })],
    });
    expect(problems.map((p) => [p.row, p.field, p.error.rule])).toEqual([
      [1, '_', 'format'],
      [3, 'employee_code', 'required'],
      [3, 'employee_code', 'code'],
      [3, 'division_id', 'enum'],
      [12, 'email', 'email'],
    ]);
    expect(countProblemRows(problems)).toBe(3);
  });

  it('reads the contract’s `row {n}: {field}` as well', () => {
    expect(importProblems({ 'row 4: name': [error('required')] })).toMatchObject([{ row: 4, field: 'name' }]);
    expect(importProblems(null)).toEqual([]);
  });

  it('names the sheet’s code columns as the record’s fields', () => {
    expect(fieldOfColumn('company')).toBe('company_id');
    expect(fieldOfColumn('job_title')).toBe('job_title_id');
    expect(fieldOfColumn('email')).toBe('email');
    expect(fieldOfColumn('_')).toBe('_');
  });

  it('words each problem with the column’s name', () => {
    const [header, required, taken, division] = importProblems({
      'rows.1._': [error('format', { format: 'employee_code,name' })],
      'rows.3.employee_code': [error('required'), error('code', { code: 4333 })],
      'rows.3.division': [error('enum')],
    });
    expect(header && problemColumnText(t, header)).toBe('Whole row');
    expect(header && problemText(t, header)).toBe('The first row must name the columns: employee_code, name');
    expect(required && problemText(t, required)).toBe('Employee code is required.');
    expect(taken && problemText(t, taken)).toBe('This employee code is already used by another employee.');
    expect(division && problemColumnText(t, division)).toBe('Division');
    expect(division && problemText(t, division)).toBe('Division is not an allowed value.');
  });

  it('checks the file before sending it: an .xlsx, not empty, not too large', () => {
    expect(importFileProblem({ name: 'staff.XLSX', size: 1000 })).toBeNull();
    expect(importFileProblem({ name: 'staff.csv', size: 1000 })).toBe('type');
    expect(importFileProblem({ name: 'staff.xlsx', size: 0 })).toBe('empty');
    expect(importFileProblem({ name: 'staff.xlsx', size: IMPORT_MAX_BYTES + 1 })).toBe('size');
    expect(importFileProblem({ name: 'staff.xlsx', size: IMPORT_MAX_BYTES })).toBeNull();
  });
});
