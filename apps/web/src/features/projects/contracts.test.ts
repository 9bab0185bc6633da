import { ZContractInput, ZContractUpdate } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../api/projects';
import {
  contractErrors,
  contractValues,
  newContractValues,
  toContractInput,
  toContractUpdate,
} from './contracts';

const typed = {
  ...newContractValues(),
  contract_number: ' C-2026-01 ',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  value_man_month: 6,
  note: '',
};

describe('the contract form', () => {
  it('sends a create payload with the project and an update payload with the contract id', () => {
    const create = toContractInput(4, typed);
    expect(create).toMatchObject({
      project_id: 4,
      contract_number: 'C-2026-01',
      status: 1,
      note: null,
      signed_date: null,
    });
    expect(ZContractInput.safeParse(create).success).toBe(true);
    const update = toContractUpdate(12, { ...typed, remove_file: true });
    expect(update).toMatchObject({ id: 12, remove_file: true, contract_number: 'C-2026-01' });
    expect(update).not.toHaveProperty('project_id');
    expect(ZContractUpdate.safeParse(update).success).toBe(true);
  });

  it('fills the form from a stored contract without removing its file', () => {
    const stored = {
      id: 12,
      project_id: 4,
      contract_number: 'C-1',
      signed_date: '2025-12-20',
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      value_man_month: 6,
      value_yen: 3_000_000,
      status: 2,
      note: 'first',
      file: null,
      updated_at: '2026-01-01T00:00:00Z',
    } satisfies Contract;
    expect(contractValues(stored)).toMatchObject({
      contract_number: 'C-1',
      value_yen: 3_000_000,
      remove_file: false,
    });
  });

  it('refuses an end before the start and a missing number', () => {
    expect(contractErrors({ ...typed, end_date: '2025-12-31' }).end_date?.[0]?.rule).toBe('after_or_equal');
    expect(contractErrors({ ...typed, contract_number: '  ' }).contract_number?.[0]?.rule).toBe('required');
    expect(contractErrors(typed)).toEqual({});
  });
});
