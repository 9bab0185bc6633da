import { type AccessGate, passesGate } from '@staffhub/domain';
import { Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAccount } from '../api/account';
import { refreshToken } from '../api/auth';
import { hasSession, tokenExpiresAt } from '../api/session';
import { storeCallback, storedCallback } from './callback';
import { LoadFailure } from './components/ErrorBoundary';
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH, REDIRECT_PATH } from './routes';

/** Refresh this long before the token expires, while the app is open. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const MAX_TIMER_MS = 2_147_483_647;

function useTokenRefresh(): void {
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation re-arms the timer after a refresh
  useEffect(() => {
    const expiresAt = tokenExpiresAt();
    if (!expiresAt || expiresAt <= Date.now()) return;
    const wait = Math.min(Math.max(expiresAt - Date.now() - REFRESH_AHEAD_MS, 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      // A failure is handled by the HTTP client (401 -> Login); nothing else to do here.
      refreshToken().then(
        () => setGeneration((g) => g + 1),
        () => undefined,
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [generation]);
}

/** Every route but login, 403 and 404 needs a session; otherwise Login with the way back. */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = hasSession();
  useTokenRefresh();
  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}

/**
 * The login route: stores a given callback; a signed-in user goes to the Redirect warning page
 * when a callback is waiting, else to the dashboard (SPEC 2).
 */
export function GuestOnly() {
  const [params] = useSearchParams();
  const given = params.get('callbackUrl');
  if (given) storeCallback(given);
  if (hasSession()) {
    return <Navigate to={storedCallback() ? REDIRECT_PATH : HOME_PATH} replace />;
  }
  return <Outlet />;
}

/** Renders the screen only when the account passes the route's gate; otherwise 403. */
export function Gate({ gate, children }: { gate: AccessGate; children: ReactNode }) {
  const account = useAccount();
  if (gate === 'any') return children;
  if (account.isPending) {
    return (
      <div className="app-center-spin">
        <Spin size="large" />
      </div>
    );
  }
  if (account.isError) return <LoadFailure error={account.error} />;
  if (!passesGate(gate, account.data)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return children;
}
