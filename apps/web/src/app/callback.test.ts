import { describe, expect, it } from 'vitest';
import { safeCallback } from './callback';

describe('safeCallback', () => {
  it.each([
    ['/timesheets', '/timesheets'],
    ['/overtime-requests/detail/12?screen=approve', '/overtime-requests/detail/12?screen=approve'],
    ['/news#top', '/news#top'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeCallback(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'timesheets',
    '/\tevil',
    '',
    '/login?callbackUrl=/x',
    '/redirect',
  ])('refuses %s', (raw) => {
    expect(safeCallback(raw)).toBeNull();
  });

  it('refuses missing values', () => {
    expect(safeCallback(null)).toBeNull();
    expect(safeCallback(undefined)).toBeNull();
  });
});
