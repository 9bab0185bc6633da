import { describe, expect, it } from 'vitest';
import { listQueryFromParams, paramsFromListQuery } from './listQuery';
import { periodPath, positiveParam, stepPathOf } from './paths';

const queue = { list: 'pm', defaultStatus: 'waiting' } as const;

describe('a review list’s query in the address', () => {
  it('defaults to the waiting reviews, first page of 50', () => {
    expect(listQueryFromParams(new URLSearchParams(), queue)).toEqual({
      list: 'pm',
      status: 'waiting',
      page: 1,
      perpage: 50,
    });
  });

  it('reads period, status, search and paging, and ignores what is not valid', () => {
    const q = listQueryFromParams(
      new URLSearchParams('period_id=4&status=all&q= An &page=3&perpage=200'),
      queue,
    );
    expect(q).toEqual({ list: 'pm', status: 'all', period_id: 4, q: 'An', page: 3, perpage: 200 });
    const bad = listQueryFromParams(new URLSearchParams('period_id=x&status=nope&page=0&perpage=33'), queue);
    expect(bad).toEqual({ list: 'pm', status: 'waiting', page: 1, perpage: 50 });
  });

  it('keeps a screen’s fixed status whatever the address says', () => {
    const done = { list: 'pm', defaultStatus: 'done', fixedStatus: 'done' } as const;
    expect(listQueryFromParams(new URLSearchParams('status=waiting'), done).status).toBe('done');
    expect(paramsFromListQuery({ list: 'pm', status: 'done', page: 1, perpage: 50 }, done).toString()).toBe(
      '',
    );
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const query = { list: 'pm', status: 'done', q: 'Mai', page: 2, perpage: 100, period_id: 7 } as const;
    const params = paramsFromListQuery(query, queue);
    expect(params.toString()).toBe('period_id=7&status=done&q=Mai&page=2&perpage=100');
    expect(listQueryFromParams(params, queue)).toEqual(query);
  });
});

describe('the area’s addresses', () => {
  it('opens a list’s row at its step', () => {
    expect(stepPathOf('pm', 5)).toBe('/checkpoint/checkpoint-by-pm?id=5');
    expect(stepPathOf('dm', 5)).toBe('/checkpoint/checkpoint-by-dm?id=5');
    expect(stepPathOf('interview', 5)).toBe('/checkpoint/interview?id=5');
    expect(stepPathOf('result', 5)).toBe('/checkpoint/see-review?id=5');
    expect(periodPath('/checkpoint/result', 7)).toBe('/checkpoint/result?period_id=7');
    expect(periodPath('/checkpoint/result', null)).toBe('/checkpoint/result');
  });

  it('reads positive ids only', () => {
    expect(positiveParam(new URLSearchParams('id=12'), 'id')).toBe(12);
    for (const raw of ['id=0', 'id=-1', 'id=1.5', 'id=abc', '']) {
      expect(positiveParam(new URLSearchParams(raw), 'id')).toBeNull();
    }
  });
});
