/** Calendar feeds (issue #20): my feeds' state, a new secret address (shown once), revoking one. */
import type { CalendarFeedCreated, CalendarFeedKind, CalendarFeeds } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './http';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';

export function useCalendarFeeds() {
  return useQuery({
    queryKey: queryKeys.calendarFeeds,
    queryFn: ({ signal }) => api.get<CalendarFeeds>('/calendar-feeds', { signal }),
  });
}

/** A feed in the language the app is shown in (its events' texts). */
export async function makeCalendarFeed(kind: CalendarFeedKind, lang: string) {
  const out = await api.post<CalendarFeedCreated>('/calendar-feeds', { kind }, { query: { lang } });
  await queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeeds });
  return out;
}

export async function revokeCalendarFeed(kind: CalendarFeedKind) {
  await api.delete<{ message: string }>(`/calendar-feeds/${kind}`);
  await queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeeds });
}
