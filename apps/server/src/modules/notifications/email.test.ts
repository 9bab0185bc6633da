import type { AddressInfo } from 'node:net';
import { EMAIL_MAX_ATTEMPTS } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer';
import { client, demoPeople, makeMember, makeOvertime, type Person, rows } from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { sendEmails } from './email';

// Issue #20, e-mail beside the bell: each person chooses per notification type the app, e-mail or
// both, and the language of their e-mails; a real SMTP server (smtp-server) receives them here. A
// failing SMTP server never blocks the request nor loses the notification.
const clock = new TestClock();
const NOW = '2026-12-02T02:00:00Z';
const APP_URL = 'https://staffhub.example';

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      if (refuse) return done(new Error('Mailbox unavailable'));
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});

let ctx: TestContext;
let pm: Person;
let top: Person;
let admin: Person;
let mailer: ReturnType<typeof createMailer>;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const SMTP_URL = `smtp://127.0.0.1:${port}`;
  clock.set(NOW);
  ctx = await setupTestApp({ SMTP_URL, APP_URL }, clock);
  mailer = createMailer({ SMTP_URL, APP_URL, MAIL_FROM: 'Staffhub <no-reply@staffhub.example>', PORT: 3000 });
  ({ pm, top, admin } = await demoPeople(ctx, ['pm', 'top', 'admin']));
});

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const api = () => client(ctx);
const settings = (who: Person, body: Record<string, unknown>) =>
  api().put(who, '/api/notification-settings', body);
const run = () => sendEmails({ db: ctx.database.db, now: ctx.now, mailer });

/** A MIME header's encoded words (=?UTF-8?B?...?= / ?Q?), decoded. */
function decodeHeader(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  const value = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const mailsTo = (who: Person) => received.filter((m) => m.to.includes(who.email));

async function outboxOf(notificationType: string, requestId: number, recipient: Person) {
  return rows(
    ctx,
    sql`select o.attempts, o.sent_at, o.failed_at, o.last_error, o.email_only, n.is_readed
        from email_outbox o join notifications n on n.id = o.notification_id
        where n.type = ${notificationType} and n.request_id = ${requestId} and o.employee_id = ${recipient.id}`,
  );
}

describe('my channels', () => {
  it('start in the app for every type, in my company’s language, with my address', async () => {
    const me = await makeMember(ctx);
    const res = await api().get(me, '/api/notification-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      language: null,
      effective_language: 'vi',
      email: me.email,
      email_enabled: true,
    });
    expect(body.channels).toContainEqual({ type: 'OVERTIME_REQUEST', channel: 'app' });
    expect(body.channels.every((c: { channel: string }) => c.channel === 'app')).toBe(true);
  });

  it.each([
    [
      'an unknown type',
      { language: null, channels: [{ type: 'PAYDAY', channel: 'email' }] },
      'channels.0.type',
    ],
    [
      'an unknown channel',
      { language: null, channels: [{ type: 'NEWS', channel: 'sms' }] },
      'channels.0.channel',
    ],
    ['a language we do not write', { language: 'fr', channels: [] }, 'language'],
    [
      'a type twice',
      {
        language: null,
        channels: [
          { type: 'NEWS', channel: 'email' },
          { type: 'NEWS', channel: 'both' },
        ],
      },
      'channels',
    ],
  ])('refuse %s (422 on the field)', async (_label, body, field) => {
    const me = await makeMember(ctx);
    const res = await settings(me, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('are mine only: without a session, 401', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/api/notification-settings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mails', () => {
  it('reach an approver who chose both, in their language, once however often the job runs', async () => {
    const chosen = await settings(pm, {
      language: 'ja',
      channels: [{ type: 'OVERTIME_REQUEST', channel: 'both' }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'ja', effective_language: 'ja' });
    const before = mailsTo(pm).length;
    const asked = await makeOvertime(ctx);
    // The bell has it, unread; the e-mail waits in the outbox.
    const [queued] = await outboxOf('OVERTIME_REQUEST', asked.id, pm);
    expect(queued).toMatchObject({ email_only: 0, is_readed: 0, attempts: 0, sent_at: null });

    expect(await run()).toBeGreaterThanOrEqual(1);
    await run();
    const mails = mailsTo(pm).slice(before);
    expect(mails).toHaveLength(1);
    expect(decodeHeader(mails[0]?.raw ?? '', 'Subject')).toBe('残業申請 – Staffhub');
    expect((await outboxOf('OVERTIME_REQUEST', asked.id, pm))[0]?.sent_at).not.toBeNull();
  });

  it('e-mail only: the bell keeps it read, the e-mail links the approval page', async () => {
    await settings(top, { language: 'en', channels: [{ type: 'OVERTIME_REQUEST', channel: 'email' }] });
    const asked = await makeOvertime(ctx);
    const approved = await api().post(pm, `/api/overtime-requests/approve/${asked.id}`, {
      status: 2,
      comment: null,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [queued] = await outboxOf('OVERTIME_REQUEST', asked.id, top);
    expect(queued).toMatchObject({ email_only: 1, is_readed: 1 });
    const before = mailsTo(top).length;
    await run();
    const [mail] = mailsTo(top).slice(before);
    expect(decodeHeader(mail?.raw ?? '', 'Subject')).toBe('Overtime request – Staffhub');
    expect(mail?.raw).toContain('sent an overtime request for your approval.');
    expect(mail?.raw).toContain(`${APP_URL}/overtime-requests/approval/${asked.id}`);
  });

  it('a failing SMTP server blocks nothing, is tried again, then gives an e-mail-only notice to the bell', async () => {
    refuse = true;
    try {
      const asked = await makeOvertime(ctx);
      // The request went through; pm's notice is in the bell whatever SMTP does.
      expect(asked.id).toBeGreaterThan(0);
      const approved = await api().post(pm, `/api/overtime-requests/approve/${asked.id}`, {
        status: 2,
        comment: null,
      });
      expect(approved.statusCode).toBe(200);
      await run();
      const [first] = await outboxOf('OVERTIME_REQUEST', asked.id, top);
      expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, is_readed: 1 });
      expect(String(first?.last_error)).toContain('Mailbox unavailable');
      // Tried again after the waits (1, 2, 4, 8 minutes), then given up.
      let at = Date.parse(NOW);
      for (let i = 1; i < EMAIL_MAX_ATTEMPTS; i++) {
        at += 20 * 60_000;
        clock.set(new Date(at).toISOString());
        await run();
      }
      const [last] = await outboxOf('OVERTIME_REQUEST', asked.id, top);
      expect(last).toMatchObject({ attempts: EMAIL_MAX_ATTEMPTS, sent_at: null });
      expect(last?.failed_at).not.toBeNull();
      // Top chose e-mail only: the notice is unread in the bell now. pm (both) had the bell's all
      // along, and dealt with it by deciding: it stays read.
      expect(last?.is_readed).toBe(0);
      const [pmNotice] = await outboxOf('OVERTIME_REQUEST', asked.id, pm);
      expect(pmNotice).toMatchObject({ email_only: 0, is_readed: 1 });
      expect(pmNotice?.failed_at).not.toBeNull();
    } finally {
      refuse = false;
      clock.set(NOW);
    }
  });

  it('without an SMTP server, gives every e-mail up at once to the bell', async () => {
    const asked = await makeOvertime(ctx);
    await api().post(pm, `/api/overtime-requests/approve/${asked.id}`, { status: 2, comment: null });
    expect(await sendEmails({ db: ctx.database.db, now: ctx.now, mailer: null })).toBe(0);
    const [notice] = await outboxOf('OVERTIME_REQUEST', asked.id, top);
    expect(notice).toMatchObject({ attempts: 1, is_readed: 0 });
    expect(String(notice?.last_error)).toContain('SMTP_URL');
  });

  it('run from the jobs endpoint for administrators', async () => {
    expect((await api().post(admin, '/api/jobs/send-emails/run', {})).statusCode).toBe(200);
    expect((await api().post(pm, '/api/jobs/send-emails/run', {})).statusCode).toBe(403);
    // Back to the app only: the other tests of this file see no e-mail choice of theirs.
    await settings(pm, { language: null, channels: [{ type: 'OVERTIME_REQUEST', channel: 'app' }] });
    expect((await api().get(pm, '/api/notification-settings')).json().language).toBeNull();
  });
});
