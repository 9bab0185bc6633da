/**
 * Staffhub's service worker: the app starts offline from its last-seen shell. Navigations go to
 * the network first (a deploy is picked up at once) and fall back to the cached shell; the hashed
 * build files and the icons are cached as the page loads them (their names change with their
 * content). The API is never cached: its answers are per person and must be fresh.
 */
const CACHE = 'staffhub-shell-v1';
const SHELL = '/';
const PRECACHE = [SHELL, '/manifest.webmanifest', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept in the cache under `key` when it is a whole, good answer. */
async function fetchAndKeep(request, key) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(key, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Every route is the same index.html (the SPA fallback): one cached shell serves them all.
    event.respondWith(
      fetchAndKeep(request, SHELL).catch(() =>
        caches.match(SHELL).then((shell) => shell ?? Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetchAndKeep(request, request)));
  }
});
