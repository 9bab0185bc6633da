import type { ChangePassword } from '@staffhub/domain';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryClient } from './queryClient';
import { clearSession, saveSession, type TokenResponse } from './session';

export const CHANGE_PASSWORD_LABELS = { password: 'fields.currentPassword' };

export async function refreshToken(): Promise<void> {
  saveSession(await api.post<TokenResponse>('/refresh-token', {}, { quiet: true }));
}

/**
 * Signs out: the server ends the session and clears its cookie; the session ends here whatever it
 * answers (an expired token is already signed out).
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout', {}, { quiet: true });
  } catch {
    // Nothing to do: the local session is dropped below anyway.
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export async function changePassword(values: ChangePassword, form?: FormInstance): Promise<void> {
  await api.post('/change-password', values, { form, labels: CHANGE_PASSWORD_LABELS });
}
