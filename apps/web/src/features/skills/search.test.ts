import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  criteriaOf,
  EMPTY_SEARCH,
  formatLoad,
  isAsking,
  jlptText,
  loadTone,
  paramsFromSearch,
  searchFromParams,
} from './search';

describe('the staffing search in the address', () => {
  it('reads back what it writes, leaving the defaults out', () => {
    const state = {
      criteria: [
        { skill_id: 4, min_rank: 3 },
        { skill_id: 9, min_rank: 0 },
      ],
      jlpt: 2,
      q: 'Tuấn',
      page: 2,
      perpage: 100,
    };
    const params = paramsFromSearch(state);
    expect(params.toString()).toBe(
      'tab=search&criteria=4%3A3%2C9%3A0&jlpt=2&q=Tu%E1%BA%A5n&page=2&perpage=100',
    );
    expect(searchFromParams(params)).toEqual(state);
    expect(paramsFromSearch(EMPTY_SEARCH).toString()).toBe('tab=search');
  });

  it.each([
    ['criteria=4:9', { criteria: [] }],
    ['criteria=1:1,1:2', { criteria: [] }],
    ['jlpt=0', { jlpt: null }],
    ['jlpt=6', { jlpt: null }],
    ['page=-3', { page: 1 }],
    ['perpage=20', { perpage: 50 }],
  ])('drops what the API would refuse: %s', (query, expected) => {
    expect(searchFromParams(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('asks nothing until a skill, a level or a name is given', () => {
    expect(isAsking(EMPTY_SEARCH)).toBe(false);
    expect(apiQuery(EMPTY_SEARCH)).toBeNull();
    expect(apiQuery({ ...EMPTY_SEARCH, jlpt: 3 })).toEqual({ page: 1, perpage: 50, jlpt: 3 });
    expect(apiQuery({ ...EMPTY_SEARCH, criteria: [{ skill_id: 5, min_rank: 4 }], q: 'HN' })).toEqual({
      page: 1,
      perpage: 50,
      criteria: '5:4',
      q: 'HN',
    });
  });

  it('takes the form’s rows with a skill, each skill once, five at most', () => {
    expect(
      criteriaOf([
        { skill_id: 3, min_rank: 4 },
        { skill_id: null, min_rank: 2 },
        undefined,
        { skill_id: 3, min_rank: 1 },
        { skill_id: 8 },
      ]),
    ).toEqual([
      { skill_id: 3, min_rank: 4 },
      { skill_id: 8, min_rank: 0 },
    ]);
    expect(criteriaOf([1, 2, 3, 4, 5, 6].map((id) => ({ skill_id: id, min_rank: 1 })))).toHaveLength(5);
    expect(criteriaOf(undefined)).toEqual([]);
  });
});

describe('a person’s load and Japanese', () => {
  it.each([
    [null, 'none'],
    [0, 'ok'],
    [100, 'ok'],
    [100.1, 'over'],
    [160, 'over'],
  ] as const)('load %s reads %s', (effort, tone) => {
    expect(loadTone(effort)).toBe(tone);
  });

  it('writes the load as a percentage in the reader’s language', () => {
    expect(formatLoad(80)).toBe('80 %');
    expect(formatLoad(112.5, 'vi')).toBe('112,5 %');
  });

  it.each([
    [0, null],
    [1, 'N1'],
    [5, 'N5'],
  ])('Japanese level %i is %s', (level, text) => {
    expect(jlptText(level)).toBe(text);
  });
});
