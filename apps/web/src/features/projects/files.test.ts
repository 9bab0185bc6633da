import { describe, expect, it } from 'vitest';
import { acceptOf, fileProblem, sizeLimitText } from './files';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('file checks before an upload', () => {
  it('takes project images of png or jpeg up to 2000 KB', () => {
    expect(fileProblem('projectImage', file('a.PNG', 1000, 'image/png'))).toBeNull();
    expect(fileProblem('projectImage', file('a.jpeg', 2000 * 1024, 'image/jpeg'))).toBeNull();
    expect(fileProblem('projectImage', file('a.png', 2000 * 1024 + 1, 'image/png'))).toBe('size');
    expect(fileProblem('projectImage', file('a.gif', 10, 'image/gif'))).toBe('type');
    expect(fileProblem('projectImage', file('a.png', 10, 'image/gif'))).toBe('type');
  });

  it('takes quotations of pdf, xlsx or docx (by name when the type is unknown) up to 5 MB', () => {
    expect(fileProblem('quotation', file('q.docx', 10))).toBeNull();
    expect(fileProblem('quotation', file('q.xlsx', 10, 'application/octet-stream'))).toBeNull();
    expect(fileProblem('quotation', file('q.txt', 10, 'text/plain'))).toBe('type');
    expect(fileProblem('quotation', file('q.pdf', 0, 'application/pdf'))).toBe('empty');
    expect(fileProblem('activityFile', file('q.docx', 10))).toBe('type');
    expect(fileProblem('activityImage', file('big.jpg', 25 * 1024 * 1024, 'image/jpeg'))).toBeNull();
  });

  it('says the limit and what the picker offers', () => {
    expect(sizeLimitText('projectImage')).toBe('2000 KB');
    expect(sizeLimitText('activityImage')).toBe('25 MB');
    expect(acceptOf('contractFile')).toContain('.pdf');
    expect(acceptOf('contractFile')).toContain('.xlsx');
  });
});
