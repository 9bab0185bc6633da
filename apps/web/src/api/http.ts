/**
 * The one way the web talks to the API: JSON, the session cookie (HttpOnly, sent by the browser;
 * every call adds the CSRF header the server asks of cookie writes), and the response handling of SPEC 8
 * (401 -> Login, 403/404 -> error pages except 4042, 422/4220 -> form fields, codes -> translated
 * red toasts). Server text is never shown; only codes and rules are translated here.
 */
import { ErrorCode, type FieldErrors } from '@staffhub/domain';
import type { FormInstance } from 'antd';
import { appTranslator, i18n } from '../i18n';
import { codeMessageText } from '../i18n/fieldErrors';
import { showError } from './feedback';
import { apiHeaders } from './headers';
import { currentPath, navigateTo } from './navigation';
import { clearSession, markSessionEnded } from './session';
import { type FieldLabels, translateFieldError } from './validation';

const API_BASE = '/api';

export class ApiError extends Error {
  /** HTTP status, 0 when the network failed. */
  readonly status: number;
  /** The server's error code, if the body carried one. */
  readonly code: number | null;
  readonly fieldErrors: FieldErrors | null;

  constructor(status: number, code: number | null, fieldErrors: FieldErrors | null = null) {
    super(`API error ${status}${code ? ` (${code})` : ''}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** 4220 field messages are put on this antd form. */
  form?: FormInstance;
  /** i18n keys of field labels for the validation messages (default `fields.<name>`). */
  labels?: FieldLabels;
  /** The sign-in call: a 401 there means wrong credentials (4011), not an ended session. */
  isAuthAttempt?: boolean;
  /** No toast: the caller reports the failure itself (navigation rules still apply). */
  quiet?: boolean;
  /** Codes the caller explains itself (e.g. with a confirmation dialog): no toast for them. */
  handles?: readonly number[];
  /**
   * A background read of a widget shown on every page (e.g. the header check-in control): a 403 or
   * 404 there must not take the user away from the page they are on. 401 still ends the session.
   */
  stayOnPage?: boolean;
  signal?: AbortSignal;
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** Called once when a 401 ends the session (the app clears its caches there). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asErrorBody(raw: unknown): { code: number | null; errors: FieldErrors | null } {
  if (!raw || typeof raw !== 'object') return { code: null, errors: null };
  const body = raw as { code?: unknown; errors?: unknown };
  const code = typeof body.code === 'number' ? body.code : null;
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : null;
  return { code, errors };
}

/** The translated text for an error code, else the default of SPEC 8. */
export function messageForCode(code: number | null): string {
  return codeMessageText(appTranslator, code);
}

function applyFieldErrors(form: FormInstance, errors: FieldErrors, labels?: FieldLabels): void {
  form.setFields(
    Object.entries(errors)
      .filter(([field]) => field !== '_')
      .map(([field, list]) => ({
        // `plans.0.end_date`: a list's index is a number in antd's name path.
        name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: list.map((fe) => translateFieldError(field, fe, labels)),
      })),
  );
}

function endSession(): void {
  clearSession();
  // Several calls can fail at once with 401: only the first one navigates.
  if (!markSessionEnded()) return;
  for (const listener of sessionEndedListeners) listener();
  const here = currentPath();
  const isLogin = here.startsWith('/login');
  navigateTo(isLogin ? '/login' : `/login?callbackUrl=${encodeURIComponent(here)}`, { replace: true });
}

function handleFailure(
  status: number,
  code: number | null,
  errors: FieldErrors | null,
  options: RequestOptions,
) {
  const toast = (text: string) => {
    if (options.quiet || (code !== null && options.handles?.includes(code))) return;
    showError(text, code === null ? undefined : `api-error-${code}`);
  };
  if (status === 401 && !options.isAuthAttempt) {
    endSession();
    return;
  }
  // A refusal of the page's content goes to the 403 page; a business refusal with its own code
  // (not your turn, your own balance) is told where the user is.
  if (status === 403 && code !== null && code !== ErrorCode.FORBIDDEN) {
    toast(messageForCode(code));
    return;
  }
  if (status === 403) {
    if (!options.stayOnPage) navigateTo('/403', { replace: true });
    return;
  }
  if (status === 404) {
    if (code !== ErrorCode.SILENT_NOT_FOUND && !options.stayOnPage) navigateTo('/404', { replace: true });
    return;
  }
  // A 422 of any code may name fields (4220, and limits such as the leave balance's 4328).
  if (status === 422 && errors && options.form) {
    applyFieldErrors(options.form, errors, options.labels);
    toast(messageForCode(code));
    return;
  }
  if (status === 422 && code === ErrorCode.VALIDATION) {
    if (errors) {
      // No form to decorate: list the field messages in the toast itself.
      const lines = Object.entries(errors).flatMap(([field, list]) =>
        list.map((fe) => translateFieldError(field, fe, options.labels)),
      );
      toast(lines.length ? lines.join('\n') : messageForCode(code));
    } else {
      toast(messageForCode(code));
    }
    return;
  }
  toast(messageForCode(code));
}

/**
 * SPEC 8 handling for a failed response read by something other than `http()` (file downloads,
 * uploads with progress): returns the ApiError to throw.
 */
export function reportFailure(status: number, body: unknown, options: RequestOptions = {}): ApiError {
  const { code, errors } = asErrorBody(body);
  handleFailure(status, code, errors, options);
  return new ApiError(status, code, errors);
}

export { apiHeaders, buildUrl as apiUrl, readJson };

/** Sends one API request; resolves with the parsed JSON body, rejects with an ApiError. */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = apiHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (!options.quiet) showError(i18n.t('errors.default'), 'api-network');
    throw new ApiError(0, null);
  }

  const body = await readJson(response);
  if (response.ok) return body as T;

  const { code, errors } = asErrorBody(body);
  handleFailure(response.status, code, errors, options);
  throw new ApiError(response.status, code, errors);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'DELETE' }),
};
