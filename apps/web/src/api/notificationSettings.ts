/** My channel per notification type (app, e-mail, both) and the language of my e-mails (issue #20). */
import type { NotificationSettings, NotificationSettingsInput } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/notification-settings', { signal }),
  });
}

export async function saveNotificationSettings(body: NotificationSettingsInput, form?: FormInstance) {
  const saved = await api.put<NotificationSettings>('/notification-settings', body, { form });
  queryClient.setQueryData(queryKeys.notificationSettings, saved);
  return saved;
}
