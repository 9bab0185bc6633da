import { describe, expect, it } from 'vitest';
import { fieldEntries } from './formErrors';

describe('field problems on the project forms', () => {
  it('puts a list item’s problem on its antd name path, numbers for the indexes', () => {
    const entries = fieldEntries(
      {
        'plans.0.end_date': [{ rule: 'within_project', message: 'x' }],
        name: [{ rule: 'code', message: 'taken', params: { code: 4336 } }],
        _: [{ rule: 'invalid', message: 'body' }],
      },
      (field, error) => `${field}:${error.rule}`,
    );
    expect(entries).toEqual([
      { name: ['plans', 0, 'end_date'], errors: ['plans.0.end_date:within_project'] },
      { name: ['name'], errors: ['name:code'] },
    ]);
  });
});
