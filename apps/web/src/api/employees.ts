/**
 * The people API (docs/api-people.md): the staff records of the people managers (list, export,
 * import, one record, its history, create, edit, delete, resignation, photo), the headcount charts,
 * and everybody's own record (`/information-profile`).
 */
import type {
  Charts,
  Employee,
  EmployeeChange,
  EmployeeCreate,
  EmployeeInput,
  EmployeeListItem,
  ProfileContact,
  ZEmployeeDetail,
  ZEmployeeListQuery,
  ZWaitingRequest,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { downloadFile } from './download';
import { api } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

// The domain's zod schemas are the contract; their parsed types are read without importing zod here.
export type EmployeeDetail = ReturnType<typeof ZEmployeeDetail.parse>;
export type WaitingRequest = ReturnType<typeof ZWaitingRequest.parse>;
/** `GET /employees`' query: page, size, search and filters. */
export type EmployeeListQuery = ReturnType<typeof ZEmployeeListQuery.parse>;
export type EmployeeCharts = Charts;
export type { Employee, EmployeeChange, EmployeeInput, EmployeeListItem, ProfileContact };

/** `Paginated<EmployeeListItem>`: the page's rows and the pagination fields. */
export interface EmployeePage {
  data: EmployeeListItem[];
  from: number | null;
  to: number | null;
  last_page: number;
  path: string;
  current_page: number;
  total: number;
  per_page: number;
}

/** `POST /employees`: the record and, optionally, a first password (the person then gets an account). */
export type EmployeeCreateBody = EmployeeCreate;

/** The fields of a record, each labelled `employees.fields.<name>` in the messages. */
export const EMPLOYEE_FIELDS = [
  'employee_code',
  'name',
  'email',
  'birthday',
  'gender',
  'nationality',
  'address',
  'current_residence',
  'university',
  'phone',
  'family_phone',
  'company_id',
  'job_title_id',
  'foot_id',
  'division_id',
  'department_id',
  'position_id',
  'level',
  'work_type',
  'japanese_level',
  'join_date',
  'start_date',
  'identity_number',
  'identity_issue_date',
  'identity_issue_place',
  'visa_number',
  'visa_issue_date',
  'visa_expiry_date',
  'social_link',
] as const satisfies readonly (keyof EmployeeInput)[];

/** Fields the server may name besides the input's (history, resignation, the first password). */
const OTHER_FIELDS = [
  'password',
  'avatar',
  'resignation_date',
  'resignation_reason',
  'employee_id',
  'file',
  /** `params.other` of the date rules: "before today". */
  'today',
] as const;

/** i18n keys of the field labels (validation messages and the history name the field). */
export const EMPLOYEE_LABELS: Record<string, string> = Object.fromEntries(
  [...EMPLOYEE_FIELDS, ...OTHER_FIELDS].map((field) => [field, `employees.fields.${field}`]),
);

/** The list's query as the API takes it (empty filters left out). */
function listQuery(query: EmployeeListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

export function useEmployees(query: EmployeeListQuery) {
  const params = listQuery(query);
  return useQuery({
    queryKey: queryKeys.employeeList(params),
    queryFn: ({ signal }) => api.get<EmployeePage>('/employees', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: queryKeys.employee(id ?? 0),
    queryFn: ({ signal }) => api.get<EmployeeDetail>(`/employees/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useEmployeeHistory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.employeeHistory(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ history: EmployeeChange[] }>(`/employees/${id}/history`, { signal, quiet: true }),
    enabled: id !== null,
  });
}

export function useEmployeeCharts() {
  return useQuery({
    queryKey: queryKeys.employeeCharts,
    queryFn: ({ signal }) => api.get<EmployeeCharts>('/charts', { signal }),
  });
}

/** Every screen a record change can move: the lists, the records, their history, the charts. */
export function useInvalidateEmployees() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.employees });
}

export function createEmployee(body: EmployeeCreateBody, form?: FormInstance) {
  return api.post<Employee>('/employees', body, { form, labels: EMPLOYEE_LABELS });
}

export function updateEmployee(id: number, body: EmployeeInput, form?: FormInstance) {
  return api.put<Employee>(`/employees/${id}`, body, { form, labels: EMPLOYEE_LABELS });
}

/** 4334 (the person has requests or timesheet days) is told by the caller: resign them instead. */
export function deleteEmployee(id: number) {
  return api.delete<{ message: string }>(`/employees/${id}`);
}

export interface ResignationBody {
  employee_id: number;
  resignation_date: string;
  resignation_reason: string;
}

export function resignEmployee(body: ResignationBody, form?: FormInstance) {
  return api.post<Employee>('/employees/resignation', body, { form, labels: EMPLOYEE_LABELS });
}

/** The list's filters (no page) as the export takes them, with the format. */
export function exportEmployees(query: EmployeeListQuery, format: 'xlsx' | 'csv') {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return downloadFile('/employees/export', {
    query: { ...listQuery(filters as EmployeeListQuery), format },
    fallbackName: `employees.${format}`,
  });
}

export function downloadImportTemplate() {
  return downloadFile('/employees/import/template', { fallbackName: 'employees-import-template.xlsx' });
}

export interface EmployeeImportResult {
  created: number;
}

/** Quiet: the import dialog shows a refusal itself (the per-row report of a 4220). */
export function importEmployees(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const data = new FormData();
  data.append('file', file);
  return uploadWithProgress<EmployeeImportResult>('/employees/import', data, { onProgress, signal });
}

/** A new photo: `/employees/{id}/avatar` for a record, `/information-profile/avatar` for my own. */
export function uploadAvatar(path: string, file: File, onProgress: (percent: number) => void) {
  const data = new FormData();
  data.append('file', file);
  return uploadWithProgress<Employee>(path, data, { onProgress, toast: true, labels: EMPLOYEE_LABELS });
}

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.get<Employee>('/information-profile', { signal }),
  });
}

export function updateProfile(body: ProfileContact, form?: FormInstance) {
  return api.put<Employee>('/information-profile', body, { form, labels: EMPLOYEE_LABELS });
}
