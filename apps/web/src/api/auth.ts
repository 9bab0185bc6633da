import type { ChangePassword, Login } from '@staffhub/domain';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryClient } from './queryClient';
import { clearToken, saveToken, type TokenResponse } from './token';

export const CHANGE_PASSWORD_LABELS = { password: 'fields.currentPassword' };

export async function login(values: Login, form?: FormInstance): Promise<void> {
  const token = await api.post<TokenResponse>('/login', values, { form, isAuthAttempt: true });
  // A different person may sign in on this browser: never reuse the previous one's cache.
  queryClient.clear();
  saveToken(token);
}

export async function refreshToken(): Promise<void> {
  const token = await api.post<TokenResponse>('/refresh-token', {}, { quiet: true });
  saveToken(token);
}

/** Ends the session locally whatever the server answers (an expired token is already signed out). */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout', {}, { quiet: true });
  } catch {
    // Nothing to do: the local session is dropped below anyway.
  } finally {
    clearToken();
    queryClient.clear();
  }
}

export async function changePassword(values: ChangePassword, form?: FormInstance): Promise<void> {
  await api.post('/change-password', values, { form, labels: CHANGE_PASSWORD_LABELS });
}
