import { z } from 'zod';
import { NOTIFICATION_LANGUAGES, NOTIFICATION_TEXTS } from '../notification-texts';

/** E-mail beside the bell (issue #20): per notification type, in the app, by e-mail, or both. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'both'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The notification types a person chooses a channel for: every type the bell names. */
export const CHANNEL_TYPES = Object.keys(NOTIFICATION_TEXTS.en.typeTitle).filter((t) => t !== 'default') as [
  string,
  ...string[],
];

const ZChannelChoice = z.object({
  type: z.enum(CHANNEL_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
});

export const ZNotificationSettingsInput = z.object({
  /** The language of my e-mails; null: my company's. */
  language: z.enum(NOTIFICATION_LANGUAGES).nullable(),
  /** A channel per type; a type left out stays as it was. */
  channels: z
    .array(ZChannelChoice)
    .max(CHANNEL_TYPES.length)
    .refine((list) => new Set(list.map((c) => c.type)).size === list.length, {
      params: { rule: 'unique_items' },
    }),
});
export type NotificationSettingsInput = z.infer<typeof ZNotificationSettingsInput>;

export const ZNotificationSettings = z.object({
  language: z.enum(NOTIFICATION_LANGUAGES).nullable(),
  /** The language my e-mails are in now (mine, else my company's). */
  effective_language: z.enum(NOTIFICATION_LANGUAGES),
  /** Where e-mails go: my address on record. */
  email: z.string(),
  /** Whether this server sends e-mail at all (SMTP configured); choices are kept either way. */
  email_enabled: z.boolean(),
  /** Every type, with my channel for it. */
  channels: z.array(ZChannelChoice),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;
