/* The site's service worker: opens visited pages offline. It caches the shell, hashed static assets and
   public content (config, remote-app content, maintenance state) — never balances, bets or anything signed-in. */
const PAGES = 'pages-v1';
const ASSETS = 'assets-v1';
const DATA = 'data-v1';
const KNOWN = [PAGES, ASSETS, DATA];

/** Public, money-free answers the page needs to start: network first, the last copy when offline. */
const PUBLIC_DATA = [/^\/bff-api\/config\//, /^\/remote-apps\//, /^\/web-api\/maintenance$/, /^\/manifest\.json$/];
const STATIC_ASSETS = [/^\/assets\//, /^\/pwa\//, /^\/favicon\.svg$/];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(ASSETS).then((cache) => cache.addAll(['/favicon.svg'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KNOWN.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request) {
  try {
    return await networkFirst(request, PAGES);
  } catch {
    return new Response('<!doctype html><html lang="en"><meta charset="utf-8"><title>Offline</title><p>You are offline and this page was not visited before.</p>', {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (STATIC_ASSETS.some((pattern) => pattern.test(url.pathname))) event.respondWith(cacheFirst(request));
  else if (PUBLIC_DATA.some((pattern) => pattern.test(url.pathname))) event.respondWith(networkFirst(request, DATA));
});
