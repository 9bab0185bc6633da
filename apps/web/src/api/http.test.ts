import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { setFeedbackApi } from './feedback';
import { ApiError, api } from './http';
import { setNavigator } from './navigation';

const navigate = vi.fn();
const notificationError = vi.fn();

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
}

function fakeForm() {
  return { setFields: vi.fn() };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  navigate.mockReset();
  notificationError.mockReset();
  setNavigator(navigate);
  const noop = vi.fn();
  setFeedbackApi({
    message: {
      success: noop,
      info: noop,
      error: noop,
      warning: noop,
      loading: noop,
      open: noop,
      destroy: noop,
    },
    notification: {
      error: notificationError,
      success: noop,
      info: noop,
      warning: noop,
      open: noop,
      destroy: noop,
    },
  } as never);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function toastText(): string {
  return String(notificationError.mock.calls[0]?.[0]?.description ?? '');
}

describe('http requests', () => {
  it('carry the session by cookie: same-origin credentials, the CSRF header, never an Authorization header', async () => {
    respond(200, { ok: true });
    await api.post('/notifications/read-all');
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notifications/read-all');
    expect(init.credentials).toBe('same-origin');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-requested-with']).toBe('staffhub');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });
});

describe('http response handling (SPEC 8)', () => {
  it('returns the JSON body on success', async () => {
    respond(200, { ok: 1 });
    await expect(api.get('/account')).resolves.toEqual({ ok: 1 });
  });

  it('puts 4220 field errors on the form, translated, and shows a red toast', async () => {
    respond(422, {
      code: 4220,
      message: 'The given data was invalid.',
      errors: {
        password_new: [{ rule: 'min', message: 'raw', params: { min: 6 } }],
        confirmPassword: [{ rule: 'same', message: 'raw', params: { other: 'password_new' } }],
      },
    });
    const form = fakeForm();
    await expect(api.post('/change-password', {}, { form: form as never })).rejects.toBeInstanceOf(ApiError);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: ['password_new'], errors: ['New password must be at least 6 characters.'] },
      { name: ['confirmPassword'], errors: ['Confirm new password must match New password.'] },
    ]);
    expect(notificationError).toHaveBeenCalledTimes(1);
    expect(notificationError.mock.calls[0]?.[0]).toMatchObject({
      title: 'Error',
      placement: 'top',
      duration: 10,
    });
  });

  it('translates a known code and never shows the server text', async () => {
    respond(422, { code: 5014, message: 'server words' });
    await expect(api.post('/change-password', {})).rejects.toMatchObject({ code: 5014 });
    expect(toastText()).toBe('The current password is incorrect.');
  });

  it('falls back to the default message for unknown codes and network failures', async () => {
    respond(500, { code: 9999, message: 'boom' });
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toastText()).toBe('An error has occurred.');

    notificationError.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
    expect(toastText()).toBe('An error has occurred.');
  });

  it('shows 4011 on the login call instead of ending the session', async () => {
    respond(401, { code: 4011, message: 'Email or password is incorrect.' });
    await expect(api.post('/login', {}, { isAuthAttempt: true })).rejects.toMatchObject({ code: 4011 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toastText()).toBe('Email or password is incorrect.');
  });

  it('sends other 401s to Login without a toast', async () => {
    respond(401, { code: 4010, message: 'Unauthenticated.' });
    await expect(api.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/login/);
    expect(notificationError).not.toHaveBeenCalled();
  });

  it('goes to the 403 and 404 pages, but passes 4042 on silently', async () => {
    respond(403, { code: 4030, message: 'x' });
    await expect(api.get('/news')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenLastCalledWith('/403', { replace: true });

    respond(404, { code: 4292, message: 'x' });
    await expect(api.get('/overtime/1')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenLastCalledWith('/404', { replace: true });

    navigate.mockReset();
    respond(404, { code: 4042, message: 'x' });
    await expect(api.get('/thing')).rejects.toMatchObject({ code: 4042 });
    expect(navigate).not.toHaveBeenCalled();
    expect(notificationError).not.toHaveBeenCalled();
  });

  it('tells a business refusal with its own 403 code where the user is (4323, 4330)', async () => {
    respond(403, { code: 4330, message: 'server words' });
    await expect(api.post('/sabbatical-log/adjust', {})).rejects.toMatchObject({ status: 403, code: 4330 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toastText()).toBe('You cannot adjust your own leave balance. Ask another HR member to do it.');
  });

  it('leaves the codes a caller handles itself to the caller (no toast), field errors still on the form', async () => {
    const form = fakeForm();
    respond(422, {
      code: 4329,
      message: 'x',
      errors: { days: [{ rule: 'min_value', message: 'x', params: { min: -2 } }] },
    });
    await expect(
      api.post('/sabbatical-log/adjust', {}, { form: form as never, handles: [4329] }),
    ).rejects.toMatchObject({ code: 4329 });
    expect(notificationError).not.toHaveBeenCalled();
    expect(form.setFields).toHaveBeenCalled();
    respond(422, { code: 4328, message: 'x' });
    await expect(api.post('/sabbatical-log/adjust', {}, { handles: [4329] })).rejects.toMatchObject({
      code: 4328,
    });
    expect(notificationError).toHaveBeenCalledTimes(1);
  });

  it('stays on the page for 403 and 404 of a widget read (stayOnPage)', async () => {
    respond(404, { code: 4040, message: 'x' });
    await expect(api.get('/user/timesheets/today', { stayOnPage: true, quiet: true })).rejects.toMatchObject({
      status: 404,
    });
    respond(403, { code: 4030, message: 'x' });
    await expect(api.get('/user/timesheets/today', { stayOnPage: true, quiet: true })).rejects.toMatchObject({
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(notificationError).not.toHaveBeenCalled();
  });

  it('translates the timesheet codes (4310, 4313, 4316)', async () => {
    respond(422, { code: 4310, message: 'server words' });
    await expect(api.post('/user/timesheets/checkin')).rejects.toMatchObject({ code: 4310 });
    expect(toastText()).toBe('You have already checked in today.');
    notificationError.mockReset();
    respond(422, { code: 4316, message: 'server words' });
    await expect(api.put('/timesheets/1', {})).rejects.toMatchObject({ code: 4316 });
    expect(toastText()).toBe('This month is submitted: its timesheet cannot be changed.');
  });

  it('shows the too-many-requests message for 429', async () => {
    respond(429, { code: 4291, message: 'x' });
    await expect(api.post('/login', {}, { isAuthAttempt: true })).rejects.toMatchObject({ code: 4291 });
    expect(toastText()).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
