// Write load over HTTP for the kill -9 test: eight demo people, each a client sending one request
// at a time, every write answered 2xx recorded with what it returned, and a check per record that
// reads it back through the API of a restarted server.
import { addDays, dayKindOf } from '@staffhub/domain';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One HTTP call; a network failure (the server died) is an error, not an answer. */
async function send(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // The body is part of the answer: a write whose id never arrived is not acknowledged.
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export interface Person {
  name: string;
  email: string;
  employeeId: number;
  token: string;
}

export async function signIn(base: string, name: string): Promise<Person> {
  const email = `${name}@demo.test`;
  const login = await send(base, null, 'POST', '/api/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  const token = String(login.body.token);
  const account = await send(base, token, 'GET', '/api/account');
  if (account.status !== 200) throw new Error(`account ${email}: ${account.status}`);
  return { name, email, employeeId: Number(account.body.employee_id), token };
}

/** A write the server acknowledged (2xx with its body), and what must be true after a restart. */
export type Ack =
  | { type: 'session'; who: string; token: string }
  | { type: 'request'; kind: Kind; id: number; who: string }
  | { type: 'approval'; kind: Kind; id: number; who: string; approverId: number }
  | { type: 'check-in'; who: string; date: string }
  | { type: 'check-out'; who: string; date: string; time: string }
  | { type: 'adjustment'; who: string; lineId: number }
  | { type: 'read'; who: string; notificationId: number };

type Kind = 'remote' | 'leave' | 'short_leave';

const DETAIL: Record<Kind, (id: number) => string> = {
  remote: (id) => `/api/remote/${id}`,
  leave: (id) => `/api/sabbatical-leave-request/show/${id}`,
  short_leave: (id) => `/api/short-leave-requests/${id}`,
};
const APPROVE: Record<Kind, (id: number) => string> = {
  remote: (id) => `/api/remote/approve/${id}`,
  leave: (id) => `/api/sabbatical-leave-request/approve/${id}`,
  short_leave: (id) => `/api/short-leave-requests/${id}/approve`,
};
/** Approve: remote work names its note `reason`, the others `comment`. */
const DECISION: Record<Kind, Record<string, unknown>> = {
  remote: { status: 2, reason: 'kill9' },
  leave: { status: 2, comment: 'kill9' },
  short_leave: { status: 2, comment: 'kill9' },
};
interface Item {
  id: number;
  status: number;
  approvers?: Array<{ approve_employee_id: number; approve_status: number }>;
  approve_person_1?: { approve_employee_id: number; approve_status: number } | null;
  approve_person_2?: { approve_employee_id: number; approve_status: number } | null;
  assigned_staff?: Array<{ id: number; status: number }>;
}
const itemOf = (kind: Kind, body: Record<string, unknown>) =>
  (kind === 'remote' ? body.remoteRequest : kind === 'leave' ? body.sabbaticalLeaveRequest : body.data) as
    | Item
    | undefined;
/**
 * A request's approval steps as [approver, status]: short leave names them `assigned_staff`, leave
 * `approvers`, remote `approve_person_1` and `_2`.
 */
const stepsOf = (item: Item) =>
  item.assigned_staff
    ? item.assigned_staff.map((s) => ({ approverId: s.id, status: s.status }))
    : (item.approvers ?? [item.approve_person_1, item.approve_person_2].filter((s) => s != null)).map(
        (s) => ({
          approverId: s.approve_employee_id,
          status: s.approve_status,
        }),
      );

/** Requesters: members of project Alpha in foot HN-D1-F1 (approvers pm, then leader or top). */
export const REQUESTERS = ['member', 'ngo.van.khanh', 'dang.thi.ngoc', 'duong.van.nam'] as const;
/** pm decides level 1 of remote and leave, leader level 2 of remote and short leave, top level 2 of leave. */
export const APPROVERS = ['pm', 'leader', 'top', 'hr'] as const;
export const PEOPLE = [...REQUESTERS, ...APPROVERS] as const;
export type Name = (typeof PEOPLE)[number];

/** Weekdays from `from` on: every write of a kind takes the next one, so no two ever collide. */
function dayPool(from: string) {
  let day = from;
  return () => {
    while (dayKindOf(day, new Set()) !== 'workday') day = addDays(day, 1);
    const out = day;
    day = addDays(day, 1);
    return out;
  };
}

export interface Tally {
  sent: number;
  acknowledged: number;
  refused: number;
  /** Answers 5xx: never expected, the test asserts there are none. */
  errors: Array<{ url: string; status: number; body: unknown }>;
  /** Refusals by code, to see that the load mostly writes. */
  codes: Map<string, number>;
}

/** The state that lives across kill cycles: date pools, the queues of approvals to make, the acks. */
export class WriteLoad {
  readonly acks: Ack[] = [];
  readonly tally: Tally = { sent: 0, acknowledged: 0, refused: 0, errors: [], codes: new Map() };
  private readonly remoteDays = new Map<string, () => string>();
  private readonly leaveDays = new Map<string, () => string>();
  private readonly shortDays = new Map<string, () => string>();
  /** Approvals waiting for each approver: [kind, id]. */
  private readonly queues = new Map<Name, Array<[Kind, number]>>(PEOPLE.map((n) => [n, []]));
  private serial = 0;

  constructor() {
    for (const name of REQUESTERS) {
      this.remoteDays.set(name, dayPool('2026-12-01'));
      this.leaveDays.set(name, dayPool('2027-01-04'));
      this.shortDays.set(name, dayPool('2026-06-01'));
    }
  }

  /**
   * Runs the clients against `base` until `stopped()`; resolves when every client has stopped
   * (after a kill, their calls fail and they end).
   */
  async run(base: string, people: Record<Name, Person>, today: string, stopped: () => boolean) {
    const write = async (
      who: Name,
      method: string,
      url: string,
      body: unknown,
      onAck: (a: Answer) => Ack | null,
    ): Promise<Answer | null> => {
      if (stopped()) return null;
      this.tally.sent++;
      let answer: Answer;
      try {
        answer = await send(base, people[who].token, method, url, body);
      } catch {
        return null; // no answer: the server died under this call
      }
      if (answer.status >= 200 && answer.status < 300) {
        const ack = onAck(answer);
        if (ack) {
          this.acks.push(ack);
          this.tally.acknowledged++;
        }
      } else if (answer.status >= 500) {
        this.tally.errors.push({ url, status: answer.status, body: answer.body });
      } else {
        this.tally.refused++;
        const key = `${url.split('/').slice(0, 3).join('/')} ${answer.status}/${String(answer.body.code)}`;
        this.tally.codes.set(key, (this.tally.codes.get(key) ?? 0) + 1);
      }
      return answer;
    };
    const read = async (who: Name, url: string): Promise<Answer | null> => {
      if (stopped()) return null;
      try {
        return await send(base, people[who].token, 'GET', url);
      } catch {
        return null;
      }
    };
    const id = (p: Name) => people[p].employeeId;

    /** Marks the newest unread notification of `who` read. */
    const readOne = async (who: Name) => {
      const list = await read(who, '/api/notifications?per_page=20');
      const data = (list?.body.listNotifications as { data?: Array<{ id: number; is_readed: number }> })
        ?.data;
      const unread = data?.find((n) => n.is_readed === 0);
      if (!unread) return false;
      await write(who, 'POST', '/api/notifications/update-status', { id: unread.id }, () => ({
        type: 'read',
        who,
        notificationId: unread.id,
      }));
      return true;
    };

    const requester = async (who: (typeof REQUESTERS)[number]) => {
      await write(who, 'POST', '/api/user/timesheets/checkin', undefined, () => ({
        type: 'check-in',
        who,
        date: today,
      }));
      for (let step = 0; !stopped(); step++) {
        const note = `kill9 ${who} ${++this.serial}`;
        switch (step % 5) {
          case 0: {
            const day = (this.remoteDays.get(who) as () => string)();
            await write(
              who,
              'POST',
              '/api/remote',
              {
                start_date: day,
                end_date: day,
                reason: note,
                approve_person_1: id('pm'),
                approve_person_2: id('leader'),
              },
              (a) => this.created('remote', a, who, 'pm'),
            );
            break;
          }
          case 1: {
            const day = (this.leaveDays.get(who) as () => string)();
            await write(
              who,
              'POST',
              '/api/sabbatical-leave-request',
              {
                start_date: day,
                end_date: day,
                start_time: '08:00',
                end_time: '17:30',
                type_reason: 3,
                reason: 'VACATION_MODE',
                note,
                approve_person_1: id('pm'),
                approve_person_2: id('top'),
              },
              (a) => this.created('leave', a, who, 'pm'),
            );
            break;
          }
          case 2: {
            const day = (this.shortDays.get(who) as () => string)();
            await write(
              who,
              'POST',
              '/api/short-leave-requests',
              {
                request_date: day,
                leave_type: step % 2 ? 'late' : 'early',
                reason: note,
                assigned_staff: [id('leader'), id('pm')],
                time_off: 30,
              },
              (a) => this.created('short_leave', a, who, 'leader'),
            );
            break;
          }
          case 3:
            await write(who, 'POST', '/api/user/timesheets/checkout', undefined, (a) => ({
              type: 'check-out',
              who,
              date: today,
              time: String((a.body.timeSheet as { end_time_real: string }).end_time_real),
            }));
            break;
          default:
            if (!(await readOne(who))) await read(who, '/api/user/timesheets/today');
        }
      }
    };

    const approver = async (who: 'pm' | 'leader' | 'top') => {
      const queue = this.queues.get(who) as Array<[Kind, number]>;
      while (!stopped()) {
        const next = queue.shift();
        if (!next) {
          if (!(await readOne(who))) await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const [kind, requestId] = next;
        await write(who, 'POST', APPROVE[kind](requestId), DECISION[kind], () => {
          // Remote and leave go on to their second level.
          if (who === 'pm') this.queues.get(kind === 'remote' ? 'leader' : 'top')?.push([kind, requestId]);
          return { type: 'approval', kind, id: requestId, who, approverId: id(who) };
        });
      }
    };

    const hr = async () => {
      for (let n = 0; !stopped(); n++) {
        const owner = REQUESTERS[n % REQUESTERS.length] as (typeof REQUESTERS)[number];
        await write(
          'hr',
          'POST',
          '/api/sabbatical-log/adjust',
          { employee_id: id(owner), days: 0.5, note: `kill9 adjustment ${++this.serial}` },
          (a) => ({ type: 'adjustment', who: owner, lineId: Number((a.body.line as { id: number }).id) }),
        );
      }
    };

    await Promise.all([
      ...REQUESTERS.map((who) => requester(who)),
      approver('pm'),
      approver('leader'),
      approver('top'),
      hr(),
    ]);
  }

  private created(kind: Kind, a: Answer, who: string, firstApprover: Name): Ack {
    const item = itemOf(kind, a.body);
    if (!item) throw new Error(`${kind} answered 2xx without its item: ${JSON.stringify(a.body)}`);
    this.queues.get(firstApprover)?.push([kind, item.id]);
    return { type: 'request', kind, id: item.id, who };
  }
}

/**
 * Reads every acknowledgement back through the API; returns the ones not found, with why.
 * `people` are the current sessions (reads); session acks are checked with their own token.
 */
export async function verifyAcks(base: string, people: Record<Name, Person>, acks: readonly Ack[]) {
  const lost: Array<{ ack: Ack; why: string }> = [];
  const get = (who: string, url: string, token?: string) =>
    send(base, token ?? people[who as Name].token, 'GET', url);
  const check = async (ack: Ack) => {
    switch (ack.type) {
      case 'session': {
        const a = await get(ack.who, '/api/account', ack.token);
        if (a.status !== 200) lost.push({ ack, why: `its token answers ${a.status}` });
        return;
      }
      case 'request': {
        const a = await get(ack.who, DETAIL[ack.kind](ack.id));
        const item = itemOf(ack.kind, a.body);
        if (a.status !== 200 || !item) lost.push({ ack, why: `detail answers ${a.status}` });
        else if (stepsOf(item).length === 0) lost.push({ ack, why: 'the request has no approval steps' });
        return;
      }
      case 'approval': {
        const a = await get(ack.who, DETAIL[ack.kind](ack.id));
        const item = itemOf(ack.kind, a.body);
        const step = item && stepsOf(item).find((s) => s.approverId === ack.approverId);
        if (step?.status !== 2) lost.push({ ack, why: `step status ${step?.status} (answer ${a.status})` });
        else if (ack.kind === 'short_leave' && item?.status !== 2)
          lost.push({ ack, why: `short leave status ${item?.status}` });
        return;
      }
      case 'check-in':
      case 'check-out':
      case 'adjustment':
      case 'read':
        return; // checked per person below, one list read each
    }
  };
  await inBatches(acks, 8, check);

  // Days, ledgers and notifications: one read per person and month (or list).
  const days = new Map<string, Array<Record<string, unknown>>>();
  const dayRow = async (who: string, date: string) => {
    const key = `${who} ${date.slice(0, 7)}`;
    let rows = days.get(key);
    if (!rows) {
      const a = await get(who, `/api/user/timesheets?month=${date.slice(0, 7)}`);
      rows = (a.body.timeSheets as Array<Record<string, unknown>>) ?? [];
      days.set(key, rows);
    }
    return rows.find((r) => r.work_date === date);
  };
  const lines = new Map<string, Set<number>>();
  const ledger = async (who: string) => {
    let ids = lines.get(who);
    if (!ids) {
      ids = new Set(await allIds(get, who, '/api/sabbatical-log/sabbatical-leave', 'logs'));
      lines.set(who, ids);
    }
    return ids;
  };
  const reads = new Map<string, Map<number, number>>();
  const notifications = async (who: string) => {
    let seen = reads.get(who);
    if (!seen) {
      seen = new Map();
      for (let page = 1; ; page++) {
        const a = await get(who, `/api/notifications?per_page=200&page=${page}`);
        const list = a.body.listNotifications as {
          data: Array<{ id: number; is_readed: number }>;
          last_page: number;
        };
        for (const n of list.data) seen.set(n.id, n.is_readed);
        if (page >= list.last_page) break;
      }
      reads.set(who, seen);
    }
    return seen;
  };
  for (const ack of acks) {
    if (ack.type === 'check-in') {
      const row = await dayRow(ack.who, ack.date);
      if (!row?.start_time_real) lost.push({ ack, why: 'no check-in on that day' });
    } else if (ack.type === 'check-out') {
      const row = await dayRow(ack.who, ack.date);
      const out = row?.end_time_real as string | null | undefined;
      // The last check-out counts: the day's may only be the acknowledged one or a later one.
      if (!out || out < ack.time) lost.push({ ack, why: `check-out ${out ?? 'missing'} < ${ack.time}` });
    } else if (ack.type === 'adjustment') {
      if (!(await ledger(ack.who)).has(ack.lineId)) lost.push({ ack, why: 'ledger line missing' });
    } else if (ack.type === 'read') {
      const state = (await notifications(ack.who)).get(ack.notificationId);
      if (state !== 1) lost.push({ ack, why: `notification is_readed ${state}` });
    }
  }
  return lost;
}

async function allIds(
  get: (who: string, url: string) => Promise<Answer>,
  who: string,
  url: string,
  key: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const a = await get(who, `${url}?per_page=200&page=${page}`);
    const list = a.body[key] as { data: Array<{ id: number }>; last_page: number };
    ids.push(...list.data.map((r) => r.id));
    if (page >= list.last_page) return ids;
  }
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
