// The site's service worker (docs/web.md "The installable app"): it
// keeps the page that says the site is offline, with its style and icon,
// and shows it when a page cannot be fetched. Everything else goes to the
// network as it would without it: games are never read from a cache.
const CACHE = "redqueen-shell-1";
const OFFLINE = "/offline";
const SHELL = [OFFLINE, "/static/site.css", "/static/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

// An older shell is dropped once this one is in place.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// A page asked for while the network is down gets the offline page; a
// form posted then fails as it would without the worker.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
});
