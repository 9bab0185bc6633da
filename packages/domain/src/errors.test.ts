import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages, httpStatusOf } from './errors';
import { paginationOf } from './schemas/common';

describe('error catalogue', () => {
  it('has an English message for every code', () => {
    for (const code of Object.values(ErrorCode)) expect(errorMessages[code]).toMatch(/\w/);
  });

  it.each([
    [4220, 422],
    [4010, 401],
    [4011, 401],
    [4030, 403],
    [4040, 404],
    [4292, 404],
    [4291, 429],
    [5014, 422],
    [5000, 500],
    [4070, 422],
    [4329, 422],
    [4330, 403],
  ] as const)('code %i is sent with HTTP %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});

describe('paginationOf', () => {
  it.each([
    [0, 1, 10, { from: null, to: null, last_page: 1, total: 0 }],
    [25, 1, 10, { from: 1, to: 10, last_page: 3 }],
    [25, 3, 10, { from: 21, to: 25, last_page: 3 }],
    [200, 2, 100, { from: 101, to: 200, last_page: 2 }],
  ])('%i items, page %i of %i', (total, page, per, expected) => {
    expect(paginationOf(total, page, per, '/x')).toMatchObject({
      ...expected,
      current_page: page,
      per_page: per,
      path: '/x',
    });
  });
});
