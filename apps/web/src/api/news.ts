/**
 * The news API (docs/api-news.md): published items for everyone, every item for the PR department
 * and directors, the editor's saves and image uploads.
 */
import {
  NEWS_LIMITS,
  type NewsCategory,
  type NewsDetail,
  type NewsImage,
  type NewsInput,
  type NewsList,
  type NewsOne,
  type NewsSummary,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '../features/news/keys';
import { api } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

export type { NewsCategory, NewsDetail, NewsImage, NewsInput, NewsList, NewsOne, NewsSummary };

/** i18n keys of the labels of the fields the news API names. */
export const NEWS_LABELS: Record<string, string> = {
  title: 'news.fields.title',
  category_id: 'news.fields.category',
  summary: 'news.fields.summary',
  body: 'news.fields.body',
  pinned: 'news.fields.pinned',
  publish: 'news.fields.publish',
  publish_at: 'news.fields.publishAt',
  file: 'news.fields.image',
};

export interface NewsListQuery {
  page: number;
  per_page: number;
  category?: number;
  manage?: 1;
}

export function useNewsList(q: NewsListQuery) {
  const query = { ...q } as Record<string, string | number>;
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => api.get<NewsList>('/news', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The newest items for the dashboard (a refusal or failure stays on the dashboard). */
export function useLatestNews() {
  return useQuery({
    queryKey: newsKeys.dashboard,
    queryFn: ({ signal }) =>
      api.get<NewsList>('/news', {
        query: { page: 1, per_page: NEWS_LIMITS.dashboard },
        signal,
        stayOnPage: true,
        quiet: true,
      }),
    staleTime: 60_000,
  });
}

export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: newsKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<NewsOne>('/news/show-news', { query: { id }, signal }),
    enabled: id !== null,
  });
}

export function useNewsEdit(id: number) {
  return useQuery({
    queryKey: newsKeys.edit(id),
    queryFn: ({ signal }) => api.get<NewsOne>(`/news/edit/${id}`, { signal }),
    enabled: id > 0,
    // The form keeps what is typed: no refetch while editing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The categories (from the first page of the reader's list). */
export function useNewsCategories() {
  return useQuery({
    queryKey: newsKeys.list({ page: 1, per_page: 1 }),
    queryFn: ({ signal }) => api.get<NewsList>('/news', { query: { page: 1, per_page: 1 }, signal }),
    select: (d) => d.category,
    staleTime: 10 * 60_000,
  });
}

export function useInvalidateNews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.news });
}

// Writes ------------------------------------------------------------------------------------------

/** Field problems are the caller's to place (`quiet`): the form translates them. */
export const createNews = (body: NewsInput) =>
  api.post<NewsOne>('/news', body, { labels: NEWS_LABELS, quiet: true });
export const updateNews = (id: number, body: NewsInput) =>
  api.post<NewsOne>(`/news/${id}`, body, { labels: NEWS_LABELS, quiet: true });
export const deleteNews = (id: number) => api.delete<{ id: number }>(`/news/${id}`);

/** An editor image: png / jpeg by content, ≤ 2000 KB (4350 otherwise, told by the caller). */
export function uploadNewsImage(file: File, onProgress?: (p: number) => void) {
  const data = new FormData();
  data.append('file', file);
  return uploadWithProgress<NewsImage>('/news/images', data, { onProgress });
}
