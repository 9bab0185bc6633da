import { describe, expect, it } from 'vitest';
import { notificationMessageKey, notificationTitleKey, opensDrawer } from './notificationText';

describe('notification texts', () => {
  it('uses the type and request type when both are known', () => {
    expect(notificationMessageKey({ type: 'OVERTIME_REQUEST', request_type: 'APPROVED' })).toBe(
      'notifications.message.OVERTIME_REQUEST_APPROVED',
    );
  });

  it('falls back to the type alone, then to the generic message', () => {
    expect(notificationMessageKey({ type: 'FORGOT_CHECKIN_CHECKOUT', request_type: null })).toBe(
      'notifications.message.FORGOT_CHECKIN_CHECKOUT',
    );
    expect(notificationMessageKey({ type: 'SOMETHING_NEW', request_type: 'REQUEST' })).toBe(
      'notifications.message.default',
    );
  });

  it('titles unknown types generically', () => {
    expect(notificationTitleKey('REMOTE_WORKING_REQUEST')).toBe(
      'notifications.typeTitle.REMOTE_WORKING_REQUEST',
    );
    expect(notificationTitleKey('toString')).toBe('notifications.typeTitle.default');
  });

  it('opens the drawer only for the three request types of SPEC 2', () => {
    expect(opensDrawer('OVERTIME_REQUEST')).toBe(true);
    expect(opensDrawer('SABBATICAL_LEAVE_REQUEST')).toBe(false);
  });
});
