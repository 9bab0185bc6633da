/**
 * Live updates (GET /api/events): the bell count, the notification list and the approvers' pending
 * counts follow the server without reloading. Used once, by the authenticated layout; it runs only
 * while signed in and stops on logout (the layout unmounts) or when a 401 ends the session.
 */
import type { CountRequest } from '@staffhub/domain';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream, parseEventData, type SseEvent } from './events';
import { onSessionEnded } from './http';
import type { NotificationPage } from './notifications';
import { LIVE_TOPIC_ROOTS, queryKeys, REQUEST_ROOTS } from './queryKeys';
import { hasSession } from './session';

/** Applies one server event to the query caches. */
export function applyServerEvent(client: QueryClient, event: SseEvent): void {
  if (event.event === 'notification') {
    const data = parseEventData<{ countNotificationUnread?: number }>(event);
    const unread = data?.countNotificationUnread;
    if (typeof unread === 'number') {
      client.setQueryData<InfiniteData<NotificationPage>>(queryKeys.notifications, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page, index) =>
                index === 0 ? { ...page, countNotificationUnread: unread } : page,
              ),
            }
          : old,
      );
    }
    void client.invalidateQueries({ queryKey: queryKeys.notifications });
    // A notification means a request moved: refresh the request screens (never an open form).
    for (const root of REQUEST_ROOTS) {
      void client.invalidateQueries({
        queryKey: root,
        predicate: (query) => query.queryKey[1] !== 'edit' && query.queryKey[1] !== 'create',
      });
    }
    return;
  }
  if (event.event === 'topic') {
    // A shared screen changed (a seat plan, a running vote, the news): read it again where it is open.
    const topic = parseEventData<{ topic?: unknown }>(event)?.topic;
    const root = typeof topic === 'string' ? LIVE_TOPIC_ROOTS[topic] : undefined;
    if (root) void client.invalidateQueries({ queryKey: root });
    return;
  }
  if (event.event === 'counts') {
    const counts = parseEventData<CountRequest>(event);
    if (counts && typeof counts === 'object') client.setQueryData(queryKeys.counts, counts);
    // The approval lists move with the counts.
    for (const root of REQUEST_ROOTS) {
      void client.invalidateQueries({ queryKey: [...root, 'approval-list'] });
    }
  }
}

export function useServerEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!hasSession()) return;
    const controller = new AbortController();
    const stopOnSessionEnd = onSessionEnded(() => controller.abort());
    void openEventStream(
      {
        onEvent: (event) => applyServerEvent(client, event),
        onOpen: (isReconnect) => {
          if (!isReconnect) return;
          // Events sent while disconnected are lost: read the current state again.
          void client.invalidateQueries({ queryKey: queryKeys.notifications });
          void client.invalidateQueries({ queryKey: queryKeys.counts });
        },
      },
      controller.signal,
    );
    return () => {
      stopOnSessionEnd();
      controller.abort();
    };
  }, [client]);
}
