import { describe, expect, it } from 'vitest';
import { readsOnly } from './reads-only';

describe('readsOnly', () => {
  it.each([
    ['select 1', true],
    ['  SELECT * FROM employees', true],
    ['with t as (select 1) select * from t', true],
    ['select * from employees for update', false],
    ['with d as (delete from x returning *) select * from d', false],
    ['insert into x values (1)', false],
    ['update x set a = 1', false],
    ['lock table x', false],
    ['select pg_notify($1, $2); do $$ begin end $$', false],
    ['select updated_at, created_at from x', true],
  ])('%s: %s', (text, reads) => {
    // Asked twice: the second answer is the remembered one, and must be the same.
    expect(readsOnly(text)).toBe(reads);
    expect(readsOnly(text)).toBe(reads);
  });

  it('is false for what is not a text', () => {
    expect(readsOnly(undefined)).toBe(false);
    expect(readsOnly({ text: 'select 1' })).toBe(false);
  });

  it('answers alike past the texts it remembers', () => {
    for (let i = 0; i < 3000; i++) expect(readsOnly(`select ${i}`)).toBe(true);
    expect(readsOnly('delete from x')).toBe(false);
    expect(readsOnly('select 0')).toBe(true);
  });
});
