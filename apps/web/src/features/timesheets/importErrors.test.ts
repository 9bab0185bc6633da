import { IMPORT_MAX_BYTES } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { buildImportErrorRows, bytesToMegabytes, countErrorLines, importFileProblem } from './importErrors';

describe('buildImportErrorRows', () => {
  it('reads line and column from rows.<n>.<column> and sorts by line then header order', () => {
    const rows = buildImportErrorRows({
      'rows.12.check_out': [{ rule: 'after', message: 'x', params: { other: 'check_in' } }],
      'rows.3.date': [{ rule: 'format', message: 'x' }],
      'rows.3.employee_code': [{ rule: 'unknown', message: 'x' }],
      'rows.12._': [{ rule: 'duplicate', message: 'x' }],
      'rows.3.check_in': [
        { rule: 'required', message: 'x' },
        { rule: 'format', message: 'y' },
      ],
    });
    expect(rows.map((r) => [r.line, r.column, r.error.rule])).toEqual([
      [3, 'employee_code', 'unknown'],
      [3, 'date', 'format'],
      [3, 'check_in', 'required'],
      [3, 'check_in', 'format'],
      [12, '_', 'duplicate'],
      [12, 'check_out', 'after'],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(countErrorLines(rows)).toBe(2);
  });

  it('orders line numbers numerically, not as text', () => {
    const rows = buildImportErrorRows({
      'rows.100.date': [{ rule: 'format', message: '' }],
      'rows.9.date': [{ rule: 'format', message: '' }],
    });
    expect(rows.map((r) => r.line)).toEqual([9, 100]);
  });

  it('keeps keys that name no row first, with no line', () => {
    const rows = buildImportErrorRows({
      'rows.2.date': [{ rule: 'locked', message: '' }],
      file: [{ rule: 'required', message: '' }],
    });
    expect(rows[0]).toMatchObject({ line: null, column: 'file' });
    expect(rows[1]).toMatchObject({ line: 2, column: 'date' });
  });

  it('returns nothing without errors', () => {
    expect(buildImportErrorRows(null)).toEqual([]);
    expect(buildImportErrorRows({})).toEqual([]);
  });
});

describe('importFileProblem', () => {
  it('accepts .csv and .xlsx within the size limit', () => {
    expect(importFileProblem({ name: 'march.CSV', size: 10 }, IMPORT_MAX_BYTES)).toBeNull();
    expect(importFileProblem({ name: 'march.xlsx', size: IMPORT_MAX_BYTES }, IMPORT_MAX_BYTES)).toBeNull();
  });

  it('refuses other types, empty and too large files', () => {
    expect(importFileProblem({ name: 'march.xls', size: 10 }, IMPORT_MAX_BYTES)).toBe('type');
    expect(importFileProblem({ name: 'csv', size: 10 }, IMPORT_MAX_BYTES)).toBe('type');
    expect(importFileProblem({ name: 'a.csv', size: 0 }, IMPORT_MAX_BYTES)).toBe('empty');
    expect(importFileProblem({ name: 'a.csv', size: IMPORT_MAX_BYTES + 1 }, IMPORT_MAX_BYTES)).toBe('size');
  });

  it('shows the limit in megabytes', () => {
    expect(bytesToMegabytes(IMPORT_MAX_BYTES)).toBe(5);
  });
});
