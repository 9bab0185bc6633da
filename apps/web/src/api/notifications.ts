import type { Notification } from '@staffhub/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './http';
import { queryKeys } from './queryKeys';

export interface NotificationPage {
  listNotifications: {
    data: Notification[];
    current_page: number;
    last_page: number;
    total: number;
    per_page: number;
    from: number | null;
    to: number | null;
    path: string;
  };
  countNotificationUnread: number;
}

const POLL_MS = 60_000;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>('/notifications', { query: { page: pageParam }, signal, quiet: true }),
    getNextPageParam: (last) =>
      last.listNotifications.current_page < last.listNotifications.last_page
        ? last.listNotifications.current_page + 1
        : undefined,
    refetchInterval: POLL_MS,
  });
}

/** Marking read is background work: no loading overlay (meta.background). */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    meta: { background: true },
    mutationFn: (id: number) => api.post('/notifications/update-status', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    meta: { background: true },
    mutationFn: () => api.post('/notifications/read-all', {}),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
