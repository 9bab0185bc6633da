/** Administrators: a company's reminder and escalation rules, and the requests waiting longest (issue #20). */
import type { ReminderRules, ReminderRulesInput } from '@staffhub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryKeys } from './queryKeys';

export function useApprovalReminders(companyId: number) {
  return useQuery({
    queryKey: queryKeys.approvalReminders(companyId),
    queryFn: ({ signal }) =>
      api.get<ReminderRules>('/approval-reminders', { query: { company_id: companyId }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function saveApprovalReminders(
  body: ReminderRulesInput,
  options: { form?: FormInstance; labels?: Record<string, string> } = {},
) {
  return api.put<ReminderRules>('/approval-reminders', body, options);
}
