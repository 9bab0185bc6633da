import { addDays, type ErrorCode, httpStatusOf, monthOf, todayIn } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import {
  demoPeople,
  importAttendance,
  jpegEvidence,
  type Made,
  makeCorrection,
  makeLeave,
  makeOvertime,
  makeRemote,
  makeShortLeave,
  type Person,
  projectId,
} from '../test/factories';
import { call, formData, nextIp } from '../test/helpers';
import { accountIdOf, mintSession, query } from './app-under-test';
import { badTokens, setupSecurityApp } from './harness';
import { operationsOf } from './openapi';

/**
 * The authorization matrix: every operation of the OpenAPI document, called by every demo role and
 * with every kind of bad token. Each cell's answer is WRITTEN DOWN below (from the policy:
 * `requests.policy.ts`, `requireAdmin`, `requireHr`, the services), never read from a response:
 * - `OK`: the role may call it. The answer may be 2xx or a business refusal (422 for a rule, 409
 *   already processed, 4323 not your turn...), but never 401, 4030, or the code that hides a record
 *   from a stranger (the row's `hides`).
 * - a code: the exact refusal, status and code (401 / 4010, 403 / 4030, 404 / 4040, 4292...).
 * A request a role may not see answers the kind's not-found code (4292 overtime, 4293 corrections,
 * 4294 leave and short leave, 4040 remote), never a hint that it exists.
 *
 * Paths name real records: each row with an `{id}` gets a fresh request of its kind, made by the
 * member (corrections: by a new member of the same foot and project standing in for them, as a
 * requester holds one pending correction at most), so "somebody else's request" is a real one.
 * Refusals are sent before permitted calls, so a permitted delete or decision cannot turn a
 * refusal into a 404. A new route without a row fails the first test: that is the gate.
 */

const ctx = await setupSecurityApp();
const { app } = ctx;

// ---- Who calls ----

/** The demo roles, by the local part of their e-mail. */
const ROLE_EMAILS = {
  /** Staff of project Alpha, foot HN-D1-F1: the requester of the records. */
  member: 'member',
  /** Same foot and project as the member: a stranger to their requests. */
  colleague: 'ngo.van.khanh',
  /** Alpha's PM: level 1 of overtime, leave, remote; assignee of short leave. */
  pm: 'pm',
  /** Alpha's top, Tokyo division manager: level 2 of overtime and leave. */
  top: 'top',
  /** Leader of foot HN-D1-F1: level 2 of remote; assignee of short leave. */
  leader: 'leader',
  /** Manager of division HN-D1: the manager (level 1) of corrections. */
  dm: 'dm',
  /** Administration department: the administrator (level 2) of corrections. */
  admin: 'admin',
  /** Administration department too, on no request's steps. */
  admin2: 'ho.thi.kim.anh',
  /** HR department manager: keeps the leave ledgers. */
  hr: 'hr',
  /** Board of directors. */
  bod: 'bod',
  /** Staff of another division (HN-D2), in no project of the member. */
  solo: 'solo',
} as const;
type Role = keyof typeof ROLE_EMAILS;
const ROLES = Object.keys(ROLE_EMAILS) as Role[];
const BAD_TOKENS = ['none', 'garbage', 'expired', 'forged', 'unsigned', 'loggedOut'] as const;
type BadToken = (typeof BAD_TOKENS)[number];

const OK = 'ok' as const;
type Expect = typeof OK | ErrorCode;
type Cells = Record<Role, Expect>;

// ---- The policies, written down ----

const EVERYONE: Cells = {
  member: OK,
  colleague: OK,
  pm: OK,
  top: OK,
  leader: OK,
  dm: OK,
  admin: OK,
  admin2: OK,
  hr: OK,
  bod: OK,
  solo: OK,
};
/**
 * The team calendar of division HN-D1: the people of that division, and HR, the Administration
 * department and the board, who read any division. The top (Tokyo) and solo (HN-D2) may not.
 */
const CALENDAR_OF_HN_D1: Cells = { ...EVERYONE, top: 4030, solo: 4030 };
/** A delegation of the pm's to the leader: read by both and by administrators; others are told 4040. */
const DELEGATION_READERS: Cells = {
  member: 4040,
  colleague: 4040,
  pm: OK,
  top: 4040,
  leader: OK,
  dm: 4040,
  admin: OK,
  admin2: OK,
  hr: 4040,
  bod: 4040,
  solo: 4040,
};
/** Cancelled by the pm (who made it) or administrators; the delegate reads it but may not (4030). */
const DELEGATION_CANCELLERS: Cells = { ...DELEGATION_READERS, leader: 4030 };
/** `requireAdmin`: the Administration department. */
/** Everyone refused (the base of the one-role cells). */
const ONLY_NONE: Cells = {
  member: 4030,
  colleague: 4030,
  pm: 4030,
  top: 4030,
  leader: 4030,
  dm: 4030,
  admin: 4030,
  admin2: 4030,
  hr: 4030,
  bod: 4030,
  solo: 4030,
};
const ADMINS: Cells = {
  member: 4030,
  colleague: 4030,
  pm: 4030,
  top: 4030,
  leader: 4030,
  dm: 4030,
  admin: OK,
  admin2: OK,
  hr: 4030,
  bod: 4030,
  solo: 4030,
};
/** `requireHr`: the HR department and administrators. */
const HR_AND_ADMINS: Cells = {
  member: 4030,
  colleague: 4030,
  pm: 4030,
  top: 4030,
  leader: 4030,
  dm: 4030,
  admin: OK,
  admin2: OK,
  hr: OK,
  bod: 4030,
  solo: 4030,
};
/** `requirePeopleManager`: the Administration department and the HR department's manager. */
const PEOPLE_MANAGERS: Cells = {
  member: 4030,
  colleague: 4030,
  pm: 4030,
  top: 4030,
  leader: 4030,
  dm: 4030,
  admin: OK,
  admin2: OK,
  hr: OK,
  bod: 4030,
  solo: 4030,
};
/**
 * Project management (`requireProjectManagement`): the Administration department, the board, and
 * whoever is PM or top of a project — pm (Alpha), top (Alpha, Beta), dm (top of Gamma).
 */
const PROJECT_MANAGERS: Cells = {
  member: 4030,
  colleague: 4030,
  pm: OK,
  top: OK,
  leader: 4030,
  dm: OK,
  admin: OK,
  admin2: OK,
  hr: 4030,
  bod: OK,
  solo: 4030,
};
/** One project (`requireProject`): its PM (pm) and top (top), the Administration department, the board. */
const MATRIX_PROJECT: Cells = { ...PROJECT_MANAGERS, dm: 4030 };
/** Creating a project (`requireProjectCreator`): the Administration department and the board. */
const PROJECT_CREATORS: Cells = { ...PROJECT_MANAGERS, pm: 4030, top: 4030, dm: 4030 };
/** Nobody but one role: the others get 4030. */
const only = (role: keyof Cells): Cells => ({ ...ONLY_NONE, [role]: OK });
/**
 * One check-point review (`requireReview`): the employee (member), its PM (pm) and department head
 * (dm), the board, the HR and Admin departments.
 */
const MATRIX_REVIEW: Cells = {
  ...ONLY_NONE,
  member: OK,
  pm: OK,
  dm: OK,
  bod: OK,
  hr: OK,
  admin: OK,
  admin2: OK,
};
/** The export (`exportScope`): the board, HR and Admin departments, and department heads of reviews (dm). */
const CHECKPOINT_EXPORT: Cells = { ...ONLY_NONE, dm: OK, bod: OK, hr: OK, admin: OK, admin2: OK };
/** A check-point form for the matrix periods. */
const CHECKPOINT_MATRIX_FORM = {
  scale: 5,
  sections: [{ key: 's1', title: 'Results', criteria: [{ key: 's1_c1', title: 'Quality' }] }],
};
/** A notification of the pm's: another person's is answered like a missing one. */
const PM_ONLY_4040: Cells = {
  member: 4040,
  colleague: 4040,
  pm: OK,
  top: 4040,
  leader: 4040,
  dm: 4040,
  admin: 4040,
  admin2: 4040,
  hr: 4040,
  bod: 4040,
  solo: 4040,
};
/** Approver candidates of project Gamma: only its members may ask (4325 for the others). */
const GAMMA_MEMBERS: Cells = {
  member: 4325,
  colleague: 4325,
  pm: 4325,
  top: 4325,
  leader: 4325,
  dm: OK,
  admin: 4325,
  admin2: 4325,
  hr: 4325,
  bod: 4325,
  solo: 4325,
};

// Overtime: pm level 1, top level 2; administrators do not read overtime (adminReads: false).
const OT_VIEW: Cells = {
  member: OK,
  colleague: 4292,
  pm: OK,
  top: OK,
  leader: 4292,
  dm: 4292,
  admin: 4292,
  admin2: 4292,
  hr: 4292,
  bod: 4292,
  solo: 4292,
};
// The approver context of an overtime request: its approvers only (the requester is not one, 4030).
const OT_CONTEXT: Cells = { ...OT_VIEW, member: 4030 };
const OT_CHANGE: Cells = {
  member: OK,
  colleague: 4292,
  pm: 4292,
  top: 4292,
  leader: 4292,
  dm: 4292,
  admin: 4292,
  admin2: 4292,
  hr: 4292,
  bod: 4292,
  solo: 4292,
};
const OT_DECIDE: Cells = {
  member: 4030,
  colleague: 4292,
  pm: OK,
  top: OK,
  leader: 4292,
  dm: 4292,
  admin: 4292,
  admin2: 4292,
  hr: 4292,
  bod: 4292,
  solo: 4292,
};

// Corrections: dm the manager (level 1), admin the administrator (level 2); administrators read.
const CORR_VIEW: Cells = {
  member: OK,
  colleague: 4293,
  pm: 4293,
  top: 4293,
  leader: 4293,
  dm: OK,
  admin: OK,
  admin2: OK,
  hr: 4293,
  bod: 4293,
  solo: 4293,
};
const CORR_CHANGE: Cells = {
  member: OK,
  colleague: 4293,
  pm: 4293,
  top: 4293,
  leader: 4293,
  dm: 4293,
  admin: 4293,
  admin2: 4293,
  hr: 4293,
  bod: 4293,
  solo: 4293,
};
const CORR_DECIDE: Cells = {
  member: 4030,
  colleague: 4293,
  pm: 4293,
  top: 4293,
  leader: 4293,
  dm: OK,
  admin: OK,
  admin2: 4030,
  hr: 4293,
  bod: 4293,
  solo: 4293,
};

// Remote: pm level 1, leader level 2; administrators read; the hiding code is 4040.
const REMOTE_VIEW: Cells = {
  member: OK,
  colleague: 4040,
  pm: OK,
  top: 4040,
  leader: OK,
  dm: 4040,
  admin: OK,
  admin2: OK,
  hr: 4040,
  bod: 4040,
  solo: 4040,
};
const REMOTE_CHANGE: Cells = {
  member: OK,
  colleague: 4040,
  pm: 4040,
  top: 4040,
  leader: 4040,
  dm: 4040,
  admin: 4040,
  admin2: 4040,
  hr: 4040,
  bod: 4040,
  solo: 4040,
};
const REMOTE_DECIDE: Cells = {
  member: 4030,
  colleague: 4040,
  pm: OK,
  top: 4040,
  leader: OK,
  dm: 4040,
  admin: 4030,
  admin2: 4030,
  hr: 4040,
  bod: 4040,
  solo: 4040,
};

// Leave: pm level 1, top level 2; administrators read, HR does not (it keeps the ledgers only).
const LEAVE_VIEW: Cells = {
  member: OK,
  colleague: 4294,
  pm: OK,
  top: OK,
  leader: 4294,
  dm: 4294,
  admin: OK,
  admin2: OK,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};
const LEAVE_CHANGE: Cells = {
  member: OK,
  colleague: 4294,
  pm: 4294,
  top: 4294,
  leader: 4294,
  dm: 4294,
  admin: 4294,
  admin2: 4294,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};
const LEAVE_DECIDE: Cells = {
  member: 4030,
  colleague: 4294,
  pm: OK,
  top: OK,
  leader: 4294,
  dm: 4294,
  admin: 4030,
  admin2: 4030,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};

// Short leave: assignees leader and pm, any one settles it; administrators do not read it.
const SHORT_VIEW: Cells = {
  member: OK,
  colleague: 4294,
  pm: OK,
  top: 4294,
  leader: OK,
  dm: 4294,
  admin: 4294,
  admin2: 4294,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};
const SHORT_CHANGE: Cells = {
  member: OK,
  colleague: 4294,
  pm: 4294,
  top: 4294,
  leader: 4294,
  dm: 4294,
  admin: 4294,
  admin2: 4294,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};
const SHORT_DECIDE: Cells = {
  member: 4030,
  colleague: 4294,
  pm: OK,
  top: 4294,
  leader: OK,
  dm: 4294,
  admin: 4294,
  admin2: 4294,
  hr: 4294,
  bod: 4294,
  solo: 4294,
};

// ---- The world the rows call into ----

type Kind = 'overtime' | 'correction' | 'remote' | 'leave' | 'short';
/** The code that hides a request of each kind from a stranger. */
const HIDES: Record<Kind, ErrorCode> = {
  overtime: 4292,
  correction: 4293,
  remote: 4040,
  leave: 4294,
  short: 4294,
};

const named = await demoPeople(ctx, Object.values(ROLE_EMAILS));
const people = Object.fromEntries(ROLES.map((r) => [r, named[ROLE_EMAILS[r]]])) as Record<Role, Person>;
const accountOf = Object.fromEntries(
  await Promise.all(ROLES.map(async (r) => [r, await accountIdOf(ctx, people[r].email)] as const)),
) as Record<Role, number>;
const bad = await badTokens(ctx, accountOf.member);

const today = todayIn('Asia/Ho_Chi_Minh', new Date());
const alpha = await projectId(ctx, 'ALPHA');
const gamma = await projectId(ctx, 'GAMMA');
// A request of the member's notifies the pm: that notification is the pm's own record.
await makeRemote(ctx, { requester: people.member });
const [pmNote] = await query(
  ctx,
  sql`select id from notifications where employee_id = ${people.pm.id} order by id desc limit 1`,
);
// A day of the member's attendance (the administrators' edit of one day).
await importAttendance(ctx, [[people.member.code, addDays(today, -20), '08:00', '17:30']]);
const [memberDay] = await query(
  ctx,
  sql`select id from timesheets where employee_id = ${people.member.id} order by work_date desc limit 1`,
);
const holidays = await query(
  ctx,
  sql`select id, date::text as date from holidays order by company_id desc, date limit 2`,
);
if (!pmNote || !memberDay || holidays.length < 2) throw new Error('authz: the seed lacks what the rows name');
// A delegation of the pm's to the leader, months ahead (it moves no step while the rows run).
const pmDelegation = await call(app, people.pm.token, {
  method: 'POST',
  url: '/api/delegations',
  payload: { delegate_id: people.leader.id, start_date: addDays(today, 160), end_date: addDays(today, 161) },
});
if (pmDelegation.statusCode !== 200) throw new Error(`authz: delegation ${pmDelegation.body}`);
const pmDelegationId = Number(pmDelegation.json().id);

/** Records the people rows act on: throwaway employees, so no demo person is resigned or deleted. */
async function throwaway(tag: string) {
  const [row] = await query(
    ctx,
    sql`insert into employees (employee_code, name, email, company_id, work_type, japanese_level)
        values (${`AZ-${tag}`}, ${`Matrix ${tag}`}, ${`matrix.${tag}@demo.test`}, 2, 2, 0) returning id`,
  );
  return Number(row?.id);
}
const editable = await throwaway('edit');
const deletable = await throwaway('delete');
const leaving = await throwaway('leave');
let newcomers = 0;
/** A valid new record, a fresh code and e-mail per call. */
const newcomer = () => {
  newcomers += 1;
  return {
    employee_code: `AZ-NEW-${newcomers}`,
    name: `Matrix newcomer ${newcomers}`,
    email: `matrix.new${newcomers}@demo.test`,
    company_id: 2,
    work_type: 2,
    japanese_level: 0,
  };
};
const avatarForm = () => formData({}, [{ ...jpegEvidence(), field: 'file' }]);

/**
 * The project rows act on a project of their own, with Alpha's PM and top as its PM and top, so no
 * demo project changes; a file row and two contracts (one to change, one to delete) are inserted.
 */
const [matrixProject] = await query(
  ctx,
  sql`insert into projects (code, name, customer_id, start_date, end_date)
      values ('AZ-PROJECT', 'Matrix project', (select min(id) from customers), '2025-01-01', '2027-12-31')
      returning id`,
);
const matrix = Number(matrixProject?.id);
await query(
  ctx,
  sql`insert into project_members (project_id, employee_id, role)
      values (${matrix}, ${people.pm.id}, 'PM'), (${matrix}, ${people.top.id}, 'TOP')`,
);
const [matrixFile] = await query(
  ctx,
  sql`insert into project_files (project_id, owner, blob_key, name, mime, size)
      values (${matrix}, 'quotation', 'projects/00000000-0000-0000-0000-000000000000.pdf', 'q.pdf', 'application/pdf', 1)
      returning id`,
);
const matrixContracts = await query(
  ctx,
  sql`insert into contract_histories (project_id, contract_number, start_date, end_date, status)
      values (${matrix}, 'AZ-1', '2026-01-01', '2026-06-30', 2), (${matrix}, 'AZ-2', '2026-07-01', '2026-12-31', 2)
      returning id`,
);
/**
 * The check-point rows act on a period of their own over the member's company, in its self window
 * today: the member's review has Alpha's PM (pm) and the HN-D1 division manager (dm) as reviewers,
 * and one pending change request of it for the PM to decide.
 */
const [matrixPeriod] = await query(
  ctx,
  sql`insert into checkpoint_periods (name, self_start, self_end, pm_deadline, dm_deadline, interview_deadline, end_date, company_ids, form)
      values ('Matrix period', ${addDays(today, -2)}, ${addDays(today, 10)}, ${addDays(today, 15)}, ${addDays(today, 20)},
              ${addDays(today, 25)}, ${addDays(today, 30)},
              array[(select company_id from employees where id = ${people.member.id})]::smallint[],
              ${JSON.stringify(CHECKPOINT_MATRIX_FORM)}::jsonb)
      returning id`,
);
const checkpointPeriod = Number(matrixPeriod?.id);
const [memberCompany] = await query(
  ctx,
  sql`select company_id from employees where id = ${people.member.id}`,
);
await query(
  ctx,
  sql`insert into checkpoint_reviews (period_id, employee_id, pm_id, dm_id)
      values (${checkpointPeriod}, ${people.member.id}, ${people.pm.id}, ${people.dm.id})`,
);
const [matrixReview] = await query(
  ctx,
  sql`select id from checkpoint_reviews where period_id = ${checkpointPeriod} and employee_id = ${people.member.id}`,
);
const checkpointReview = Number(matrixReview?.id);
const [matrixChange] = await query(
  ctx,
  sql`insert into checkpoint_change_requests (review_id, reason) values (${checkpointReview}, 'Authorization matrix') returning id`,
);
let matrixPeriods = 0;
const periodBody = () => ({
  name: `Matrix period ${++matrixPeriods}`,
  self_start: addDays(today, -2),
  self_end: addDays(today, 10),
  pm_deadline: addDays(today, 15),
  dm_deadline: addDays(today, 20),
  interview_deadline: addDays(today, 25),
  end_date: addDays(today, 30),
  company_ids: [4],
  form: CHECKPOINT_MATRIX_FORM,
});

let matrixProjects = 0;
/** A valid project form for the matrix project or a new one (a fresh name per call). */
const projectBody = (w: World, name?: string) => ({
  name: name ?? `Matrix new project ${++matrixProjects}`,
  customer_id: matrixCustomer,
  start_date: '2025-01-01',
  end_date: '2027-12-31',
  manager_id: w.people.pm.id,
  top_id: w.people.top.id,
  status: 2,
  type: 1,
});
const [customerRow] = await query(ctx, sql`select min(id) as id from customers`);
const matrixCustomer = Number(customerRow?.id);
const projectFileForm = () =>
  formData({ payload: JSON.stringify({ kind: 'image' }) }, [{ ...jpegEvidence(), field: 'file' }]);
const contractForm = (extra: Record<string, unknown>) => () =>
  formData({
    payload: JSON.stringify({
      contract_number: `AZ-${++matrixProjects}`,
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      status: 2,
      ...extra,
    }),
  });

/** What a row's body and parameters are made from. */
interface World {
  /** The row's fresh request, when it has a `record`. */
  made?: Made;
  people: Record<Role, Person>;
}

interface Row {
  op: string;
  /** A second row for one operation: what it varies. */
  as?: string;
  cells: Cells;
  /** Reachable without a token (login): bad tokens are not refused. */
  isPublic?: true;
  /** The `{id}` is a fresh request of this kind made by the member. */
  record?: Kind;
  /** The path's other parameters, or an `{id}` that is not a request. */
  params?: Record<string, string | number>;
  query?: string | ((w: World) => string);
  body?: (w: World) => unknown;
  /** A multipart body instead of JSON. */
  form?: (w: World) => { payload: Buffer; headers: Record<string, string> };
  /** The call ends the session it uses: each identity calls with a fresh one. */
  freshSession?: true;
  /** A bulk approval: the cell is read from the answer's `failed` entry of the record. */
  bulk?: true;
  /** The code that hides the record from a stranger (must never answer a permitted cell). */
  hides?: ErrorCode;
  /** A known hole: the row is expected to fail until it is fixed. */
  bug?: string;
}

const ids = (w: World) => ({ ids: [w.made?.id] });
const overtimeBody = (w: World) => ({
  project_id: alpha,
  date: today,
  start_time: '18:00',
  end_time: '19:00',
  reason: 'Authorization matrix',
  approve_person_1: w.people.pm.id,
  approve_person_2: w.people.top.id,
});
const remoteBody = (w: World) => ({
  approve_person_1: w.people.pm.id,
  approve_person_2: w.people.leader.id,
  start_date: addDays(today, 40),
  end_date: addDays(today, 40),
  reason: 'Authorization matrix',
});
const leaveBody = (w: World) => ({
  start_date: addDays(today, 45),
  end_date: addDays(today, 45),
  start_time: '08:00',
  end_time: '17:30',
  type_reason: 3,
  reason: 'VACATION_MODE',
  approve_person_1: w.people.pm.id,
  approve_person_2: w.people.top.id,
});
const shortBody = (w: World) => ({
  request_date: addDays(today, -1),
  leave_type: 'early',
  reason: 'Authorization matrix',
  assigned_staff: [w.people.leader.id, w.people.pm.id],
  time_off: 30,
});
const correctionForm = (w: World, update: boolean) => {
  const b = (w.made?.body ?? {}) as Record<string, string | number>;
  const fields: Record<string, string | number | Array<string | number>> = {
    work_date: b.work_date ?? addDays(today, -3),
    manager_id: w.people.dm.id,
    admin_id: w.people.admin.id,
    start_time_request: '08:00',
    end_time_request: '17:30',
    reason: 'Authorization matrix',
  };
  if (update) fields.keep_images = [1];
  return formData(fields, update ? [] : [jpegEvidence()]);
};
const attendanceCsv = () =>
  formData({}, [
    {
      field: 'file',
      filename: 'attendance.csv',
      content: `employee_code,date,check_in,check_out\n${people.member.code},${addDays(today, -30)},08:00,17:30\n`,
      contentType: 'text/csv',
    },
  ]);
const month = monthOf(today);

const TABLE: Row[] = [
  // ---- Auth ----
  {
    op: 'POST /api/login',
    cells: EVERYONE,
    isPublic: true,
    body: () => ({ email: 'member@demo.test', password: DEMO_PASSWORD }),
  },
  { op: 'POST /api/refresh-token', cells: EVERYONE, freshSession: true },
  { op: 'POST /api/logout', cells: EVERYONE, freshSession: true },
  {
    op: 'POST /api/change-password',
    // A wrong current password (5014): nobody's password changes, every session lives on.
    cells: EVERYONE,
    body: () => ({
      password: 'not-the-password',
      password_new: 'authz-matrix-1',
      confirmPassword: 'authz-matrix-1',
    }),
  },
  { op: 'GET /api/account', cells: EVERYONE },
  { op: 'GET /api/commons', cells: EVERYONE },
  { op: 'GET /api/get-count-request', cells: EVERYONE },
  // ---- People (staff records, profile, avatars) ----
  { op: 'GET /api/employees', cells: PEOPLE_MANAGERS },
  { op: 'GET /api/employees/export', cells: PEOPLE_MANAGERS, query: 'format=csv' },
  { op: 'GET /api/employees/import/template', cells: PEOPLE_MANAGERS },
  {
    op: 'POST /api/employees/import',
    cells: PEOPLE_MANAGERS,
    // Not an XLSX: a people manager gets 415, anyone else the 4030 before the file is read.
    form: () => formData({}, [{ field: 'file', filename: 'people.xlsx', content: 'employee_code\nX1\n' }]),
  },
  { op: 'GET /api/employees/{id}', cells: PEOPLE_MANAGERS, params: { id: editable } },
  { op: 'GET /api/employees/{id}/history', cells: PEOPLE_MANAGERS, params: { id: editable } },
  { op: 'POST /api/employees', cells: PEOPLE_MANAGERS, body: newcomer },
  {
    op: 'PUT /api/employees/{id}',
    cells: PEOPLE_MANAGERS,
    params: { id: editable },
    body: () => ({
      employee_code: 'AZ-edit',
      name: 'Matrix edit (renamed)',
      email: 'matrix.edit@demo.test',
      company_id: 2,
      work_type: 1,
      japanese_level: 3,
    }),
  },
  { op: 'DELETE /api/employees/{id}', cells: PEOPLE_MANAGERS, params: { id: deletable } },
  {
    op: 'POST /api/employees/resignation',
    cells: PEOPLE_MANAGERS,
    body: () => ({
      employee_id: leaving,
      resignation_date: addDays(today, 30),
      resignation_reason: 'Matrix',
    }),
  },
  {
    op: 'POST /api/employees/{id}/avatar',
    cells: PEOPLE_MANAGERS,
    params: { id: editable },
    form: avatarForm,
  },
  { op: 'GET /api/avatars/{id}', cells: EVERYONE, params: { id: editable } },
  { op: 'GET /api/information-profile', cells: EVERYONE },
  { op: 'PUT /api/information-profile', cells: EVERYONE, body: () => ({ address: 'Authorization matrix' }) },
  { op: 'POST /api/information-profile/avatar', cells: EVERYONE, form: avatarForm },
  // ---- Lookups and charts ----
  { op: 'GET /api/common/customers', cells: EVERYONE },
  { op: 'GET /api/common/positions', cells: EVERYONE },
  { op: 'GET /api/common/employee-type', cells: EVERYONE },
  { op: 'GET /api/common/technologies', cells: EVERYONE },
  { op: 'GET /api/charts', cells: PEOPLE_MANAGERS },
  // ---- Notifications ----
  { op: 'GET /api/notifications', cells: EVERYONE },
  {
    op: 'POST /api/notifications/update-status',
    cells: PM_ONLY_4040,
    hides: 4040,
    body: () => ({ id: Number(pmNote.id) }),
  },
  { op: 'POST /api/notifications/read-all', cells: EVERYONE },
  // E-mail channels (issue #20): everyone's own; an empty list changes nothing.
  { op: 'GET /api/notification-settings', cells: EVERYONE },
  { op: 'PUT /api/notification-settings', cells: EVERYONE, body: () => ({ language: null, channels: [] }) },
  { op: 'POST /api/device-token/save', cells: EVERYONE, body: () => ({ fcm_token: 'authz-matrix-device' }) },
  {
    op: 'POST /api/device-token/remove',
    cells: EVERYONE,
    body: () => ({ fcm_token: 'authz-matrix-device' }),
  },
  // ---- Timesheets ----
  { op: 'POST /api/user/timesheets/checkin', cells: EVERYONE },
  { op: 'POST /api/user/timesheets/checkout', cells: EVERYONE },
  { op: 'GET /api/user/timesheets/today', cells: EVERYONE },
  { op: 'GET /api/timesheets/check-in-networks', cells: ADMINS, query: 'company_id=4' },
  // An empty list: the other rows' check-ins stay allowed from anywhere.
  {
    op: 'PUT /api/timesheets/check-in-networks',
    cells: ADMINS,
    body: () => ({ company_id: 4, networks: [] }),
  },
  { op: 'GET /api/user/timesheets', cells: EVERYONE, query: `month=${month}` },
  // Month close (issue #20), on a long-past month so no other row's month changes.
  { op: 'GET /api/month-close', cells: ADMINS, query: 'month=2025-01&company_id=4' },
  { op: 'POST /api/month-close/remind', cells: ADMINS, body: () => ({ month: '2025-01', company_id: 4 }) },
  {
    op: 'POST /api/month-close/lock',
    cells: ADMINS,
    // The member works for Hanoi (company 2); reopening a month they never submitted changes nothing.
    body: (w) => ({ month: '2025-01', company_id: 2, employee_ids: [w.people.member.id], locked: false }),
  },
  { op: 'GET /api/month-close/payroll', cells: ADMINS, query: 'month=2025-01&company_id=4' },
  // Reminders and escalations (issue #20): company 4's rules stay off, so no row's request moves.
  { op: 'GET /api/approval-reminders', cells: ADMINS, query: 'company_id=4' },
  {
    op: 'PUT /api/approval-reminders',
    cells: ADMINS,
    body: () => ({ company_id: 4, remind_after_days: null, escalate_after_days: null }),
  },
  // A scheduled job run now (issue #20): once-only per person and period, so a run changes nothing twice.
  { op: 'POST /api/jobs/{name}/run', cells: ADMINS, params: { name: 'submit-reminders' } },
  // Calendar feeds (issue #20): everyone has their own; the team kind is refused without a team
  // (modules/calendar/calendar.test.ts). A feed's address is its credential: no token is looked at.
  // Delegation (issue #20): approvers name their own delegate, another approver (HR's manager here,
  // so their own call is refused as naming themselves); months ahead, so no step moves.
  { op: 'GET /api/delegations', cells: EVERYONE },
  { op: 'GET /api/delegations/candidates', cells: EVERYONE, query: 'q=a' },
  {
    op: 'POST /api/delegations',
    cells: { ...EVERYONE, member: 4030, colleague: 4030, solo: 4030, hr: 4220 },
    body: (w) => ({
      delegate_id: w.people.hr.id,
      start_date: addDays(today, 150),
      end_date: addDays(today, 151),
    }),
  },
  { op: 'GET /api/delegations/{id}', cells: DELEGATION_READERS, hides: 4040, params: { id: pmDelegationId } },
  // The pm cancels first; the administrators after them are told it is over (4390, a permitted answer).
  {
    op: 'POST /api/delegations/{id}/cancel',
    cells: DELEGATION_CANCELLERS,
    hides: 4040,
    params: { id: pmDelegationId },
  },
  { op: 'GET /api/calendar-feeds', cells: EVERYONE },
  { op: 'POST /api/calendar-feeds', cells: EVERYONE, body: () => ({ kind: 'personal' }) },
  { op: 'DELETE /api/calendar-feeds/{kind}', cells: EVERYONE, params: { kind: 'personal' } },
  {
    op: 'GET /api/calendar/{file}',
    cells: EVERYONE,
    isPublic: true,
    params: { file: `${'A'.repeat(43)}.ics` },
  },
  { op: 'GET /api/timesheets', cells: ADMINS },
  {
    op: 'POST /api/timesheets',
    cells: ADMINS,
    body: (w) => ({
      employee_id: w.people.member.id,
      work_date: addDays(today, -60),
      check_in: '08:00',
      check_out: '17:30',
      reason: 'Authorization matrix',
    }),
  },
  {
    op: 'PUT /api/timesheets/{id}',
    cells: ADMINS,
    params: { id: Number(memberDay.id) },
    body: () => ({ check_in: '08:00', check_out: '17:30', reason: 'Authorization matrix' }),
  },
  { op: 'POST /api/timesheets/import', cells: ADMINS, form: attendanceCsv },
  { op: 'GET /api/timesheet-dashboard', cells: EVERYONE, query: `month=${month}` },
  { op: 'GET /api/timesheet-dashboard/total-requests', cells: EVERYONE, query: `month=${month}` },
  {
    op: 'POST /api/submit-timesheets',
    as: "a whole company's month",
    cells: ADMINS,
    body: () => ({ month: '2020-01', company_id: 4 }),
  },
  {
    op: 'POST /api/submit-timesheets',
    as: 'my own month, out of the window (4313)',
    cells: EVERYONE,
    body: () => ({ month: '2020-02' }),
  },
  {
    op: 'POST /api/unsubmit-timesheets',
    as: "a whole company's month",
    cells: ADMINS,
    body: () => ({ month: '2020-01', company_id: 4 }),
  },
  {
    op: 'POST /api/unsubmit-timesheets',
    as: 'my own month, out of the window (4313)',
    cells: EVERYONE,
    body: () => ({ month: '2020-02' }),
  },
  { op: 'POST /api/compensation-timesheet', cells: EVERYONE, body: () => ({ month }) },
  // ---- Projects ----
  { op: 'GET /api/projects', cells: PROJECT_MANAGERS },
  { op: 'GET /api/projects/create', cells: PROJECT_MANAGERS },
  { op: 'GET /api/projects/check-exists-project', cells: PROJECT_MANAGERS, query: 'name=Alpha' },
  { op: 'POST /api/projects', cells: PROJECT_CREATORS, body: (w) => projectBody(w) },
  { op: 'GET /api/projects/{id}', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'POST /api/projects/{id}/update',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    body: (w) => projectBody(w, 'Matrix project'),
  },
  { op: 'GET /api/projects/{id}/overview', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'POST /api/projects/{id}/overview',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    body: () => ({ technology_ids: [], domain: 'Authorization matrix' }),
  },
  { op: 'GET /api/projects/{id}/project-employee', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'POST /api/projects/{id}/project-employee',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    body: (w) => ({ members: [{ employee_id: w.people.member.id, position: 'DEV', type: 1 }] }),
  },
  {
    op: 'GET /api/projects/{id}/effort',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    query: `date=${today}`,
  },
  {
    op: 'POST /api/projects/{id}/effort',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    body: (w) => ({
      efforts: [
        {
          employee_id: w.people.pm.id,
          start_date: '2026-01-01',
          end_date: '2026-01-31',
          effort: 80,
          set_value: 1,
        },
      ],
    }),
  },
  {
    op: 'GET /api/projects/{id}/effort-employees',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    query: `month=${month}`,
  },
  {
    op: 'GET /api/projects/{id}/effort-employees/detail',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    query: 'start_date=2026-01-01&end_date=2026-06-30',
  },
  { op: 'GET /api/projects/reviews/{id}', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'POST /api/projects/reviews/{id}',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    body: () => ({ start_date: '2026-01-05', note: 'Authorization matrix' }),
  },
  {
    op: 'POST /api/projects/{id}/files',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    form: projectFileForm,
  },
  {
    op: 'GET /api/projects/{id}/files/{fileId}',
    cells: MATRIX_PROJECT,
    params: { id: matrix, fileId: Number(matrixFile?.id) },
  },
  {
    op: 'DELETE /api/projects/{id}/files/{fileId}',
    cells: MATRIX_PROJECT,
    params: { id: matrix, fileId: Number(matrixFile?.id) },
  },
  { op: 'GET /api/projects/{id}/kickoff-and-bonus', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'GET /api/projects/{id}/kickoff-and-bonus/get-project-member',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
  },
  {
    op: 'POST /api/projects/{id}/kickoff-and-bonus',
    cells: MATRIX_PROJECT,
    params: { id: matrix },
    form: () =>
      formData({
        payload: JSON.stringify({
          type: 'TEAM_BUILDING',
          date: '2026-01-10',
          total_budget: 1000,
          title: 'Authorization matrix',
          employees: [],
        }),
      }),
  },
  { op: 'GET /api/contract-history/{id}', cells: MATRIX_PROJECT, params: { id: matrix } },
  {
    op: 'POST /api/contract-history/create',
    cells: MATRIX_PROJECT,
    form: contractForm({ project_id: matrix }),
  },
  {
    op: 'POST /api/contract-history/update',
    cells: MATRIX_PROJECT,
    form: contractForm({ id: Number(matrixContracts[0]?.id) }),
  },
  {
    op: 'DELETE /api/contract-history/{id}',
    cells: MATRIX_PROJECT,
    params: { id: Number(matrixContracts[1]?.id) },
  },
  // Skill sheets (issue #17): one's own sheet for everyone; the staffing roles (the Administration
  // department, the board, HR, and project managers: pm, top, dm) search and read anyone's sheet.
  { op: 'GET /api/skill/all_skills', cells: EVERYONE },
  {
    op: 'POST /api/skill/all_skills',
    cells: ADMINS,
    body: (() => {
      let n = 0;
      return () => ({ type: 'tool', name: `Matrix skill ${++n}` });
    })(),
  },
  { op: 'GET /api/skill-sheet', cells: EVERYONE },
  { op: 'POST /api/skill-sheet', cells: EVERYONE, body: () => ({ skills: [] }) },
  {
    op: 'GET /api/skill/employee_skills',
    as: "the member's sheet: the member and the staffing roles",
    cells: { ...PROJECT_MANAGERS, hr: OK, member: OK },
    query: `employee_id=${people.member.id}`,
  },
  {
    op: 'POST /api/skill/save_updated_skills',
    cells: EVERYONE,
    body: () => ({ skills: [], removed_skill_ids: [1] }),
  },
  { op: 'GET /api/skill/search', cells: { ...PROJECT_MANAGERS, hr: OK }, query: 'jlpt=2' },
  // Check-point reviews (issue #17): the menu, the process and one's own result for everyone; the
  // `all` list and periods for HR and the Admin department; a review for those it concerns.
  { op: 'GET /api/checkpoint/menu', cells: EVERYONE },
  { op: 'GET /api/checkpoint/review-process', cells: EVERYONE },
  { op: 'GET /api/checkpoint/result', cells: EVERYONE },
  {
    op: 'GET /api/checkpoint/review-list',
    cells: HR_AND_ADMINS,
    query: `list=all&period_id=${checkpointPeriod}`,
  },
  { op: 'GET /api/checkpoint/review-form', cells: MATRIX_REVIEW, query: `review_id=${checkpointReview}` },
  {
    op: 'POST /api/checkpoint/review-submit',
    cells: only('member'),
    body: () => ({
      step: 'self',
      review_id: checkpointReview,
      action: 'draft',
      answers: { scores: { s1_c1: 3 } },
    }),
  },
  {
    op: 'GET /api/checkpoint/export-check-point-list',
    cells: CHECKPOINT_EXPORT,
    query: `period_id=${checkpointPeriod}`,
  },
  { op: 'GET /api/checkpoint/periods', cells: HR_AND_ADMINS },
  { op: 'POST /api/checkpoint/periods', cells: HR_AND_ADMINS, body: periodBody },
  {
    op: 'POST /api/checkpoint/periods/{id}',
    cells: HR_AND_ADMINS,
    params: { id: checkpointPeriod },
    // Its own company kept, so the member's review stays for the other rows.
    body: () => ({ ...periodBody(), company_ids: [Number(memberCompany?.company_id)] }),
  },
  {
    op: 'POST /api/checkpoint/change-requests',
    cells: only('member'),
    body: () => ({ review_id: checkpointReview, reason: 'Authorization matrix' }),
  },
  {
    op: 'POST /api/checkpoint/change-requests/{id}/decide',
    cells: only('pm'),
    params: { id: Number(matrixChange?.id) },
    body: () => ({ approve: false }),
  },
  // ---- Holidays ----
  { op: 'GET /api/holidays', cells: EVERYONE },
  {
    op: 'POST /api/holidays',
    cells: ADMINS,
    body: () => ({ company_id: 4, date: `${today.slice(0, 4)}-12-29`, name: 'Authorization matrix' }),
  },
  {
    op: 'PUT /api/holidays/{id}',
    cells: ADMINS,
    params: { id: Number(holidays[0]?.id) },
    body: () => ({ date: String(holidays[0]?.date), name: 'Renamed by the matrix' }),
  },
  { op: 'DELETE /api/holidays/{id}', cells: ADMINS, params: { id: Number(holidays[1]?.id) } },
  // ---- Overtime ----
  { op: 'GET /api/overtime-requests', cells: EVERYONE },
  { op: 'POST /api/overtime-requests', cells: EVERYONE, body: overtimeBody },
  { op: 'GET /api/overtime-requests/approval', cells: EVERYONE },
  { op: 'GET /api/timesheets/requests', cells: ADMINS },
  { op: 'GET /api/overtime-requests/show-approval/{id}', cells: OT_VIEW, record: 'overtime' },
  {
    op: 'GET /api/approver-context',
    cells: OT_CONTEXT,
    record: 'overtime',
    query: (w) => `kind=overtime&id=${w.made?.id}`,
  },
  {
    op: 'POST /api/overtime-requests/approve/list-request',
    cells: OT_DECIDE,
    record: 'overtime',
    bulk: true,
    body: ids,
  },
  {
    op: 'POST /api/overtime-requests/approve/{id}',
    cells: OT_DECIDE,
    record: 'overtime',
    body: () => ({ status: 2, comment: 'Fine.' }),
  },
  { op: 'POST /api/overtime-requests/cancel-approval/{id}', cells: OT_DECIDE, record: 'overtime' },
  { op: 'GET /api/overtime-requests/{id}', cells: OT_VIEW, record: 'overtime' },
  {
    op: 'POST /api/overtime-requests/{id}',
    cells: OT_CHANGE,
    record: 'overtime',
    body: (w) => w.made?.body,
  },
  { op: 'DELETE /api/overtime-requests/{id}', cells: OT_CHANGE, record: 'overtime' },
  { op: 'GET /api/overtime-requests/{id}/edit', cells: OT_VIEW, record: 'overtime' },
  { op: 'GET /api/overtime-requests/get-project-employee', cells: EVERYONE },
  { op: 'GET /api/overtime-requests/get-approval-person', cells: EVERYONE },
  {
    op: 'GET /api/overtime-requests/get-approval-person',
    as: 'a project I am not in: its PM and top stay hidden',
    cells: GAMMA_MEMBERS,
    query: `project_id=${gamma}`,
  },
  // ---- Corrections ----
  { op: 'GET /api/additional-timesheet', cells: EVERYONE },
  { op: 'POST /api/additional-timesheet', cells: EVERYONE, form: (w) => correctionForm(w, false) },
  { op: 'GET /api/additional-timesheet/approval', cells: EVERYONE },
  { op: 'GET /api/additional-timesheet/show-approval/{id}', cells: CORR_VIEW, record: 'correction' },
  {
    op: 'POST /api/additional-timesheet/approve/list-request',
    cells: CORR_DECIDE,
    record: 'correction',
    bulk: true,
    body: (w) => ({ ids: [w.made?.id], comment: 'Fine.' }),
  },
  {
    op: 'POST /api/additional-timesheet/approval/{id}',
    cells: CORR_DECIDE,
    record: 'correction',
    body: () => ({ status: 2, comment: 'Fine.' }),
  },
  { op: 'POST /api/additional-timesheet/cancel-approval/{id}', cells: CORR_DECIDE, record: 'correction' },
  { op: 'GET /api/additional-timesheet/{id}', cells: CORR_VIEW, record: 'correction' },
  { op: 'DELETE /api/additional-timesheet/{id}', cells: CORR_CHANGE, record: 'correction' },
  {
    op: 'POST /api/additional-timesheet/{id}',
    cells: CORR_CHANGE,
    record: 'correction',
    form: (w) => correctionForm(w, true),
  },
  { op: 'GET /api/additional-timesheet/{id}/edit', cells: CORR_VIEW, record: 'correction' },
  { op: 'GET /api/additional-timesheet/create', cells: EVERYONE },
  {
    op: 'GET /api/additional-timesheet/{id}/evidence/{n}',
    cells: CORR_VIEW,
    record: 'correction',
    params: { n: 1 },
  },
  // ---- Remote ----
  { op: 'GET /api/remote', cells: EVERYONE },
  { op: 'POST /api/remote', cells: EVERYONE, body: remoteBody },
  { op: 'GET /api/remote/approval', cells: EVERYONE },
  { op: 'GET /api/remote/manage', cells: ADMINS },
  { op: 'GET /api/remote/{id}/show-approval', cells: REMOTE_VIEW, record: 'remote' },
  {
    op: 'POST /api/remote/approve/{id}',
    cells: REMOTE_DECIDE,
    record: 'remote',
    body: () => ({ status: 2, reason: 'Fine.' }),
  },
  { op: 'POST /api/remote/cancel-approval/{id}', cells: REMOTE_DECIDE, record: 'remote' },
  { op: 'GET /api/remote/{id}', cells: REMOTE_VIEW, record: 'remote' },
  { op: 'POST /api/remote/{id}', cells: REMOTE_CHANGE, record: 'remote', body: (w) => w.made?.body },
  { op: 'PUT /api/remote/{id}', cells: REMOTE_CHANGE, record: 'remote', body: (w) => w.made?.body },
  { op: 'DELETE /api/remote/{id}', cells: REMOTE_CHANGE, record: 'remote' },
  { op: 'GET /api/remote/{id}/edit', cells: REMOTE_VIEW, record: 'remote' },
  { op: 'GET /api/remote/create', cells: EVERYONE },
  // ---- Leave ----
  { op: 'GET /api/sabbatical-leave-request', cells: EVERYONE },
  { op: 'POST /api/sabbatical-leave-request', cells: EVERYONE, body: leaveBody },
  { op: 'GET /api/sabbatical-leave-request/approval', cells: EVERYONE },
  { op: 'GET /api/sabbatical-leave-request/show-approval/{id}', cells: LEAVE_VIEW, record: 'leave' },
  {
    op: 'POST /api/sabbatical-leave-request/approve/list-request',
    cells: LEAVE_DECIDE,
    record: 'leave',
    bulk: true,
    body: ids,
  },
  {
    op: 'POST /api/sabbatical-leave-request/approve/{id}',
    cells: LEAVE_DECIDE,
    record: 'leave',
    body: () => ({ status: 2, comment: 'Fine.' }),
  },
  { op: 'POST /api/sabbatical-leave-request/cancel-approval/{id}', cells: LEAVE_DECIDE, record: 'leave' },
  { op: 'GET /api/sabbatical-leave-request/show/{id}', cells: LEAVE_VIEW, record: 'leave' },
  { op: 'GET /api/sabbatical-leave-request/{id}/edit', cells: LEAVE_VIEW, record: 'leave' },
  {
    op: 'POST /api/sabbatical-leave-request/update/{id}',
    cells: LEAVE_CHANGE,
    record: 'leave',
    body: (w) => w.made?.body,
  },
  { op: 'DELETE /api/sabbatical-leave-request/request/{id}', cells: LEAVE_CHANGE, record: 'leave' },
  { op: 'GET /api/sabbatical-leave-request/get-commons', cells: EVERYONE },
  {
    op: 'GET /api/sabbatical-leave-request/get-calculate-day-leave',
    cells: EVERYONE,
    query: `start_date=${addDays(today, 7)}&start_time=08:00&end_date=${addDays(today, 8)}&end_time=17:30`,
  },
  { op: 'GET /api/sabbatical-days-off/get-count', cells: EVERYONE },
  { op: 'GET /api/sabbatical-days-off', cells: EVERYONE },
  { op: 'GET /api/sabbatical-log/sabbatical-leave', cells: EVERYONE },
  { op: 'GET /api/sabbatical-log/sabbatical-log-all', cells: HR_AND_ADMINS },
  { op: 'GET /api/sabbatical-log/summary', cells: HR_AND_ADMINS },
  {
    op: 'POST /api/sabbatical-log/adjust',
    cells: HR_AND_ADMINS,
    body: (w) => ({ employee_id: w.people.member.id, days: 0.5, note: 'Authorization matrix' }),
  },
  // Who may see the leave TYPE in it is checked below (the rows here are about status codes).
  { op: 'GET /api/team-calendar', cells: CALENDAR_OF_HN_D1, query: `month=${month}&division_code=HN-D1` },
  // ---- Short leave ----
  {
    op: 'POST /api/short-leave-requests/{id}/approve',
    cells: SHORT_DECIDE,
    record: 'short',
    body: () => ({ status: 2, comment: 'Fine.' }),
  },
  { op: 'GET /api/short-leave-requests/{id}', cells: SHORT_VIEW, record: 'short' },
  {
    op: 'POST /api/short-leave-requests/{id}',
    cells: SHORT_CHANGE,
    record: 'short',
    body: (w) => w.made?.body,
  },
  {
    op: 'PUT /api/short-leave-requests/{id}',
    cells: SHORT_CHANGE,
    record: 'short',
    body: (w) => w.made?.body,
  },
  { op: 'POST /api/short-leave-requests', cells: EVERYONE, body: shortBody },
  { op: 'GET /api/short-leave-requests', cells: EVERYONE },
  { op: 'GET /api/short-leave-requests/assign', cells: EVERYONE },
  { op: 'GET /api/get-request-assignable-positions', cells: EVERYONE },
  // News (issue #18): rows below this line belong to the news area.
  // Everyone reads published items and images; the PR department and a DIRECTOR (bod) manage
  // (`requireNewsManager`). The rows act on a category and items of their own.
  ...(await (async (): Promise<Row[]> => {
    const [cat] = await query(
      ctx,
      sql`insert into news_categories (code, name_ja, name_en, name_vi) values ('AZ-NEWS', 'AZ', 'AZ', 'AZ') returning id`,
    );
    const item = async (title: string) =>
      Number(
        (
          await query(
            ctx,
            sql`insert into news (category_id, title, body_html, is_draft, published_at, notified_at)
                values (${cat?.id}, ${title}, '<p>Matrix</p>', false, now() - interval '1 day', now()) returning id`,
          )
        )[0]?.id,
      );
    const [shown, changed, deleted] = [await item('Shown'), await item('Changed'), await item('Deleted')];
    // A real stored image of the published item (its body shows it): a permitted cell is a 200.
    const { LocalBlobStore } = await import('../blob/store');
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const key = await new LocalBlobStore(ctx.config.BLOB_DIR as string).put('news', 'png', png);
    const [image] = await query(
      ctx,
      sql`insert into news_images (news_id, blob_key, mime, size, width, height)
          values (${shown}, ${key}, 'image/png', ${png.length}, 2, 2) returning id`,
    );
    await query(
      ctx,
      sql`update news set body_html = ${`<p>Matrix</p><p><img src="/api/news/images/${image?.id}" /></p>`}
          where id = ${shown}`,
    );
    const newsBody = () => ({
      title: 'Matrix news',
      category_id: Number(cat?.id),
      body: '<p>Matrix</p>',
      publish: 'draft',
    });
    return [
      { op: 'GET /api/news', cells: EVERYONE },
      { op: 'GET /api/news', as: 'manage', cells: only('bod'), query: 'manage=1' },
      { op: 'GET /api/news/show-news', cells: EVERYONE, query: `id=${shown}` },
      { op: 'GET /api/news/edit/{id}', cells: only('bod'), params: { id: shown } },
      { op: 'POST /api/news', cells: only('bod'), body: newsBody },
      { op: 'POST /api/news/{id}', cells: only('bod'), params: { id: changed }, body: newsBody },
      { op: 'DELETE /api/news/{id}', cells: only('bod'), params: { id: deleted } },
      { op: 'POST /api/news/images', cells: only('bod'), form: avatarForm },
      // hides 4040: a permitted cell must be served the image, not told it is missing.
      { op: 'GET /api/news/images/{id}', cells: EVERYONE, params: { id: Number(image?.id) }, hides: 4040 },
    ];
  })()),
  // Seat charts (issue #18): rows below this line belong to the seats area.
  // Plans, who-is-where and the staff list for everyone; assigning, freeing and the history for
  // the Administration department (`requireAdmin`).
  { op: 'GET /api/entity/get-location', cells: EVERYONE, query: 'floor=14' },
  { op: 'GET /api/entity/staff', cells: EVERYONE, query: 'q=member' },
  {
    op: 'POST /api/entity/assign-seat',
    cells: ADMINS,
    body: () => ({ seat_id: 1, employee_id: people.solo.id }),
  },
  { op: 'POST /api/entity/unassign-seat', cells: ADMINS, body: () => ({ seat_id: 1 }) },
  {
    op: 'GET /api/entity/seat-history',
    cells: ADMINS,
    query: `employee_id=${people.member.id}`,
  },
  // Company-trip vote (issue #18): rows below this line belong to the vote area.
  // Reading and voting: everyone (a ballot outside a running vote is the business refusal 4370).
  // Choices, start, end, reset: `can_access_vote` (the PR department or VOTE_ACCOUNT_IDS, which the
  // harness leaves empty): no matrix role.
  { op: 'GET /api/company-trip-vote/timeout', cells: EVERYONE },
  { op: 'GET /api/get-status-vote', cells: EVERYONE, query: 'year=2026&period=1' },
  { op: 'GET /api/vote', cells: EVERYONE },
  { op: 'POST /api/vote', cells: EVERYONE, body: () => ({ year: 2026, period: 1, choice_id: 1 }) },
  {
    op: 'GET /api/company-trip-vote/{year}/{period}/choices',
    cells: EVERYONE,
    params: { year: 2026, period: 1 },
  },
  {
    op: 'PUT /api/company-trip-vote/{year}/{period}/choices',
    cells: ONLY_NONE,
    params: { year: 2026, period: 1 },
    body: () => ({
      choices: [
        { name: 'Da Nang', color: '#1677ff' },
        { name: 'Hue', color: '#722ed1' },
      ],
    }),
  },
  {
    op: 'POST /api/company-trip-vote/{year}/{period}/start',
    cells: ONLY_NONE,
    params: { year: 2026, period: 1 },
    body: () => ({ ends_at: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  {
    op: 'POST /api/company-trip-vote/{year}/{period}/end',
    cells: ONLY_NONE,
    params: { year: 2026, period: 1 },
  },
  {
    op: 'POST /api/company-trip-vote/{year}/{period}/reset',
    cells: ONLY_NONE,
    params: { year: 2026, period: 1 },
  },
];

// ---- Running a row ----

const MAKERS: Record<Kind, () => Promise<Made>> = {
  overtime: () => makeOvertime(ctx, { requester: people.member }),
  // A new member of foot HN-D1-F1 and Alpha (manager dm, administrator admin).
  correction: () => makeCorrection(ctx),
  remote: () => makeRemote(ctx, { requester: people.member }),
  leave: () => makeLeave(ctx, { requester: people.member }),
  short: () => makeShortLeave(ctx, { requester: people.member }),
};

interface Cell {
  who: Role | BadToken;
  expect: Expect;
  status: number;
  code: number | undefined;
  ok: boolean;
  body: string;
}

const results: Array<{ row: string; cells: Cell[] }> = [];

/** The status and code a cell answered; a bulk row's from the record's entry in `failed`. */
function answerOf(res: LightMyRequestResponse, row: Row, id: number | undefined) {
  let body: { code?: unknown; failed?: Array<{ id: number; code: number }> } = {};
  try {
    body = res.json();
  } catch {}
  if (row.bulk && res.statusCode === 200) {
    const failed = body.failed?.find((f) => f.id === id);
    return failed
      ? { status: httpStatusOf(failed.code as ErrorCode), code: failed.code }
      : { status: 200, code: undefined };
  }
  return { status: res.statusCode, code: typeof body.code === 'number' ? body.code : undefined };
}

function agrees(expect: Expect, got: { status: number; code: number | undefined }, hides?: ErrorCode) {
  if (got.status >= 500) return false;
  if (expect === OK)
    return (
      got.status !== 401 &&
      got.code !== 4010 &&
      got.code !== 4030 &&
      (hides === undefined || got.code !== hides)
    );
  return got.status === httpStatusOf(expect) && got.code === expect;
}

async function runRow(row: Row): Promise<Cell[]> {
  const made = row.record ? await MAKERS[row.record]() : undefined;
  const w: World = {
    people: { ...people, ...(made ? { member: made.requester } : {}) },
    ...(made && { made }),
  };
  const hides = row.hides ?? (row.record ? HIDES[row.record] : undefined);
  const [method, template] = row.op.split(' ') as [string, string];
  const params: Record<string, string | number> = { ...(made && { id: made.id }), ...row.params };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${row.op}: no value for {${name}}`);
    return String(params[name]);
  });
  const query = typeof row.query === 'function' ? row.query(w) : row.query;
  const url = query ? `${path}?${query}` : path;

  // Bad tokens first, then refusals, then permitted calls (a permitted delete comes last).
  const plan: Array<{ who: Role | BadToken; expect: Expect }> = [
    ...BAD_TOKENS.map((who) => ({ who, expect: row.isPublic ? OK : (4010 as const) })),
    ...ROLES.filter((r) => row.cells[r] !== OK).map((who) => ({ who, expect: row.cells[who] })),
    ...ROLES.filter((r) => row.cells[r] === OK).map((who) => ({ who, expect: OK })),
  ];
  const cells: Cell[] = [];
  for (const { who, expect } of plan) {
    const isRole = (ROLES as string[]).includes(who);
    let token: string | null;
    if (!isRole) token = bad[who as BadToken];
    else if (row.freshSession)
      token = await mintSession(ctx, await accountIdOf(ctx, w.people[who as Role].email));
    else token = w.people[who as Role].token;
    const multipart = row.form?.(w);
    const json = row.body?.(w);
    const res = await call(app, token, {
      method: method as 'GET',
      url,
      remoteAddress: nextIp(),
      ...(multipart
        ? { payload: multipart.payload, headers: multipart.headers }
        : json !== undefined
          ? { payload: json as object }
          : {}),
    });
    const got = answerOf(res, row, made?.id);
    cells.push({ who, expect, ...got, ok: agrees(expect, got, hides), body: res.body.slice(0, 200) });
  }
  return cells;
}

const describeCell = (c: Cell) =>
  `${c.who}: expected ${c.expect === OK ? 'a permitted answer' : `${httpStatusOf(c.expect)} / ${c.expect}`}, got ${c.status}${c.code === undefined ? '' : ` / ${c.code}`} ${c.body}`;

describe('authorization matrix', async () => {
  const operations = await operationsOf(app);

  it('has a row for every operation of the OpenAPI document, and no row for a route that is gone', () => {
    const documented = new Set(operations.map((o) => o.key));
    const listed = new Set(TABLE.map((r) => r.op));
    const missing = [...documented].filter((k) => !listed.has(k));
    const stale = [...listed].filter((k) => !documented.has(k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  for (const row of TABLE) {
    const title = `${row.op}${row.as ? ` (${row.as})` : ''}`;
    const test = row.bug ? it.fails : it;
    test(title, async () => {
      const cells = await runRow(row);
      results.push({ row: title, cells });
      const wrong = cells.filter((c) => !c.ok).map(describeCell);
      expect(wrong, `${title}:\n${wrong.join('\n')}`).toEqual([]);
    });
  }

  afterAll(() => {
    const all = results.flatMap((r) => r.cells);
    const permitted = all.filter((c) => c.expect === OK && (ROLES as string[]).includes(c.who));
    if (process.env.AUTHZ_VERBOSE)
      for (const r of results)
        console.log(
          r.row,
          r.cells
            .filter((c) => c.expect === OK)
            .map((c) => `${c.who}:${c.status}/${c.code ?? ''}`)
            .join(' '),
        );
    const wrong = results.flatMap((r) =>
      r.cells.filter((c) => !c.ok).map((c) => `${r.row} ${describeCell(c)}`),
    );
    console.log(
      `authz matrix (${ctx.kind}): ${TABLE.length} rows over ${new Set(TABLE.map((r) => r.op)).size} operations x ` +
        `${ROLES.length + BAD_TOKENS.length} identities = ${all.length} cells sent, ` +
        `${all.filter((c) => c.expect !== OK).length} refusals expected; of the permitted cells ` +
        `${permitted.filter((c) => c.status < 300).length} answered 2xx and ` +
        `${permitted.filter((c) => c.status >= 400).length} a business refusal; ${wrong.length} disagreeing` +
        (wrong.length ? `:\n  ${wrong.join('\n  ')}` : ''),
    );
  });
});

describe('what the permitted answers show', () => {
  let day = '';
  /** The member's leave entry of `day` in the calendar of HN-D1 as `who` reads it (null: refused). */
  const calendarEntry = async (who: Person) => {
    const res = await call(app, who.token, {
      method: 'GET',
      url: `/api/team-calendar?month=${monthOf(day)}&division_code=HN-D1`,
    });
    if (res.statusCode === 403) return null;
    expect(res.statusCode).toBe(200);
    const mine = (
      res.json().people as Array<{ employee_id: number; entries: Array<Record<string, unknown>> }>
    ).find((p) => p.employee_id === people.member.id);
    return mine?.entries.find((e) => e.date === day && e.kind === 'leave');
  };

  beforeAll(async () => {
    // Physiological leave is for the current month: the first working day of it the member may take.
    const first = `${month}-01`;
    const days = Array.from({ length: 31 }, (_, i) => addDays(first, i)).filter((d) => monthOf(d) === month);
    for (const d of [...days.filter((x) => x > today), ...days.filter((x) => x <= today).reverse()]) {
      const res = await call(app, people.member.token, {
        method: 'POST',
        url: '/api/sabbatical-leave-request',
        payload: {
          ...leaveBody({ people }),
          start_date: d,
          end_date: d,
          start_time: '08:00',
          end_time: '09:30',
          type_reason: 4,
          reason: 'PHYSIOLOGY',
        },
      });
      if (res.statusCode === 200) {
        day = d;
        break;
      }
    }
    if (!day) throw new Error('no day of this month took a physiological leave');
    // The requester sees her own leave and its type: what the check below reads exists.
    expect((await calendarEntry(people.member))?.type_reason).toBe(4);
  });

  // Physiological leave (type 4) is private: a person of another division is refused the
  // division's calendar, and a colleague or the team leader sees the leave without its type.
  it('a stranger reading the team calendar does not learn that a leave is physiological', async () => {
    // Refused, left out, or shown without its type: any of them keeps the type private.
    for (const who of [people.solo, people.colleague, people.leader, people.pm]) {
      const entry = await calendarEntry(who);
      expect(entry?.type_reason ?? null, `${who.email} reads the type of the member’s leave`).toBeNull();
    }
    expect((await calendarEntry(people.hr))?.type_reason).toBe(4);
  });
});
