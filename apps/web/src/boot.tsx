import { i18nReady } from './i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { dropReadableToken } from './api/session';
import { App } from './app/App';
import { registerServiceWorker } from './lib/serviceWorker';

/**
 * Renders the app into #root. Loading this module renders nothing: the signed-out login screen
 * loads it while the person types and starts it once they are signed in (login/boot.tsx).
 */
export async function startApp(): Promise<void> {
  dropReadableToken();
  registerServiceWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The language's texts first (their own file): no screen shows bare keys.
  await i18nReady();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
