/**
 * Staffhub's service worker: the app starts offline from its last-seen shell. Navigations go to
 * the network first (a deploy is picked up at once) and fall back to the cached shell; the hashed
 * build files and the icons are cached as the page loads them (their names change with their
 * content), at most MAX_FILES of them: each deploy's files are new names, so the oldest kept go
 * first and the cache cannot grow without end. The API is never cached: its answers are per person
 * and must be fresh.
 */
const CACHE = 'staffhub-shell-v1';
/** About two builds' worth of scripts, styles and icons (one build is about 100 files). */
const MAX_FILES = 250;
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

/**
 * Drops the oldest files past MAX_FILES (a cache lists its keys in the order they were put). The
 * shell and the precached files are never dropped.
 */
async function prune(cache) {
  const keys = await cache.keys();
  const files = keys.filter((request) => {
    const path = new URL(request.url).pathname;
    return path.startsWith('/assets/') || (path.startsWith('/icons/') && !PRECACHE.includes(path));
  });
  await Promise.all(files.slice(0, Math.max(0, files.length - MAX_FILES)).map((key) => cache.delete(key)));
}

/** The network's answer, kept in the cache under `key` when it is a whole, good answer. */
async function fetchAndKeep(request, key) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches
      .open(CACHE)
      .then((cache) => cache.put(key, copy).then(() => (key === SHELL ? undefined : prune(cache))));
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
