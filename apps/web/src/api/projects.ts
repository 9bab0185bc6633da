/**
 * The project-management API (docs/api-projects.md): the list, the form's lists and name check, one
 * project with its files, members, effort, weekly reviews, kick-off and bonus activities and
 * contract history. Multipart writes go through `uploadWithProgress` (a `payload` JSON part and the
 * files); everything else is JSON through `api`.
 */
import type {
  Activity,
  ActivityInput,
  Contract,
  ContractInput,
  Customer,
  EffortGrid,
  EffortInput,
  Project,
  ProjectFile,
  ProjectInput,
  ProjectListItem,
  ProjectMember,
  ProjectMemberInput,
  Review,
  ReviewInput,
  Technology,
  ZContractUpdate,
  ZEffortEmployees,
  ZProjectAbilities,
  ZProjectCreateData,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { downloadFile } from './download';
import { api } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

// Parsed types of the domain's schemas, read without importing zod here.
export type ProjectCreateData = ReturnType<typeof ZProjectCreateData.parse>;
export type ProjectAbilities = ReturnType<typeof ZProjectAbilities.parse>;
export type EffortEmployees = ReturnType<typeof ZEffortEmployees.parse>;
export type ContractUpdate = ReturnType<typeof ZContractUpdate.parse>;
export type {
  Activity,
  ActivityInput,
  Contract,
  ContractInput,
  Customer,
  EffortGrid,
  EffortInput,
  Project,
  ProjectFile,
  ProjectInput,
  ProjectListItem,
  ProjectMember,
  ProjectMemberInput,
  Review,
  ReviewInput,
  Technology,
};

/** `GET /projects`' query as the address and the API carry it (empty filters left out). */
export interface ProjectListQuery {
  page: number;
  perpage: number;
  q?: string;
  status?: number;
  customer_id?: number;
  manager_id?: number;
  start_date?: string;
  end_date?: string;
}

/** A page of projects: `data` and the pagination fields. */
export interface ProjectPage {
  data: ProjectListItem[];
  from: number | null;
  to: number | null;
  last_page: number;
  path: string;
  current_page: number;
  total: number;
  per_page: number;
}

export interface ProjectDetail {
  project: Project;
  abilities: ProjectAbilities;
}

export type EffortView = 'month' | 'week';

/** i18n keys of the fields the API names in its errors (top level; nested paths: `projectLabels`). */
const LABEL_FIELDS = [
  'name',
  'customer_id',
  'start_date',
  'end_date',
  'manager_id',
  'top_id',
  'leader_id',
  'status',
  'type',
  'contract_value',
  'customer_top',
  'customer_pm',
  'japan_top_id',
  'japan_tech_id',
  'japan_sale_id',
  'plans',
  'payments',
  'link_document',
  'technology_ids',
  'domain',
  'description',
  'kind',
  'file',
  'images',
  'members',
  'efforts',
  'note',
  'date',
  'time',
  'total_budget',
  'title',
  'employees',
  'contract_number',
  'signed_date',
  'value_man_month',
  'value_yen',
  /** `params.other` of the review's "not a future week". */
  'today',
] as const;

/** The label of a list item's field, without its index: `plans.3.end_date` -> `plans.end_date`. */
const NESTED_LABELS: Record<string, string> = {
  'plans.name': 'plan_name',
  'plans.start_date': 'plan_start_date',
  'plans.end_date': 'plan_end_date',
  'payments.name': 'payment_name',
  'payments.expected_date': 'payment_expected_date',
  'payments.actual_date': 'payment_actual_date',
  'payments.percentage': 'payment_percentage',
  'members.employee_id': 'member_employee_id',
  'members.position': 'member_position',
  'members.type': 'member_type',
  'members.start_date': 'member_start_date',
  'members.end_date': 'member_end_date',
  'members.effort_default': 'member_effort_default',
  'employees.employee_id': 'activity_employee_id',
  'employees.bonus': 'activity_bonus',
  'efforts.effort': 'effort',
  'efforts.set_value': 'set_value',
  'efforts.employee_id': 'member_employee_id',
  'efforts.start_date': 'start_date',
  'efforts.end_date': 'end_date',
};

/** The i18n key of a field's label, for any path the API or the schema names (`plans.0.end_date`). */
export function projectLabelKey(field: string): string {
  const plain = field.replace(/\.\d+(?=\.|$)/g, '');
  const nested = NESTED_LABELS[plain];
  if (nested) return `projects.fields.${nested}`;
  return `projects.fields.${plain.includes('.') ? plain.slice(plain.lastIndexOf('.') + 1) : plain}`;
}

/** A `FieldLabels` map for these paths, and every top-level field (the `other` of a date rule). */
export function projectLabels(fields: Iterable<string> = []): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(
    LABEL_FIELDS.map((field) => [field, `projects.fields.${field}`]),
  );
  for (const field of fields) out[field] = projectLabelKey(field);
  return out;
}

export const PROJECT_LABELS = projectLabels();

/** The list's query as the API takes it (empty filters left out). */
export function listParams(query: ProjectListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

/**
 * The path of a file as `downloadFile` and `api` take it (without `/api`), from the `url` the API
 * gives; and as an `<img>` loads it (with `/api`: the session cookie goes with a same-origin GET).
 */
export function fileApiPath(url: string): string {
  return url.startsWith('/api/') ? url.slice(4) : url;
}
export function fileSrc(url: string): string {
  if (/^(https?:|blob:|data:)/.test(url)) return url;
  return url.startsWith('/api/') ? url : `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

// Reads -------------------------------------------------------------------------------------------

export function useProjects(query: ProjectListQuery) {
  const params = listParams(query);
  return useQuery({
    queryKey: queryKeys.projectList(params),
    queryFn: ({ signal }) => api.get<ProjectPage>('/projects', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The form's lists (customers, working employees, technologies). `optional`: a screen that only
 * decorates itself with them (the list's PM filter) stays where it is if they are refused.
 */
export function useProjectCreateData(options: { optional?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.projectCreateData,
    queryFn: ({ signal }) =>
      api.get<ProjectCreateData>('/projects/create', {
        signal,
        ...(options.optional ? { quiet: true, stayOnPage: true } : {}),
      }),
    staleTime: 5 * 60_000,
  });
}

export function useCustomers() {
  return useQuery({
    queryKey: queryKeys.customers,
    queryFn: ({ signal }) =>
      api.get<{ customers: Customer[] }>('/common/customers', { signal, quiet: true, stayOnPage: true }),
    staleTime: 30 * 60_000,
  });
}

export function useTechnologies() {
  return useQuery({
    queryKey: queryKeys.technologies,
    queryFn: ({ signal }) =>
      api.get<{ technologies: Technology[] }>('/common/technologies', {
        signal,
        quiet: true,
        stayOnPage: true,
      }),
    staleTime: 30 * 60_000,
  });
}

/** Whether another project has this name (any case); `id` is the project being edited. Quiet. */
export function checkProjectName(name: string, id: number | null, signal?: AbortSignal) {
  return api.get<{ exists: boolean }>('/projects/check-exists-project', {
    query: { name, id },
    signal,
    quiet: true,
    stayOnPage: true,
  });
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: queryKeys.project(id ?? 0),
    queryFn: ({ signal }) => api.get<ProjectDetail>(`/projects/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useProjectMembers(id: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.projectMembers(id),
    queryFn: ({ signal }) =>
      api.get<{ members: ProjectMember[] }>(`/projects/${id}/project-employee`, { signal }),
    enabled,
  });
}

export function useEffortGrid(id: number, date: string, view: EffortView) {
  return useQuery({
    queryKey: queryKeys.projectEffort(id, date, view),
    queryFn: ({ signal }) => api.get<EffortGrid>(`/projects/${id}/effort`, { query: { date, view }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEffortEmployees(id: number, month: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.projectEffortEmployees(id, month),
    queryFn: ({ signal }) =>
      api.get<EffortEmployees>(`/projects/${id}/effort-employees`, { query: { month }, signal }),
    enabled,
  });
}

export function useReviews(id: number, weeks: number) {
  return useQuery({
    queryKey: queryKeys.projectReviews(id, weeks),
    queryFn: ({ signal }) =>
      api.get<{ reviews: Review[] }>(`/projects/reviews/${id}`, { query: { weeks }, signal }),
  });
}

/** One week's review (its Monday), stored or at its defaults. */
export function useReviewWeek(id: number, monday: string | null) {
  return useQuery({
    queryKey: queryKeys.projectReviewWeek(id, monday ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ reviews: Review[] }>(`/projects/reviews/${id}`, {
        query: { weeks: 1, date: monday },
        signal,
      }),
    enabled: monday !== null,
  });
}

export function useActivities(id: number) {
  return useQuery({
    queryKey: queryKeys.projectActivities(id),
    queryFn: ({ signal }) =>
      api.get<{ activities: Activity[] }>(`/projects/${id}/kickoff-and-bonus`, { signal }),
  });
}

export function useActivityMembers(id: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.projectActivityMembers(id),
    queryFn: ({ signal }) =>
      api.get<{ members: Array<{ id: number; name: string; employee_code: string }> }>(
        `/projects/${id}/kickoff-and-bonus/get-project-member`,
        { signal },
      ),
    enabled,
  });
}

export function useContracts(id: number) {
  return useQuery({
    queryKey: queryKeys.projectContracts(id),
    queryFn: ({ signal }) => api.get<{ contracts: Contract[] }>(`/contract-history/${id}`, { signal }),
  });
}

/** Every project screen: the lists, the projects and everything under them. */
export function useInvalidateProjects() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.projects });
}

// Writes ------------------------------------------------------------------------------------------

export function createProject(body: ProjectInput, form?: FormInstance) {
  return api.post<{ project: Project }>('/projects', body, { form, labels: PROJECT_LABELS });
}

export function updateProject(id: number, body: ProjectInput, form?: FormInstance) {
  return api.post<{ project: Project }>(`/projects/${id}/update`, body, { form, labels: PROJECT_LABELS });
}

export type ProjectFileKind = 'image' | 'quotation';

/** One image or quotation document; the failure is toasted. */
export function uploadProjectFile(
  id: number,
  kind: ProjectFileKind,
  file: File,
  onProgress?: (percent: number) => void,
) {
  // The server reads the kind from a `payload` JSON part (as every multipart write here); the plain
  // `kind` part of the API document goes along too.
  const data = new FormData();
  data.append('payload', JSON.stringify({ kind }));
  data.append('kind', kind);
  data.append('file', file);
  return uploadWithProgress<{ file: ProjectFile }>(`/projects/${id}/files`, data, {
    onProgress,
    toast: true,
    labels: PROJECT_LABELS,
  });
}

export function deleteProjectFile(id: number, fileId: number) {
  return api.delete<{ message: string }>(`/projects/${id}/files/${fileId}`);
}

/** Saves a file the API serves (`url` as the API gives it). */
export function downloadProjectFile(file: Pick<ProjectFile, 'url' | 'name'>) {
  return downloadFile(fileApiPath(file.url), { fallbackName: file.name });
}

export function saveMembers(id: number, members: ProjectMemberInput[], form?: FormInstance) {
  return api.post<{ members: ProjectMember[] }>(
    `/projects/${id}/project-employee`,
    { members },
    { form, labels: PROJECT_LABELS },
  );
}

/** A refusal is toasted with each problem named by its member's field (`efforts.3.effort`). */
export function saveEffort(id: number, body: EffortInput) {
  const paths = body.efforts.flatMap((_, i) =>
    ['employee_id', 'start_date', 'end_date', 'effort', 'set_value'].map((f) => `efforts.${i}.${f}`),
  );
  return api.post<EffortGrid>(`/projects/${id}/effort`, body, { labels: projectLabels(paths) });
}

export function saveReview(id: number, body: ReviewInput, form?: FormInstance) {
  return api.post<{ review: Review }>(`/projects/reviews/${id}`, body, { form, labels: PROJECT_LABELS });
}

/** A multipart body: the fields as one JSON `payload` part, then the files under their part names. */
export function multipartBody(payload: unknown, files: Record<string, File | File[] | null | undefined>) {
  const data = new FormData();
  data.append('payload', JSON.stringify(payload));
  for (const [name, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : value ? [value] : [])
      data.append(name, file, file.name);
  }
  return data;
}

interface MultipartOptions {
  onProgress?: (percent: number) => void;
  form?: FormInstance;
  signal?: AbortSignal;
}

export function createActivity(
  id: number,
  payload: ActivityInput,
  files: { images: File[]; file: File | null },
  options: MultipartOptions = {},
) {
  return uploadWithProgress<{ activity: Activity }>(
    `/projects/${id}/kickoff-and-bonus`,
    multipartBody(payload, files),
    { ...options, toast: true, labels: PROJECT_LABELS },
  );
}

export function createContract(payload: ContractInput, file: File | null, options: MultipartOptions = {}) {
  return uploadWithProgress<{ contract: Contract }>(
    '/contract-history/create',
    multipartBody(payload, { file }),
    {
      ...options,
      toast: true,
      labels: PROJECT_LABELS,
    },
  );
}

export function updateContract(payload: ContractUpdate, file: File | null, options: MultipartOptions = {}) {
  return uploadWithProgress<{ contract: Contract }>(
    '/contract-history/update',
    multipartBody(payload, { file }),
    {
      ...options,
      toast: true,
      labels: PROJECT_LABELS,
    },
  );
}

export function deleteContract(contractId: number) {
  return api.delete<{ message: string }>(`/contract-history/${contractId}`);
}
