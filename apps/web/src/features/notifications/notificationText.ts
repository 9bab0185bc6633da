/** Which i18n keys describe a notification (plain functions, unit-tested). */
import { DRAWER_NOTIFICATION_TYPES, type Notification } from '@staffhub/domain';

/** Whether the active language has a text at `key` (i18next's `exists`). */
export type HasText = (key: string) => boolean;

/** Notification types and request types are upper snake case; nothing else is looked up. */
const NAME = /^[A-Z][A-Z0-9_]*$/;

const DRAWER_TYPES = new Set<string>(DRAWER_NOTIFICATION_TYPES);

export function opensDrawer(type: string): boolean {
  return DRAWER_TYPES.has(type);
}

export function notificationTitleKey(type: string, has: HasText): string {
  const key = `notifications.typeTitle.${type}`;
  return NAME.test(type) && has(key) ? key : 'notifications.typeTitle.default';
}

/** `<TYPE>_<REQUEST_TYPE>` when translated, else `<TYPE>`, else the generic message. */
export function notificationMessageKey(
  item: Pick<Notification, 'type' | 'request_type'>,
  has: HasText,
): string {
  const specific = item.request_type ? `${item.type}_${item.request_type}` : null;
  for (const name of [specific, item.type]) {
    const key = `notifications.message.${name}`;
    if (name && NAME.test(name) && has(key)) return key;
  }
  return 'notifications.message.default';
}
