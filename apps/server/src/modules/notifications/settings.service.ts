/**
 * My notification channels (issue #20): per notification type, in the app, by e-mail or both, and
 * the language of my e-mails. Anyone signed in, for themselves only.
 */
import {
  CHANNEL_TYPES,
  type NotificationChannel,
  type NotificationSettingsInput,
  notificationLanguageOf,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, notificationSettings } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

export interface SettingsDeps {
  db: Db;
  /** Whether this server sends e-mail (SMTP_URL). */
  emailEnabled: boolean;
}

/** My channel per type (every type; `app` where I chose nothing) and my e-mails' language. */
export async function settingsOf(deps: SettingsDeps, actor: Actor) {
  const [row] = await deps.db
    .select({
      email: employees.email,
      country: companies.country,
      language: notificationSettings.language,
      channels: notificationSettings.channels,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(notificationSettings, eq(notificationSettings.employee_id, employees.id))
    .where(eq(employees.id, actor.employeeId));
  if (!row) throw new AppError(4040);
  const chosen = row.channels ?? {};
  const language = notificationLanguageOf(row.language, row.country);
  return {
    language: row.language === null ? null : language,
    effective_language: language,
    email: row.email,
    email_enabled: deps.emailEnabled,
    channels: CHANNEL_TYPES.map((type) => ({
      type,
      channel: (chosen[type] ?? 'app') as NotificationChannel,
    })),
  };
}

/** Saves my choices: the types named take their channel (`app` drops the type), the others stay. */
export async function saveSettings(deps: SettingsDeps, actor: Actor, input: NotificationSettingsInput) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ channels: notificationSettings.channels })
      .from(notificationSettings)
      .where(eq(notificationSettings.employee_id, actor.employeeId))
      .for('update');
    const channels: Record<string, 'email' | 'both'> = { ...(current?.channels ?? {}) };
    for (const c of input.channels) {
      if (c.channel === 'app') delete channels[c.type];
      else channels[c.type] = c.channel;
    }
    await tx
      .insert(notificationSettings)
      .values({ employee_id: actor.employeeId, language: input.language, channels })
      .onConflictDoUpdate({
        target: notificationSettings.employee_id,
        set: { language: input.language, channels, updated_at: sql`now()` },
      });
  });
  return settingsOf(deps, actor);
}
