/**
 * Sending e-mail (issue #20) through SMTP with nodemailer. A process without `SMTP_URL` has no
 * mailer: the outbox job then gives each waiting e-mail up, so nothing waits for a server that
 * does not exist (an e-mail-only notification shows in the bell instead).
 */
import nodemailer, { type TransportOptions } from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where the links in e-mails point (the web app). */
  appUrl: string;
  /** Sends one e-mail; rejects when the SMTP server refuses it or cannot be reached in time. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Seconds before a silent SMTP server counts as down (the job tries again later). */
const SMTP_TIMEOUT_MS = 15_000;

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL' | 'PORT'>,
): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(
    {
      url: config.SMTP_URL,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as TransportOptions,
    { from: config.MAIL_FROM },
  );
  return {
    appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
