/** The timesheet API (check-in/out, lists, dashboard, submission, admin edit/import/export, holidays). */
import type {
  CheckInNetworks,
  CheckInNetworksInput,
  TimesheetRowOut,
  ZDashboard,
  ZHoliday,
  ZTotalRequests,
} from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { downloadFile } from './download';
import { api } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

// The domain's zod schemas are the contract; their parsed types are read without importing zod here.
export type TimesheetRow = TimesheetRowOut;
export type Dashboard = ReturnType<typeof ZDashboard.parse>;
export type TotalRequests = ReturnType<typeof ZTotalRequests.parse>;
export type Holiday = ReturnType<typeof ZHoliday.parse>;

export interface TimesheetEmployee {
  id: number;
  employee_code: string;
  name: string;
  company_code: string;
  division_name: string | null;
  foot_name: string | null;
}
export type AdminTimesheetRow = TimesheetRow & { employee: TimesheetEmployee };

export interface Paginated<T> {
  data: T[];
  from: number | null;
  to: number | null;
  last_page: number;
  path: string;
  current_page: number;
  total: number;
  per_page: number;
}

export interface TodayResponse {
  timeSheet: TimesheetRow;
  server_time: string;
  time_zone: string;
}

export interface UserTimesheetsResponse {
  timeSheets: TimesheetRow[];
  checkSubmitted: boolean;
  time_zone: string;
}

export interface AdminTimesheetsResponse {
  timeSheets: Paginated<AdminTimesheetRow>;
}

export interface ImportResult {
  imported: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** Either a month or a from/to range (at most MAX_TIMESHEET_RANGE_DAYS days). */
export type UserTimesheetsQuery = { month: string } | { start_date: string; end_date: string };

export interface AdminTimesheetFilters {
  start_date?: string;
  end_date?: string;
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
}

export interface TimesheetEditBody {
  check_in: string | null;
  check_out: string | null;
  reason: string;
}

export const TIMESHEET_EDIT_LABELS = {
  check_in: 'fields.check_in',
  check_out: 'fields.check_out',
  reason: 'fields.reason',
};

/** Today's row; read by the header on every page, so a 403/404 never navigates away. */
export function useToday(enabled = true) {
  return useQuery({
    queryKey: queryKeys.today,
    queryFn: ({ signal }) =>
      api.get<TodayResponse>('/user/timesheets/today', { signal, quiet: true, stayOnPage: true }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

export function useUserTimesheets(query: UserTimesheetsQuery | null) {
  const params: Record<string, string> = query ? { ...query, sort_by: 'asc' } : {};
  return useQuery({
    queryKey: queryKeys.userTimesheets(params),
    queryFn: ({ signal }) => api.get<UserTimesheetsResponse>('/user/timesheets', { query: params, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(month: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard(month ?? ''),
    queryFn: ({ signal }) =>
      api.get<Dashboard>('/timesheet-dashboard', { query: { month: month ?? '' }, signal }),
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTotalRequests(month: string | null) {
  return useQuery({
    queryKey: queryKeys.totalRequests(month ?? ''),
    queryFn: ({ signal }) =>
      api.get<TotalRequests>('/timesheet-dashboard/total-requests', {
        query: { month: month ?? '' },
        signal,
      }),
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAdminTimesheets(filters: AdminTimesheetFilters, page: number, perPage: number) {
  const query: Record<string, string | number> = { page, per_page: perPage };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return useQuery({
    queryKey: queryKeys.adminTimesheets(query),
    queryFn: ({ signal }) => api.get<AdminTimesheetsResponse>('/timesheets', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Everything a timesheet change can move: today, the lists, the dashboard, the counts. */
export function useInvalidateTimesheets() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.timesheets })]);
}

export function useCheckIn() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    meta: { background: true },
    mutationFn: () => api.post<{ timeSheet: TimesheetRow }>('/user/timesheets/checkin'),
    onSettled: invalidate,
  });
}

export function useCheckOut() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    meta: { background: true },
    mutationFn: () => api.post<{ timeSheet: TimesheetRow }>('/user/timesheets/checkout'),
    onSettled: invalidate,
  });
}

export type MonthAction = 'submit' | 'unsubmit' | 'compensation';

/** The dashboard buttons; errors are shown by the caller in an error modal (quiet). */
export function monthAction(action: MonthAction, month: string) {
  const path = {
    submit: '/submit-timesheets',
    unsubmit: '/unsubmit-timesheets',
    compensation: '/compensation-timesheet',
  }[action];
  return api.post<{ message?: string; totalCompensation?: number }>(path, { month }, { quiet: true });
}

export function updateTimesheet(id: number, body: TimesheetEditBody, form?: FormInstance) {
  return api.put<{ timeSheet: TimesheetRow }>(`/timesheets/${id}`, body, {
    form,
    labels: TIMESHEET_EDIT_LABELS,
  });
}

export function createTimesheet(
  body: TimesheetEditBody & { employee_id: number; work_date: string },
  form?: FormInstance,
) {
  return api.post<{ timeSheet: TimesheetRow }>('/timesheets', body, { form, labels: TIMESHEET_EDIT_LABELS });
}

export function exportTimesheets(filters: AdminTimesheetFilters) {
  return downloadFile('/timesheets', {
    query: { ...filters, export: 1 },
    fallbackName: 'timesheets.xlsx',
  });
}

export function importTimesheets(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const data = new FormData();
  data.append('file', file);
  return uploadWithProgress<ImportResult>('/timesheets/import', data, { onProgress, signal });
}

export function useHolidays(companyId: number, year: number) {
  return useQuery({
    queryKey: queryKeys.holidays(companyId, year),
    queryFn: ({ signal }) =>
      api.get<{ holidays: Holiday[] }>('/holidays', { query: { company_id: companyId, year }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface HolidayBody {
  company_id: number;
  date: string;
  name: string;
}

export function saveHoliday(id: number | null, body: HolidayBody, form?: FormInstance) {
  return id === null
    ? api.post<Holiday>('/holidays', body, { form })
    : api.put<Holiday>(`/holidays/${id}`, { date: body.date, name: body.name }, { form });
}

export function deleteHoliday(id: number) {
  return api.delete<unknown>(`/holidays/${id}`);
}

/** Administrators: a company's check-in networks, and whether their own address passes them. */
export function useCheckInNetworks(companyId: number) {
  return useQuery({
    queryKey: queryKeys.checkInNetworks(companyId),
    queryFn: ({ signal }) =>
      api.get<CheckInNetworks>('/timesheets/check-in-networks', { query: { company_id: companyId }, signal }),
  });
}

export function saveCheckInNetworks(
  body: CheckInNetworksInput,
  options: { form?: FormInstance; labels?: Record<string, string> } = {},
) {
  return api.put<CheckInNetworks>('/timesheets/check-in-networks', body, options);
}
