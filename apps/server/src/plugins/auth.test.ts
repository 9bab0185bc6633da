import { describe, expect, it, vi } from 'vitest';
import { DataChanges, noteStatement } from '../db/changes';
import { sessionChecks } from './auth';

// The session checks of a process (plugins/auth.ts `sessionChecks`), on a lookup that counts its
// calls and answers when the test says: when the database is asked, and when a kept or shared answer
// serves instead. The routes' own refusals (a logout, a resignation) are in the auth module's tests.

const FAR = new Date('2099-01-01T00:00:00Z');
const live = (expiresAt = FAR) => ({
  accountId: 7,
  employeeId: 70,
  companyId: 1,
  timeZone: 'Asia/Ho_Chi_Minh',
  isAdmin: false,
  expiresAt,
});
type Live = ReturnType<typeof live>;

/** A lookup held until `answer` is called: how many times it was asked, and each ask's answer. */
function heldLookup() {
  const waiting: Array<(s: Live | undefined) => void> = [];
  return {
    asked: () => waiting.length,
    lookup: (_sessionId: string, _accountId: number, _now: Date) => {
      // The statement the real lookup sends: what the check was read from.
      noteStatement('select * from "auth_sessions" join "accounts" on true');
      return new Promise<Live | undefined>((resolve) => waiting.push(resolve));
    },
    answer: (s: Live | undefined) => {
      for (const resolve of waiting.splice(0)) resolve(s);
    },
  };
}

const at = (iso: string) => () => new Date(iso);

describe('session checks (plugins/auth.ts sessionChecks)', () => {
  it('ten requests at once ask the database once and all get its answer', async () => {
    const db = heldLookup();
    const changes = new DataChanges();
    const check = sessionChecks(db.lookup, () => changes, at('2026-12-07T10:00:10Z'));
    const burst = Array.from({ length: 10 }, () => check('s1', 7));
    await Promise.resolve();
    expect(db.asked()).toBe(1);
    db.answer(live());
    const answers = await Promise.all(burst);
    expect(answers.every((a) => a?.employeeId === 70)).toBe(true);
    // Kept afterwards: no new lookup in the same minute with nothing written.
    await check('s1', 7);
    expect(db.asked()).toBe(0);
  });

  it('a request after a write while a lookup is asked asks again: it must see the write', async () => {
    const db = heldLookup();
    const changes = new DataChanges();
    const check = sessionChecks(db.lookup, () => changes, at('2026-12-07T10:00:10Z'));
    const first = check('s1', 7);
    await Promise.resolve();
    // A logout of another request committed while the first lookup was on its way.
    changes.changed(['auth_sessions']);
    const second = check('s1', 7);
    await Promise.resolve();
    expect(db.asked()).toBe(2);
    db.answer(undefined);
    expect(await first).toBeUndefined();
    expect(await second).toBeUndefined();
  });

  it('requests sharing a lookup that found no live session are refused with it, not asked again', async () => {
    const db = heldLookup();
    const changes = new DataChanges();
    const check = sessionChecks(db.lookup, () => changes, at('2026-12-07T10:00:10Z'));
    const burst = Array.from({ length: 5 }, () => check('gone', 7));
    await Promise.resolve();
    expect(db.asked()).toBe(1);
    db.answer(undefined);
    expect(await Promise.all(burst)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(db.asked()).toBe(0);
  });

  it('other sessions, and requests while changes are unknown, are never shared', async () => {
    const db = heldLookup();
    const changes = new DataChanges();
    const check = sessionChecks(db.lookup, () => changes, at('2026-12-07T10:00:10Z'));
    const mine = check('s1', 7);
    const theirs = check('s2', 8);
    await Promise.resolve();
    expect(db.asked()).toBe(2);
    db.answer(live());
    await Promise.all([mine, theirs]);

    // PostgreSQL with its listening connection down: every request asks.
    const blind = new DataChanges();
    blind.live = false;
    const unknown = sessionChecks(db.lookup, () => blind, at('2026-12-07T10:00:10Z'));
    const a = unknown('s1', 7);
    const b = unknown('s1', 7);
    await Promise.resolve();
    expect(db.asked()).toBe(2);
    db.answer(live());
    await Promise.all([a, b]);
    const c = unknown('s1', 7);
    await Promise.resolve();
    expect(db.asked()).toBe(1);
    db.answer(live());
    await c;
  });

  it('a new minute asks again; past its expiry a shared answer is not taken: the database decides', async () => {
    const db = heldLookup();
    const changes = new DataChanges();
    let now = new Date('2026-12-07T10:00:59Z');
    const check = sessionChecks(
      db.lookup,
      () => changes,
      () => now,
    );
    const first = check('s1', 7);
    await Promise.resolve();
    now = new Date('2026-12-07T10:01:00Z');
    const nextMinute = check('s1', 7);
    await Promise.resolve();
    expect(db.asked()).toBe(2);
    db.answer(live());
    await Promise.all([first, nextMinute]);

    // An answer past its expiry by this process's clock (a session that has just ended, or the
    // database's clock behind this one's): the request sharing it asks the database itself.
    const past = new Date(Date.now() - 1);
    const asker = check('s3', 9);
    const sharer = check('s3', 9);
    await Promise.resolve();
    expect(db.asked()).toBe(1);
    db.answer(live(past));
    expect((await asker)?.employeeId).toBe(70);
    await vi.waitFor(() => expect(db.asked()).toBe(1));
    db.answer(undefined);
    expect(await sharer).toBeUndefined();
  });
});
