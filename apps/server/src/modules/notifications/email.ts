/**
 * The e-mails beside the bell (issue #20). A trigger queues one in `email_outbox` for every
 * notification whose recipient chose e-mail for its type, in the notification's own transaction;
 * the `send-emails` job sends them in the recipient's language with a link to the page. The request
 * that caused a notification never waits for SMTP. A failed send is tried again (1, 2, 4, 8 minutes
 * later); after the last try, or at once without an SMTP server, the e-mail is given up and an
 * e-mail-only notification shows in the bell unread: nothing is lost.
 */
import {
  emailRetryDelayMs,
  NOTIFICATION_TEXTS,
  type NotificationLanguage,
  type NotificationTexts,
  notificationLanguageOf,
} from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { announceMany } from './notify';

/** E-mails claimed per statement, and statements per run at most (a later run goes on). */
export const EMAIL_BATCH = 50;
export const EMAIL_BATCHES_MAX = 20;
/** A claimed e-mail is another run's again after this long (a process that died while sending). */
const LEASE_MS = 5 * 60_000;
/** An error is kept this long at most (a whole SMTP transcript is not). */
const ERROR_MAX = 500;

export interface EmailDeps {
  db: Db;
  now: () => Date;
  mailer?: Mailer | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Claimed {
  id: number;
  notification_id: number;
  employee_id: number;
  email_only: number;
  attempts: number;
  to: string;
  type: string;
  request_type: string | null;
  url: string | null;
  language: string | null;
  country: string;
  creator_name: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The notification's title and line in a language, as the bell says them. */
export function notificationText(
  texts: NotificationTexts,
  n: { type: string; request_type: string | null; creator_name: string | null },
) {
  const titles = texts.typeTitle as Record<string, string>;
  const messages = texts.message as Record<string, string>;
  const title = titles[n.type] ?? texts.typeTitle.default;
  const specific = n.request_type ? messages[`${n.type}_${n.request_type}`] : undefined;
  const template = specific ?? messages[n.type] ?? texts.message.default;
  return { title, line: template.replaceAll('{{name}}', n.creator_name ?? texts.email.system) };
}

/** One e-mail: the notification's title as subject, its line, the link to its page, why it came. */
export function composeEmail(
  n: Pick<Claimed, 'to' | 'type' | 'request_type' | 'url' | 'creator_name'>,
  language: NotificationLanguage,
  appUrl: string,
): Mail {
  const texts = NOTIFICATION_TEXTS[language];
  const { title, line } = notificationText(texts, n);
  // The page's path from the app's own notification (never an outside address).
  const link = new URL(n.url?.startsWith('/') ? n.url : '/', appUrl).toString();
  return {
    to: n.to,
    subject: `${title} – ${texts.email.system}`,
    text: `${line}\n\n${texts.email.open}: ${link}\n\n--\n${texts.email.footer}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#262626">
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.email.open)}</a></p>
<hr><p style="color:#8c8c8c;font-size:12px">${escapeHtml(texts.email.footer)}</p>
</body></html>`,
  };
}

/** Claims due e-mails (each try counted), with what composing them needs. */
async function claim(db: Db, at: Date): Promise<Claimed[]> {
  const lease = new Date(at.getTime() + LEASE_MS).toISOString();
  return rowsOf<Claimed>(
    await db.execute(sql`
      with claimed as (
        update email_outbox o set attempts = o.attempts + 1, next_attempt_at = ${lease}::timestamptz
        where o.id in (
          select id from email_outbox
          where sent_at is null and failed_at is null
            and (attempts = 0 or next_attempt_at <= ${at.toISOString()}::timestamptz)
          order by id limit ${EMAIL_BATCH}
          for update skip locked)
        returning o.id, o.notification_id, o.employee_id, o.email_only, o.attempts)
      select c.*, e.email as "to", n.type, n.request_type, n.url, s.language, co.country,
        cr.name as creator_name
      from claimed c
      join notifications n on n.id = c.notification_id
      join employees e on e.id = c.employee_id
      join companies co on co.id = e.company_id
      left join notification_settings s on s.employee_id = c.employee_id
      left join employees cr on cr.id = n.created_by
      order by c.id`),
  );
}

/** Gives an e-mail up: kept with its error; an e-mail-only notification shows in the bell unread. */
async function giveUp(db: Db, c: Claimed, at: Date, error: string) {
  await db.execute(sql`update email_outbox set failed_at = ${at.toISOString()}::timestamptz,
    last_error = ${error.slice(0, ERROR_MAX)} where id = ${c.id}`);
  if (c.email_only) {
    await db.execute(sql`update notifications set is_readed = 0 where id = ${c.notification_id}`);
    return true;
  }
  return false;
}

/** The job: sends what is due; returns how many e-mails went out. */
export async function sendEmails(deps: EmailDeps): Promise<number> {
  const at = deps.now();
  const mailer = deps.mailer ?? null;
  let sent = 0;
  const bell: number[] = [];
  for (let batch = 0; batch < EMAIL_BATCHES_MAX; batch++) {
    const claimed = await claim(deps.db, at);
    for (const c of claimed) {
      if (!mailer) {
        if (await giveUp(deps.db, c, at, 'No SMTP server is configured (SMTP_URL).'))
          bell.push(c.employee_id);
        continue;
      }
      try {
        await mailer.send(composeEmail(c, notificationLanguageOf(c.language, c.country), mailer.appUrl));
        await deps.db.execute(sql`update email_outbox set sent_at = ${at.toISOString()}::timestamptz,
          last_error = null where id = ${c.id}`);
        sent++;
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const delay = emailRetryDelayMs(c.attempts);
        if (delay === null) {
          if (await giveUp(deps.db, c, at, error)) bell.push(c.employee_id);
        } else {
          const next = new Date(at.getTime() + delay).toISOString();
          await deps.db.execute(sql`update email_outbox set next_attempt_at = ${next}::timestamptz,
            last_error = ${error.slice(0, ERROR_MAX)} where id = ${c.id}`);
        }
      }
    }
    if (claimed.length < EMAIL_BATCH) break;
  }
  // Their bells count again what the e-mail could not tell them.
  await announceMany(deps.db, bell);
  return sent;
}
