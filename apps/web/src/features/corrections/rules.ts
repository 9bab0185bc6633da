/**
 * Pure rules of the correction (additional timesheet) screens: no React, no i18n, tested in node.
 * Labels are returned as i18n keys under `corrections.`.
 */
import {
  actsAsAdministrator,
  type CorrectionInput,
  type CorrectionItem,
  type CorrectionShowApproval,
  correctionDateErrors,
  EVIDENCE_EXTENSIONS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  lacksCorrectionApprovers,
  ZDate,
} from '@staffhub/domain';
import { awaitsDecisionBy, stepsOf } from '../../requests/rules';

/** One approval button of the approval view: the status it sends and its i18n keys. */
export interface DecisionButton {
  status: 2 | 3 | 5;
  /** Button label. */
  label: string;
  /** Title of the "Are you sure?" popup. */
  title: string;
  /** Success toast. */
  done: string;
}

/**
 * SPEC 4: the administrator confirms (2) or offers (5), with the offer popup title; the manager
 * approves (2) or rejects (3), with the reject title.
 */
export function decisionButtons(actsAsAdmin: boolean): {
  positive: DecisionButton;
  negative: DecisionButton;
} {
  return actsAsAdmin
    ? {
        positive: {
          status: 2,
          label: 'corrections.approve.confirm',
          title: 'corrections.approve.confirmTitle',
          done: 'corrections.approve.confirmed',
        },
        negative: {
          status: 5,
          label: 'corrections.approve.offer',
          title: 'corrections.approve.offerTitle',
          done: 'corrections.approve.offered',
        },
      }
    : {
        positive: {
          status: 2,
          label: 'corrections.approve.approve',
          title: 'corrections.approve.approveTitle',
          done: 'corrections.approve.approved',
        },
        negative: {
          status: 3,
          label: 'corrections.approve.reject',
          title: 'corrections.approve.rejectTitle',
          done: 'corrections.approve.rejected',
        },
      };
}

export type EntryStatusKey = 'pending' | 'approved' | 'rejected' | 'offer';

/** An approver entry's label: 1 and 4 (waiting again) pending, 2 approved, 3 rejected, 5 offer. */
export function entryStatusKey(status: number): EntryStatusKey {
  if (status === 2) return 'approved';
  if (status === 3) return 'rejected';
  if (status === 5) return 'offer';
  return 'pending';
}

/** The request's status (1 pending, 2 approved, 3 rejected); anything else reads as pending. */
export function requestStatusKey(status: number): Exclude<EntryStatusKey, 'offer'> {
  if (status === 2) return 'approved';
  if (status === 3) return 'rejected';
  return 'pending';
}

/** SPEC 4 (the domain's rule): the request lacks approvers, it must be deleted and created again. */
export function lacksApprovers(item: Pick<CorrectionItem, 'request_approve'>): boolean {
  return lacksCorrectionApprovers(item.request_approve);
}

/** Approval list: a row can be selected for bulk approval while it waits for the viewer. */
export function canBulkSelect(item: Pick<CorrectionItem, 'status' | 'status_approval_person'>): boolean {
  return item.status === 1 && (item.status_approval_person === 1 || item.status_approval_person === 4);
}

/** What a correction's approval view adds to the request (`can_approve` and the rest). */
export type CorrectionDecisionFacts = Omit<CorrectionShowApproval, 'timesheetRequest'>;

/**
 * An approval-list row's decision facts, as its approval view would give them (SPEC 4): null unless
 * it waits for the viewer and has both approvers; the administrator confirms or offers.
 */
export function correctionRowFacts(
  item: Pick<CorrectionItem, 'status' | 'request_approve'>,
  viewerId: number | undefined,
): CorrectionDecisionFacts | null {
  // SPEC 3 names a correction's entries `request_approve`; each is sent once.
  const approvers = item.request_approve.map((e) => ({
    level: e.level,
    approve_employee_id: e.approved_by,
    approve_status: e.status,
  }));
  if (
    viewerId === undefined ||
    lacksApprovers(item) ||
    !awaitsDecisionBy({ status: item.status, approvers }, viewerId)
  )
    return null;
  return {
    can_approve: true,
    can_cancel: false,
    acts_as_admin: actsAsAdministrator(stepsOf(approvers), viewerId),
    lacks_approvers: false,
  };
}

/** The stored evidence images of a request: slot 1 (`img_evidence`) and 2 (`img_evidence2`). */
export function evidenceSlots(
  item: Pick<CorrectionItem, 'img_evidence' | 'img_evidence2'>,
): Array<{ slot: 1 | 2; url: string }> {
  const out: Array<{ slot: 1 | 2; url: string }> = [];
  if (item.img_evidence) out.push({ slot: 1, url: item.img_evidence });
  if (item.img_evidence2) out.push({ slot: 2, url: item.img_evidence2 });
  return out;
}

export type EvidenceProblem = 'type' | 'size' | 'count';

const MIME_TYPES = ['image/png', 'image/jpeg'];

/**
 * Client-side check of one chosen image (SPEC 5): png / jpg / jpeg by name and type, at most
 * 2000 KB, and no more than EVIDENCE_MAX_FILES together with those already in the form.
 * The server checks the content again.
 */
export function evidenceProblem(
  file: { name: string; type?: string; size: number },
  alreadyChosen: number,
): EvidenceProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk =
    file.name.includes('.') && (EVIDENCE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = !file.type || MIME_TYPES.includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > EVIDENCE_MAX_BYTES) return 'size';
  if (alreadyChosen >= EVIDENCE_MAX_FILES) return 'count';
  return null;
}

/** The antd `accept` of the evidence picker. */
export const EVIDENCE_ACCEPT = EVIDENCE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** One entry of the evidence picker: a stored image (kept unless removed) or a new file. */
export type EvidenceEntry = { kind: 'stored'; slot: 1 | 2 } | { kind: 'new'; file: Blob; name: string };

/** uid prefix of the stored images listed in the picker (`stored-1`, `stored-2`). */
export const STORED_PREFIX = 'stored-';

/** The picker's entries (antd UploadFile) as the multipart body wants them. */
export function toEvidenceEntries(
  files: ReadonlyArray<{ uid: string; name: string; originFileObj?: Blob }>,
): EvidenceEntry[] {
  const out: EvidenceEntry[] = [];
  for (const file of files) {
    if (file.uid.startsWith(STORED_PREFIX)) {
      const slot = Number(file.uid.slice(STORED_PREFIX.length));
      if (slot === 1 || slot === 2) out.push({ kind: 'stored', slot });
    } else if (file.originFileObj) {
      out.push({ kind: 'new', file: file.originFileObj, name: file.name });
    }
  }
  return out;
}

/**
 * The multipart body of POST /additional-timesheet (create) and POST /additional-timesheet/{id}
 * (update): the text fields, `keep_images[]` for the stored images kept (update only) and the new
 * files as `img_evidence[]`.
 */
export function buildCorrectionFormData(
  input: Omit<CorrectionInput, 'keep_images'>,
  evidence: readonly EvidenceEntry[],
  options: { update?: boolean } = {},
): FormData {
  const data = new FormData();
  data.append('work_date', input.work_date);
  data.append('manager_id', String(input.manager_id));
  data.append('admin_id', String(input.admin_id));
  data.append('start_time_request', input.start_time_request);
  data.append('end_time_request', input.end_time_request);
  data.append('reason', input.reason);
  for (const entry of evidence) {
    if (entry.kind === 'stored') {
      if (options.update) data.append('keep_images[]', String(entry.slot));
    } else {
      data.append('img_evidence[]', entry.file, entry.name);
    }
  }
  return data;
}

/** `?work_date=` of the create page: a real date (ZDate) the domain allows a correction for, else null. */
export function workDateFromQuery(raw: string | null, today: string): string | null {
  const date = ZDate.safeParse(raw);
  return date.success && !correctionDateErrors(date.data, today) ? date.data : null;
}
