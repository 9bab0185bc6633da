import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { notificationMessageKey, notificationTitleKey, opensDrawer } from './notificationText';

/** The English texts as the app's `exists`: a string at the path. */
const has = (key: string) =>
  typeof key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      en,
    ) === 'string';

describe('notification texts', () => {
  it('uses the type and request type when both are known', () => {
    expect(notificationMessageKey({ type: 'OVERTIME_REQUEST', request_type: 'APPROVED' }, has)).toBe(
      'notifications.message.OVERTIME_REQUEST_APPROVED',
    );
  });

  it('falls back to the type alone, then to the generic message', () => {
    expect(notificationMessageKey({ type: 'FORGOT_CHECKIN_CHECKOUT', request_type: null }, has)).toBe(
      'notifications.message.FORGOT_CHECKIN_CHECKOUT',
    );
    expect(notificationMessageKey({ type: 'SOMETHING_NEW', request_type: 'REQUEST' }, has)).toBe(
      'notifications.message.default',
    );
  });

  it('titles unknown types generically', () => {
    expect(notificationTitleKey('REMOTE_WORKING_REQUEST', has)).toBe(
      'notifications.typeTitle.REMOTE_WORKING_REQUEST',
    );
    expect(notificationTitleKey('toString', has)).toBe('notifications.typeTitle.default');
    expect(notificationTitleKey('toString', () => true)).toBe('notifications.typeTitle.default');
  });

  it('opens the drawer only for the three request types of SPEC 2', () => {
    expect(opensDrawer('OVERTIME_REQUEST')).toBe(true);
    expect(opensDrawer('SABBATICAL_LEAVE_REQUEST')).toBe(false);
  });
});
