/**
 * Registers the service worker (public/sw.js: the offline app shell) in production builds only: in
 * development it would serve stale modules over Vite's hot reload.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online only.
    });
  };
  // The boot chunk is imported dynamically (main.tsx), often after the load event has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
