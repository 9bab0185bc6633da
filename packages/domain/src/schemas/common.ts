import { z } from 'zod';

export const ZErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z
    .record(
      z.string(),
      z.array(
        z.object({
          rule: z.string(),
          message: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      ),
    )
    .optional(),
});

export const ZAccount = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  department_code: z.string().nullable(),
  job_title_code: z.string().nullable(),
  company_id: z.number().int(),
  company_time_zone: z.string(),
  position_name: z.string().nullable(),
  division_name: z.string().nullable(),
  foot_name: z.string().nullable(),
  is_admin: z.boolean(),
  approver_levels: z.array(z.number().int()),
  can_access_news: z.boolean(),
  can_access_vote: z.boolean(),
  has_project_management: z.boolean(),
  can_approve_corrections: z.boolean(),
  can_manage_employees: z.boolean(),
});
export type Account = z.infer<typeof ZAccount>;

/** SPEC 3 "Pending counts". */
export const ZCountRequest = z.object({
  countAllOverTimeRequest: z.number().int(),
  countAllTimeSheetRequest: z.number().int(),
  countAllRemoteTimeRequest: z.number().int(),
  requestSabbaticalLeave: z.number().int(),
  requestNoConfirmSabbaticalLeave: z.number().int(),
  requestNoConfirmShortLeave: z.number().int(),
  requestOverTime: z.number().int(),
  requestTimeSheet: z.number().int(),
  /** Approver badge total: overtime + timesheet + remote (SPEC 1). */
  total: z.number().int(),
});
export type CountRequest = z.infer<typeof ZCountRequest>;

/** Badge total of SPEC 1. */
export function badgeTotal(
  c: Pick<CountRequest, 'countAllOverTimeRequest' | 'countAllTimeSheetRequest' | 'countAllRemoteTimeRequest'>,
): number {
  return c.countAllOverTimeRequest + c.countAllTimeSheetRequest + c.countAllRemoteTimeRequest;
}

/** The spec's pagination fields (see `paginationOf`). */
export const ZPagination = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  current_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});

/** A paged list as the spec's lists carry it: `data` and the pagination fields. */
export const zPaginated = <T extends z.ZodType>(item: T) => ZPagination.extend({ data: z.array(item) });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).optional(),
});

export function paginationOf(total: number, page: number, perPage: number, path: string) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { from, to, last_page: lastPage, path, current_page: page, total, per_page: perPage };
}

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  request_type: z.string().nullable(),
  request_id: z.number().int().nullable(),
  url: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  image_url: z.string().nullable(),
  is_readed: z.number().int(),
});
export type Notification = z.infer<typeof ZNotification>;
