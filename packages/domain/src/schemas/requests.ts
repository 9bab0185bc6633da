/**
 * The contract every request kind shares (SPEC 7): path ids, list queries, the pieces of their
 * answers. The server validates and serializes with these; the web infers its types from them.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { ID_MAX } from '../limits';
import { ZDate, ZMonth } from './timesheets';

/** A request id in a path: a positive 32-bit integer. */
export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** A person or project as the forms' choice lists carry them. */
export const ZIdName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof ZIdName>;

/** The approver choices of a create or edit form: level 1 and level 2, first = default. */
export const ZApprovalCandidates = z.object({ level1: z.array(ZIdName), level2: z.array(ZIdName) });
export type ApprovalCandidates = z.infer<typeof ZApprovalCandidates>;

/** One page of a list: at most 200 rows a page. */
export const ZRequestPage = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});

const ZRequestStatus = z.coerce.number().int().min(1).max(3);

/** A requester's own list: a page, a status, a month or a date range (days touching it), an order. */
export const ZRequestListQuery = ZRequestPage.extend({
  status: ZRequestStatus.optional(),
  month: ZMonth.optional(),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});

/** What approval and administrators' lists add: who asked, where they work, my decision. */
export const ZApproverFilters = z.object({
  employee_info: z.string().trim().max(120).optional(),
  position_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  division_code: z.string().max(40).optional(),
  foot_code: z.string().max(40).optional(),
  company_code: z.string().max(40).optional(),
  /** 1: waiting for me now; 2, 3: the entries I left in that status (corrections add 5, offered). */
  approveStatus: z.coerce.number().int().min(1).max(3).optional(),
});

/** The answer of every bulk approval: what was approved, and what was refused with its code. */
export const ZBulkResult = z.object({
  approved: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), code: z.number().int() })),
});
export type BulkResult = z.infer<typeof ZBulkResult>;

export const ZDeleted = z.object({ message: z.string() });

/** The filters of a list query as a form fills them: its fields but the page, all optional. */
export type ListFilters<Q extends z.ZodType> = Partial<Omit<z.infer<Q>, 'page' | 'per_page'>>;
