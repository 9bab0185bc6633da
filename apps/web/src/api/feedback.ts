/**
 * Toasts of SPEC 8: errors are red, top centre, titled "Error", ERROR_TOAST_MS; successes last
 * SUCCESS_TOAST_MS. The antd App instances are registered by <FeedbackBridge> so toasts follow the
 * theme and locale; the static API is the fallback.
 */
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '@staffhub/domain';
import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { i18n } from '../i18n';

let messageApi: MessageInstance = staticMessage;
let notificationApi: NotificationInstance = staticNotification;

export function setFeedbackApi(apis: { message: MessageInstance; notification: NotificationInstance }): void {
  messageApi = apis.message;
  notificationApi = apis.notification;
}

/** A red error toast; `description` is already translated text, never server text. */
export function showError(description: string, key?: string): void {
  notificationApi.error({
    key,
    title: i18n.t('common.error'),
    description,
    placement: 'top',
    duration: ERROR_TOAST_MS / 1000,
    className: 'app-toast-error',
  });
}

/** A success closes the error toasts it resolves (e.g. a failed sign-in before a good one). */
export function showSuccess(content: string): void {
  notificationApi.destroy();
  void messageApi.success({ content, duration: SUCCESS_TOAST_MS / 1000, className: 'app-toast-success' });
}

export function showInfo(content: string): void {
  void messageApi.info({ content, duration: SUCCESS_TOAST_MS / 1000 });
}
