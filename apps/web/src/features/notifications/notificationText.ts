/** Which i18n keys describe a notification (plain functions, unit-tested). */
import { DRAWER_NOTIFICATION_TYPES, type Notification } from '@staffhub/domain';
import { en } from '../../i18n/locales/en';

const TITLES = en.notifications.typeTitle;
const MESSAGES = en.notifications.message;

const DRAWER_TYPES = new Set<string>(DRAWER_NOTIFICATION_TYPES);

export function opensDrawer(type: string): boolean {
  return DRAWER_TYPES.has(type);
}

export function notificationTitleKey(type: string): string {
  return Object.hasOwn(TITLES, type) ? `notifications.typeTitle.${type}` : 'notifications.typeTitle.default';
}

/** `<TYPE>_<REQUEST_TYPE>` when translated, else `<TYPE>`, else the generic message. */
export function notificationMessageKey(item: Pick<Notification, 'type' | 'request_type'>): string {
  const specific = item.request_type ? `${item.type}_${item.request_type}` : null;
  if (specific && Object.hasOwn(MESSAGES, specific)) return `notifications.message.${specific}`;
  if (Object.hasOwn(MESSAGES, item.type)) return `notifications.message.${item.type}`;
  return 'notifications.message.default';
}
