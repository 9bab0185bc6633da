/**
 * The signed-out first load of /login: the sign-in card and the guest layout, with React and the
 * login's own texts only. On success the app takes over in the same page (no reload): this root
 * unmounts, the address becomes the callback or home, and ../boot renders the app there.
 */

import messages from 'virtual:guest-messages';
import type { Locale } from '@staffhub/domain';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { dropReadableToken } from '../api/session';
import { storeCallback, takeCallback } from '../app/callback';
import { greetAfterBoot } from '../app/greeting';
import { HOME_PATH } from '../app/paths';
import { detectLocale, rememberLocale } from '../i18n/locale';
import { translatorOf } from '../i18n/translator';
import { registerServiceWorker } from '../lib/serviceWorker';
import { GuestShell } from './GuestShell';
import { LoginForm } from './LoginForm';

let root: Root | null = null;

/**
 * The app is loaded while the person types (first keystroke; not on the autofocus, which would
 * fetch it with the page), so signing in hardly waits for it.
 */
let appModule: Promise<typeof import('../boot')> | null = null;
function loadApp() {
  appModule ??= import('../boot');
  return appModule;
}

function enterApp() {
  const target = takeCallback() ?? HOME_PATH;
  root?.unmount();
  root = null;
  window.history.replaceState(null, '', target);
  greetAfterBoot();
  // Should the app's files fail to arrive here, a full load of the address fetches them again.
  loadApp()
    .then((app) => app.startApp())
    .catch(() => window.location.assign(target));
}

function LeanLogin() {
  const [locale, setLocale] = useState<Locale>(detectLocale);
  const tr = useMemo(() => translatorOf(messages[locale]), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = `${tr.t('routes.login')} | ${tr.t('common.appName')}`;
  }, [locale, tr]);
  const changeLocale = (next: Locale) => {
    rememberLocale(next);
    setLocale(next);
  };
  return (
    <GuestShell tr={tr} locale={locale} onLocaleChange={changeLocale}>
      <div onChangeCapture={() => void loadApp()}>
        <LoginForm tr={tr} onSignedIn={enterApp} />
      </div>
    </GuestShell>
  );
}

dropReadableToken();
registerServiceWorker();
const given = new URLSearchParams(window.location.search).get('callbackUrl');
if (given) storeCallback(given);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
root = createRoot(container);
root.render(
  <StrictMode>
    <LeanLogin />
  </StrictMode>,
);
