/**
 * The contract form (pure, tested in node): a stored contract's values, the `payload` of a create
 * (`ZContractInput`, with the project) or an update (`ZContractUpdate`, with the contract's id and
 * whether its file goes), and the checks the domain shares with the server (the schema, and the end
 * not before the start).
 */
import { type FieldErrors, periodErrors, toFieldErrors, ZContractInput } from '@staffhub/domain';
import type { Contract, ContractInput, ContractUpdate } from '../../api/projects';

export interface ContractFormValues {
  contract_number?: string | null;
  signed_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  value_man_month?: number | null;
  value_yen?: number | null;
  status?: number | null;
  note?: string | null;
  /** Update only: drop the stored file (a new file replaces it anyway). */
  remove_file?: boolean;
}

export function newContractValues(): ContractFormValues {
  return { status: 1, remove_file: false };
}

export function contractValues(contract: Contract): ContractFormValues {
  return {
    contract_number: contract.contract_number,
    signed_date: contract.signed_date,
    start_date: contract.start_date,
    end_date: contract.end_date,
    value_man_month: contract.value_man_month,
    value_yen: contract.value_yen,
    status: contract.status,
    note: contract.note,
    remove_file: false,
  };
}

function fields(values: ContractFormValues) {
  const note = (values.note ?? '').trim();
  return {
    contract_number: (values.contract_number ?? '').trim(),
    signed_date: values.signed_date ?? null,
    start_date: values.start_date ?? null,
    end_date: values.end_date ?? null,
    value_man_month: values.value_man_month ?? null,
    value_yen: values.value_yen ?? null,
    status: values.status ?? null,
    note: note === '' ? null : note,
  };
}

/** The payload of `POST /contract-history/create`. */
export function toContractInput(projectId: number, values: ContractFormValues): ContractInput {
  return { project_id: projectId, ...fields(values) } as unknown as ContractInput;
}

/** The payload of `POST /contract-history/update`. */
export function toContractUpdate(id: number, values: ContractFormValues): ContractUpdate {
  return { id, ...fields(values), remove_file: Boolean(values.remove_file) } as unknown as ContractUpdate;
}

/** Every problem of the form by field (the schema's, then the end before the start). */
export function contractErrors(values: ContractFormValues): FieldErrors {
  const input = toContractInput(1, values);
  const parsed = ZContractInput.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, input);
  const period = periodErrors(input.start_date, input.end_date);
  if (period?.end_date && !errors.end_date) errors.end_date = period.end_date;
  return errors;
}
