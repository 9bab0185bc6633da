/** HR's month close (issue #20): the screen, the reminder, bulk lock and unlock, the payroll file. */
import type { MonthClose, MonthCloseFilter } from '@staffhub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from './download';
import { api } from './http';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';

export interface MonthCloseView {
  month: string;
  companyId: number;
  status: MonthCloseFilter;
  page: number;
  perPage: number;
}

export function useMonthClose(v: MonthCloseView) {
  const query = {
    month: v.month,
    company_id: v.companyId,
    status: v.status,
    page: v.page,
    per_page: v.perPage,
  };
  return useQuery({
    queryKey: queryKeys.monthClose(query),
    queryFn: ({ signal }) => api.get<MonthClose>('/month-close', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function remindOpen(month: string, companyId: number) {
  return api.post<{ reminded: number }>('/month-close/remind', { month, company_id: companyId });
}

export async function setLocked(month: string, companyId: number, employeeIds: number[], locked: boolean) {
  const out = await api.post<{ changed: number }>('/month-close/lock', {
    month,
    company_id: companyId,
    employee_ids: employeeIds,
    locked,
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.timesheets });
  return out;
}

export function downloadPayroll(month: string, companyId: number) {
  return downloadFile('/month-close/payroll', {
    query: { month, company_id: companyId },
    fallbackName: `payroll_${companyId}_${month}.xlsx`,
  });
}
