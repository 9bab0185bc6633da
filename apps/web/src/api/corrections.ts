/**
 * The correction API (SPEC 7 "Additional timesheet", docs/api-corrections-remote.md): the generic
 * request client plus the kind's own calls: the create data, create / edit (multipart with evidence
 * images and upload progress) and the evidence images themselves (served only to a signed-in viewer of the request).
 */
import type {
  CorrectionApprovalFilters,
  CorrectionApprovalList,
  CorrectionCreateData,
  CorrectionEdit,
  CorrectionItem,
  CorrectionList,
  CorrectionListFilters,
  CorrectionShowApproval,
} from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { requestClient, setFilters, standardPaths, useQueryRead } from '../requests/client';
import { apiHeaders, apiUrl, reportFailure } from './http';
import { queryKeys } from './queryKeys';
import { uploadWithProgress } from './upload';

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

const base = '/additional-timesheet';

export interface CorrectionTypes {
  item: CorrectionItem;
  list: CorrectionList;
  approvalList: CorrectionApprovalList;
  listFilters: CorrectionListFilters;
  approvalFilters: CorrectionApprovalFilters;
  one: { timesheetRequest: CorrectionItem };
  showApproval: CorrectionShowApproval;
  edit: CorrectionEdit;
  /** Create and update are multipart (`createCorrection`, `updateCorrection`), not the client's JSON. */
  input: FormData;
  /** Approve / confirm (2), reject (3) or offer (5), always with a comment. */
  decision: { status: number; comment: string };
}

export const correctionsApi = requestClient<CorrectionTypes>({
  root: queryKeys.corrections,
  labels: CORRECTION_LABELS,
  // A confirmed correction replaces the day's times on the timesheet and the dashboard. The evidence
  // images stay apart (an approval must not download them again): an edit refreshes them itself.
  alsoInvalidate: [queryKeys.timesheets],
  paths: standardPaths(base, { decide: (id) => `${base}/approval/${id}` }),
});

/** The query key of every evidence image, refreshed after an edit replaced some. */
export const EVIDENCE_KEY = ['correction-evidence'] as const;

/** The create screen's data for a day (its recorded check-in / check-out) and the candidates. */
export function useCorrectionCreateData(workDate: string | null, enabled = true) {
  return useQueryRead<CorrectionCreateData>(
    () => queryKeys.correctionCreateData(workDate),
    `${base}/create`,
    setFilters({ work_date: workDate }),
    { enabled },
  );
}

type UploadCallOptions = { form?: FormInstance; onProgress?: (percent: number) => void };

function upload(path: string, data: FormData, options: UploadCallOptions) {
  return uploadWithProgress<CorrectionTypes['one']>(path, data, {
    toast: true,
    form: options.form,
    labels: CORRECTION_LABELS,
    onProgress: options.onProgress,
  });
}

/** POST /additional-timesheet (multipart: the fields and `img_evidence[]`). */
export function createCorrection(data: FormData, options: UploadCallOptions = {}) {
  return upload(correctionsApi.paths.create, data, options);
}

/** POST /additional-timesheet/{id} (multipart: the fields, `keep_images[]` and new `img_evidence[]`). */
export function updateCorrection(id: number, data: FormData, options: UploadCallOptions = {}) {
  return upload(correctionsApi.paths.update(id), data, options);
}

/** The full URL of an evidence image (the API answers `/api/...`; a bare path is made absolute). */
export function evidenceUrl(url: string): string {
  return url.startsWith('/api/') || /^https?:/.test(url) ? url : apiUrl(url);
}

/**
 * Reads one evidence image (with the session cookie) into a blob for an object URL, rather than an
 * `<img src>`: a 401 then ends the session, and an image replaced by an edit is never taken from cache.
 */
export async function fetchEvidence(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(evidenceUrl(url), {
    headers: { ...apiHeaders(), Accept: 'image/png,image/jpeg,image/*' },
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
