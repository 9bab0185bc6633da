import './i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { dropReadableToken } from './api/session';
import { App } from './app/App';
import { registerServiceWorker } from './lib/serviceWorker';

dropReadableToken();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
