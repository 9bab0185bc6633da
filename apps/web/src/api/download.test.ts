import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('reads a quoted or bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="timesheets-2025-03.xlsx"')).toBe(
      'timesheets-2025-03.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename=report.xlsx')).toBe('report.xlsx');
  });

  it('prefers the UTF-8 filename* form', () => {
    expect(
      filenameFromDisposition(
        'attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E5%8B%A4%E6%80%A0%202025.xlsx',
      ),
    ).toBe('勤怠 2025.xlsx');
  });

  it('returns null without a name, and never keeps folders', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename="../../etc/x.xlsx"')).toBe('.._.._etc_x.xlsx');
  });
});
