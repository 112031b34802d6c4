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

// A push (docs/notifications.md): the server's message, decrypted by the
// browser, names a page of this site. When a window showing that page is
// visible, the member is already looking at it and nothing is shown (the
// browser asks for a notification only when no window of the site is
// visible); otherwise the notification replaces the one of the same tag,
// so each game shows its latest news once.
self.addEventListener("push", (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(show(message));
});

async function show(message) {
  const url = new URL(message.url ?? "/", self.registration.scope).href;
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.some((client) => client.url === url && client.visibilityState === "visible")) return;
  await self.registration.showNotification(message.title ?? "redqueen", {
    body: message.body ?? "",
    tag: message.tag ?? "redqueen",
    renotify: true,
    icon: "/static/favicon.svg",
    data: { url },
  });
}

// A click opens the page the notification is about: the window already
// showing it, else a window of the site taken there, else a new one. A
// click allows one focus() or openWindow(), not both; navigate() needs
// neither but works only on a window this worker controls.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(open(event.notification.data?.url ?? self.registration.scope));
});

async function open(url) {
  const all = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const showing = all.find((client) => client.url === url);
  if (showing) return showing.focus();
  const mine = await self.clients.matchAll({ type: "window" });
  const tab = mine.find((client) => client.focused) ?? mine.find((client) => client.visibilityState === "visible") ?? mine[0];
  if (tab && "navigate" in tab) {
    const focused = await tab.focus().catch(() => tab);
    return focused.navigate(url);
  }
  return self.clients.openWindow(url);
}
