/**
 * The correction API (SPEC 7 "Additional timesheet", docs/api-corrections-remote.md): lists,
 * create data, create / edit (multipart with evidence images), detail, delete, approval, and the
 * evidence images themselves (served only with the bearer token).
 */
import type {
  BulkResult,
  CorrectionApprovalFilters,
  CorrectionApprovalList,
  CorrectionCreateData,
  CorrectionEdit,
  CorrectionItem,
  CorrectionList,
  CorrectionListFilters,
  CorrectionShowApproval,
  CorrectionSortColumn,
  IdName,
} from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { api, apiUrl, authHeaders, reportFailure } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

// The answers' types are inferred from the schemas the server serializes with (packages/domain).
export type {
  CorrectionApprovalFilters,
  CorrectionCreateData,
  CorrectionItem,
  CorrectionListFilters,
  CorrectionShowApproval,
  CorrectionSortColumn,
  IdName,
};
export type CorrectionListResponse = CorrectionList;
export type CorrectionApprovalListResponse = CorrectionApprovalList;
export type CorrectionEditResponse = CorrectionEdit;
export type CorrectionBulkResponse = BulkResult;

/** i18n keys of the form's field labels (validation messages name the field). */
export const CORRECTION_LABELS = {
  work_date: 'corrections.fields.work_date',
  manager_id: 'corrections.fields.manager_id',
  admin_id: 'corrections.fields.admin_id',
  start_time_request: 'corrections.fields.start_time_request',
  end_time_request: 'corrections.fields.end_time_request',
  reason: 'corrections.fields.reason',
  img_evidence: 'corrections.fields.img_evidence',
  keep_images: 'corrections.fields.img_evidence',
  comment: 'corrections.fields.comment',
  status: 'corrections.fields.status',
  /** `before_or_equal` names `other: today`. */
  today: 'corrections.fields.today',
};

function toQuery(filters: object, page: number, perPage: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

export function useCorrectionList(filters: CorrectionListFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.correctionList(query),
    queryFn: ({ signal }) => api.get<CorrectionListResponse>('/additional-timesheet', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCorrectionApprovalList(filters: CorrectionApprovalFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.correctionApprovalList(query),
    queryFn: ({ signal }) =>
      api.get<CorrectionApprovalListResponse>('/additional-timesheet/approval', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The create screen's data for a day (its recorded check-in / check-out) and the candidates. */
export function useCorrectionCreateData(workDate: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.correctionCreateData(workDate),
    queryFn: ({ signal }) =>
      api.get<CorrectionCreateData>('/additional-timesheet/create', {
        query: { work_date: workDate ?? undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCorrectionEdit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.correctionEdit(id ?? 0),
    queryFn: ({ signal }) => api.get<CorrectionEditResponse>(`/additional-timesheet/${id}/edit`, { signal }),
    enabled: id !== null && id > 0,
    // The form is filled once from this answer; a background refetch must not overwrite edits.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * One request. `inPanel`: read inside the notification drawer, where a 403 / 404 must not take the
 * user away from the page under the drawer.
 */
export function useCorrectionDetail(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.correctionDetail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ timesheetRequest: CorrectionItem }>(`/additional-timesheet/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useCorrectionShowApproval(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.correctionShowApproval(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<CorrectionShowApproval>(`/additional-timesheet/show-approval/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

/**
 * Refreshes everything a correction change moves: the lists and details, the pending counts, the
 * dashboard totals, the notifications and the timesheet (a confirmed correction replaces the day's
 * times). `evidence`: the stored images changed too (edit, delete).
 */
export function useInvalidateCorrections() {
  const client = useQueryClient();
  return (options: { evidence?: boolean } = {}) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.corrections }),
      client.invalidateQueries({ queryKey: queryKeys.counts }),
      client.invalidateQueries({ queryKey: queryKeys.timesheets }),
      client.invalidateQueries({ queryKey: queryKeys.notifications }),
      ...(options.evidence ? [client.invalidateQueries({ queryKey: ['correction-evidence'] })] : []),
    ]);
}

/** POST /additional-timesheet (multipart: the fields and `img_evidence[]`). */
export function createCorrection(
  data: FormData,
  options: { form?: FormInstance; onProgress?: (percent: number) => void } = {},
) {
  return uploadWithProgress<{ timesheetRequest: CorrectionItem }>('/additional-timesheet', data, {
    toast: true,
    form: options.form,
    labels: CORRECTION_LABELS,
    onProgress: options.onProgress,
  });
}

/** POST /additional-timesheet/{id} (multipart: the fields, `keep_images[]` and new `img_evidence[]`). */
export function updateCorrection(
  id: number,
  data: FormData,
  options: { form?: FormInstance; onProgress?: (percent: number) => void } = {},
) {
  return uploadWithProgress<{ timesheetRequest: CorrectionItem }>(`/additional-timesheet/${id}`, data, {
    toast: true,
    form: options.form,
    labels: CORRECTION_LABELS,
    onProgress: options.onProgress,
  });
}

export function deleteCorrection(id: number) {
  return api.delete<{ message: string }>(`/additional-timesheet/${id}`);
}

export function useDeleteCorrection() {
  const invalidate = useInvalidateCorrections();
  return useMutation({
    mutationFn: deleteCorrection,
    onSuccess: () => void invalidate({ evidence: true }),
  });
}

/**
 * Approve / confirm (2), reject (3) or offer (5), always with a comment. Its errors are answers,
 * not navigation: 4323 (403) and 4293 (404) stay on the page (shown by the caller).
 */
export function decideCorrection(
  id: number,
  body: { status: 2 | 3 | 5; comment: string },
  form?: FormInstance,
) {
  return api.post<{ timesheetRequest: CorrectionItem }>(`/additional-timesheet/approval/${id}`, body, {
    form,
    labels: CORRECTION_LABELS,
    stayOnPage: true,
  });
}

/** Approves each of `ids` with the same comment; failures come back by id and code. */
export function bulkApproveCorrections(ids: number[], comment: string) {
  return api.post<CorrectionBulkResponse>('/additional-timesheet/approve/list-request', { ids, comment });
}

/** The full URL of an evidence image (the API answers `/api/...`; a bare path is made absolute). */
export function evidenceUrl(url: string): string {
  return url.startsWith('/api/') || /^https?:/.test(url) ? url : apiUrl(url);
}

/** Reads one evidence image with the bearer token (an `<img src>` cannot send it). */
export async function fetchEvidence(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(evidenceUrl(url), {
    headers: { ...authHeaders(), Accept: 'image/png,image/jpeg,image/*' },
    credentials: 'same-origin',
    // The URL stays the same when an edit replaces an image: never reuse the HTTP cache's copy.
    cache: 'no-cache',
    signal,
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    // 401 still ends the session; a missing image is shown in place, never a navigation.
    throw reportFailure(response.status, body, { quiet: true, stayOnPage: true });
  }
  return response.blob();
}

/**
 * An evidence image as an object URL for `<img>` and the antd preview: fetched with the auth
 * headers into a Blob (cached by URL), the object URL revoked when it changes or on unmount.
 */
export function useEvidenceImage(url: string | null | undefined): {
  src: string | null;
  loading: boolean;
  error: boolean;
} {
  const query = useQuery({
    queryKey: queryKeys.correctionEvidence(url ?? ''),
    queryFn: ({ signal }) => fetchEvidence(url as string, signal),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const blob = query.data ?? null;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setSrc(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { src: blob ? src : null, loading: Boolean(url) && query.isPending, error: query.isError };
}
