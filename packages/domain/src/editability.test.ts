import { describe, expect, it } from 'vitest';
import {
  isUndecided,
  overtimeDeleteBlock,
  overtimeEditBlock,
  remoteEditBlock,
  undecidedBlock,
} from './editability';

const steps = (...statuses: number[]) => statuses.map((status) => ({ status }));

describe('isUndecided and the default block', () => {
  it.each([
    ['pending, nobody acted', 1, steps(1, 1), true],
    ['pending, level 1 waiting again', 1, steps(4, 1), true],
    ['pending, an offer (corrections)', 1, steps(4, 5), true],
    ['pending, level 1 approved', 1, steps(2, 1), false],
    ['pending, a refusal', 1, steps(3, 1), false],
    ['approved', 2, steps(2, 2), false],
    ['rejected', 3, steps(3, 1), false],
    ['pending without steps', 1, [], true],
  ])('%s', (_label, status, s, open) => {
    expect(isUndecided(status, s)).toBe(open);
    expect(undecidedBlock({ status }, s)).toBe(open ? null : 4322);
  });
});

describe('overtime', () => {
  const today = '2026-11-20';
  it.each([
    ['today', 1, steps(1, 1), '2026-11-20', null],
    ['7 days ago', 1, steps(1), '2026-11-13', null],
    ['8 days ago', 1, steps(1), '2026-11-12', 4296],
    ['approved at level 1', 1, steps(2, 1), '2026-11-20', 4296],
    ['rejected', 3, steps(3, 1), '2026-11-20', 4296],
  ])('edit: %s', (_label, status, s, date, code) => {
    expect(overtimeEditBlock({ status, date }, s, today)).toBe(code);
  });

  it.each([
    ['pending', 1, steps(1, 1), null],
    ['older than the window: still deleted', 1, steps(1), null],
    ['approved at level 1', 1, steps(2, 1), 4295],
    ['approved', 2, steps(2, 2), 4295],
  ])('delete: %s', (_label, status, s, code) => {
    expect(overtimeDeleteBlock({ status }, s)).toBe(code);
  });
});

describe('remote', () => {
  it.each([
    [1, null],
    [2, 4322],
    [3, 4322],
  ])('status %i: edit block %s', (status, code) => {
    expect(remoteEditBlock({ status })).toBe(code);
  });
});
