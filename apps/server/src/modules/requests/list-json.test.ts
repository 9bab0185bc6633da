import {
  computeDay,
  summarizeMonth,
  ZCorrectionApprovalList,
  ZCorrectionList,
  ZDashboard,
  ZLeaveApprovalList,
  ZLeaveList,
  ZOvertimeApprovalList,
  ZOvertimeList,
  ZRemoteList,
  ZRemoteManage,
  ZTimesheetRequests,
  ZUserTimesheets,
} from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../plugins/serializer';
import { Answers, arrayWriter, listWriter } from './list-json';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
    typeof responseSerializerCompiler
  >[0]);

const approver = (level: number) => ({
  level,
  approve_employee_id: 10 + level,
  approve_name: `Approver ${level} "quoted" \\ 日本語`,
  approve_avatar: null,
  approve_status: level === 1 ? 2 : 1,
  comment: level === 1 ? 'line\nbreak' : null,
  approved_at: level === 1 ? '2026-10-20T10:00:00.000Z' : null,
  on_behalf_of: null,
  escalated_from: level === 2 ? { id: 3, name: 'Trần Thị B' } : null,
});
const item = (id: number) => ({
  over_time_request_id: id,
  employee_id: 7,
  employee: { id: 7, employee_code: 'E007', name: 'Nguyễn Văn A', position_name: null, division_name: 'Dev' },
  project_id: id % 2 ? null : 4,
  project_name: id % 2 ? null : 'Apollo',
  date: '2026-10-20',
  start_time: '18:00',
  end_time: '20:30',
  duration: 150,
  reason: 'Release <b>night</b>',
  note: id % 2 ? null : `note ${id}`,
  status: 1,
  approve_person_1: approver(1),
  approve_person_2: approver(2),
  approve_person_3: null,
  created_at: '2026-10-20T09:00:00.000Z',
  can_edit: true,
  can_delete: false,
  // Not in the schema: never written.
  password_hash: 'secret',
});
const pagination = {
  from: 1,
  to: 3,
  last_page: 1,
  path: '/api/overtime-requests/approval',
  current_page: 1,
  total: 3,
  per_page: 100,
};

describe('a list written from its items kept bytes', () => {
  it('writes the same bytes as the route serializer, undeclared fields left out', () => {
    const items = [item(1), item(2), item(3)];
    const writer = listWriter(ZOvertimeApprovalList, 'listOverTimeRequest');
    expect(writer).not.toBeNull();
    const envelope = { listOverTimeRequest: pagination, totalOverTimeRequest: 3 };
    const written = writer?.write(envelope, items).toString();
    const expected = serializerOf(ZOvertimeApprovalList)({
      listOverTimeRequest: { ...pagination, data: items },
      totalOverTimeRequest: 3,
    });
    expect(written).toBe(expected);
    expect(written).not.toContain('secret');
    // Again, from the bytes kept for the same items, and with an item not seen before.
    const more = [items[2], item(4), items[0]] as object[];
    expect(writer?.write(envelope, more).toString()).toBe(
      serializerOf(ZOvertimeApprovalList)({
        listOverTimeRequest: { ...pagination, data: more },
        totalOverTimeRequest: 3,
      }),
    );
  });

  it('writes an empty page and the fields after the page', () => {
    const writer = listWriter(ZOvertimeList, 'overTimeRequests');
    const envelope = {
      overTimeRequests: { ...pagination, from: null, to: null, total: 0 },
      totalOverTimeRequest: 0,
      commonProjects: [{ id: 1, name: 'Apollo' }],
    };
    const written = writer?.write(envelope, []).toString() ?? '';
    expect(JSON.parse(written)).toEqual({
      overTimeRequests: { ...envelope.overTimeRequests, data: [] },
      totalOverTimeRequest: 0,
      commonProjects: [{ id: 1, name: 'Apollo' }],
    });
    expect(written).toBe(
      serializerOf(ZOvertimeList)({
        ...envelope,
        overTimeRequests: { ...envelope.overTimeRequests, data: [] },
      }),
    );
  });

  it('writes a list with nothing beside its page', () => {
    const writer = listWriter(ZTimesheetRequests, 'timeSheetRequests');
    const items = [{ ...item(5), kind: 'overtime' }];
    expect(writer?.write({ timeSheetRequests: pagination }, items).toString()).toBe(
      serializerOf(ZTimesheetRequests)({ timeSheetRequests: { ...pagination, data: items } }),
    );
  });

  it('takes every request list the engine serves (their schemas have the shape it joins)', () => {
    const lists: Array<[z.ZodType, string]> = [
      [ZOvertimeList, 'overTimeRequests'],
      [ZOvertimeApprovalList, 'listOverTimeRequest'],
      [ZCorrectionList, 'timesheetRequests'],
      [ZCorrectionApprovalList, 'timeSheetRequests'],
      [ZRemoteList, 'remoteRequests'],
      [ZRemoteManage, 'remoteRequests'],
      [ZLeaveList, 'sabbaticalLeaveRequests'],
      [ZLeaveApprovalList, 'sabbaticalLeaveRequests'],
    ];
    for (const [schema, key] of lists) expect(listWriter(schema, key), key).not.toBeNull();
  });

  it('declines shapes it cannot join: the page not first, data not last, no page under the key', () => {
    const page = z.object({ total: z.number(), data: z.array(z.object({ id: z.number() })) });
    expect(listWriter(z.object({ count: z.number(), list: page }), 'list')).toBeNull();
    expect(
      listWriter(
        z.object({ list: z.object({ data: z.array(z.object({ id: z.number() })), total: z.number() }) }),
        'list',
      ),
    ).toBeNull();
    expect(listWriter(z.object({ list: page }), 'other')).toBeNull();
    expect(listWriter(z.object({ list: page }), 'list')).not.toBeNull();
  });

  it('answers the same items under the same envelope with the Buffer already written, else writes anew', () => {
    const writer = listWriter(ZOvertimeApprovalList, 'listOverTimeRequest');
    const items = [item(11), item(12), item(13)];
    const envelope = { listOverTimeRequest: pagination, totalOverTimeRequest: 3 };
    const first = writer?.write(envelope, items);
    // Another array of the same objects: the same answer.
    expect(writer?.write(envelope, [...items])).toBe(first);
    // Another envelope, one item more or less, the same items in another order, an equal but new
    // object: each written anew, each with its own bytes.
    const badge = { listOverTimeRequest: pagination, totalOverTimeRequest: 4 };
    const fewer = items.slice(0, 2);
    const reordered = [items[0], items[2], items[1]] as object[];
    const copied = [items[0], items[1], item(13)] as object[];
    for (const [env, list] of [
      [badge, items],
      [envelope, fewer],
      [envelope, reordered],
      [envelope, copied],
    ] as const) {
      const again = writer?.write(env, list);
      expect(again).not.toBe(first);
      expect(again?.toString()).toBe(
        serializerOf(ZOvertimeApprovalList)({
          listOverTimeRequest: { ...env.listOverTimeRequest, data: list },
          totalOverTimeRequest: env.totalOverTimeRequest,
        }),
      );
    }
    // Another list's writer never answers with this one's bytes, even for the same items.
    const mine = writer?.write(envelope, items);
    expect(writer?.write(envelope, items)).toBe(mine);
    const other = listWriter(ZOvertimeApprovalList, 'listOverTimeRequest');
    expect(other?.write(envelope, items)).not.toBe(mine);
  });

  it('with keep: false writes the same bytes and keeps neither the answer nor the items', () => {
    const writer = listWriter(ZOvertimeApprovalList, 'listOverTimeRequest');
    const items = [item(21), item(22)];
    const envelope = { listOverTimeRequest: pagination, totalOverTimeRequest: 2 };
    const once = writer?.write(envelope, items, { keep: false });
    expect(once?.toString()).toBe(
      serializerOf(ZOvertimeApprovalList)({
        listOverTimeRequest: { ...pagination, data: items },
        totalOverTimeRequest: 2,
      }),
    );
    // Not kept: the same items again are written anew, and a kept write finds nothing before it.
    expect(writer?.write(envelope, items, { keep: false })).not.toBe(once);
    const kept = writer?.write(envelope, items);
    expect(kept).not.toBe(once);
    expect(kept?.equals(once as Buffer)).toBe(true);
    expect(writer?.write(envelope, items)).toBe(kept);
  });

  it('keeps a bounded number of answers and bytes, the least recently used dropped first', () => {
    const writer = listWriter(ZOvertimeList, 'overTimeRequests') as NonNullable<
      ReturnType<typeof listWriter>
    >;
    const answers = new Answers(2, 100);
    const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const bytes = (n: number) => Buffer.alloc(n);
    answers.keep(writer, [a], 'h', 't', bytes(10));
    answers.keep(writer, [b], 'h', 't', bytes(10));
    // Using a makes b the oldest, so c's arrival drops b.
    expect(answers.find(writer, [a], 'h', 't')).toBeDefined();
    answers.keep(writer, [c], 'h', 't', bytes(10));
    expect(answers.size).toEqual({ answers: 2, bytes: 20 });
    expect(answers.find(writer, [b], 'h', 't')).toBeUndefined();
    expect(answers.find(writer, [a], 'h', 't')).toBeDefined();
    // Over the byte budget: the oldest go until it fits (c, then a is left with b's 85 bytes);
    // an answer larger than the whole budget is not kept.
    answers.keep(writer, [b], 'h', 't', bytes(85));
    expect(answers.size).toEqual({ answers: 2, bytes: 95 });
    expect(answers.find(writer, [c], 'h', 't')).toBeUndefined();
    const d = { id: 4 };
    answers.keep(writer, [d], 'h', 't', bytes(101));
    expect(answers.find(writer, [d], 'h', 't')).toBeUndefined();
    expect(answers.size).toEqual({ answers: 2, bytes: 95 });
    // A page kept again under its first item replaces the one before.
    answers.keep(writer, [b, c], 'h', 't', bytes(5));
    expect(answers.size).toEqual({ answers: 2, bytes: 15 });
    expect(answers.find(writer, [b], 'h', 't')).toBeUndefined();
    expect(answers.find(writer, [b, c], 'h', 't')?.length).toBe(5);
    // Nothing is kept or found for an empty page, or under another envelope.
    expect(answers.find(writer, [b, c], 'h', 'other')).toBeUndefined();
    expect(answers.find(writer, [], 'h', 't')).toBeUndefined();
  });
});

describe('an answer with an array of kept items', () => {
  /** A computed day as the own month keeps it (frozen), with a holiday name that needs escaping. */
  const day = (date: string, checkIn: number | null, holidayName: string | null = null) =>
    Object.freeze(
      Object.assign(
        computeDay({
          date,
          dayKind: holidayName ? 'holiday' : 'workday',
          holidayName,
          checkIn,
          checkOut: checkIn === null ? null : checkIn + 570,
          today: '2026-11-20',
        }),
        { id: checkIn === null ? null : 7 },
      ),
    );
  const days = [
    day('2026-11-18', 485),
    day('2026-11-19', null),
    day('2026-11-23', null, 'Lao động "Thanksgiving" \\ 勤労感謝の日'),
  ];
  const dashboard = {
    month: '2026-11',
    checkSubmitted: false,
    dayWorking: 20,
    dayWorkingReal: 1,
    missTimesheet: 1,
    normalDayWorking: 475,
    overtimeRequestTotal: 0,
    sabbaticalLeave: 0,
    totalCompensation: 0,
    unpaidLeave: 0,
    standardMinutes: 9600,
    actualMinutes: 475,
    shortfallMinutes: 9125,
    totals: summarizeMonth(days).totals,
    canSubmitNow: false,
    submitWindow: { from: '2026-12-01', to: '2026-12-05' },
  };

  it('writes the same bytes as the route serializer, the array first or last, undeclared fields left out', () => {
    const own = arrayWriter(ZUserTimesheets, 'timeSheets');
    const board = arrayWriter(ZDashboard, 'timeSheets');
    expect(own).not.toBeNull();
    expect(board).not.toBeNull();
    const mine = { timeSheets: days, checkSubmitted: true, time_zone: 'Asia/Ho_Chi_Minh', secret: 'x' };
    const written = own?.write(mine, days).toString();
    expect(written).toBe(serializerOf(ZUserTimesheets)(mine));
    expect(written).not.toContain('secret');
    expect(JSON.parse(written ?? '').timeSheets).toHaveLength(3);
    const whole = { ...dashboard, timeSheets: days };
    expect(board?.write(whole, days).toString()).toBe(serializerOf(ZDashboard)(whole));
    // No day at all.
    expect(own?.write({ ...mine, timeSheets: [] }, []).toString()).toBe(
      serializerOf(ZUserTimesheets)({ ...mine, timeSheets: [] }),
    );
  });

  it('answers the same items with the Buffer already written, and anything else anew', () => {
    const own = arrayWriter(ZUserTimesheets, 'timeSheets');
    const mine = { checkSubmitted: false, time_zone: 'Asia/Ho_Chi_Minh' };
    const first = own?.write(mine, days);
    expect(own?.write(mine, [...days])).toBe(first);
    const newestFirst = days.toReversed();
    const submitted = { ...mine, checkSubmitted: true };
    for (const [envelope, list] of [
      [submitted, days],
      [mine, newestFirst],
      [mine, days.slice(1)],
    ] as const) {
      const again = own?.write(envelope, list);
      expect(again).not.toBe(first);
      expect(again?.toString()).toBe(serializerOf(ZUserTimesheets)({ ...envelope, timeSheets: list }));
    }
  });

  it('declines shapes it cannot join: the array in the middle, not an array, no field under the key', () => {
    const list = z.array(z.object({ id: z.number() }));
    expect(arrayWriter(z.object({ a: z.number(), list, b: z.number() }), 'list')).toBeNull();
    expect(arrayWriter(z.object({ list: z.object({ id: z.number() }) }), 'list')).toBeNull();
    expect(arrayWriter(z.object({ list }), 'other')).toBeNull();
    expect(arrayWriter(z.object({ list, a: z.number() }), 'list')).not.toBeNull();
    expect(arrayWriter(z.object({ a: z.number(), list }), 'list')).not.toBeNull();
  });
});
