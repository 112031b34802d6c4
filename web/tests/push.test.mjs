// Pushes on the device (docs/notifications.md): in Chromium, the site's
// service worker receives a push delivered through the DevTools protocol
// (`ServiceWorker.deliverPushMessage`, what the browser does with a
// message from its push service), shows it as a notification on the
// desktop, and a click on it — a real, trusted click, sent by a stand-in
// desktop notification server on a private D-Bus bus (notifications.mjs)
// — opens the game; a push about the page the member is looking at shows
// nothing. A persistent profile, as a person's: Chromium drops clicks on
// the notifications of its throwaway contexts.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./harness.mjs";
import { startNotificationServer } from "./notifications.mjs";

let site;
let dir;
let desktop;
let context;
let page;
let cdp;
let registrationId;
let ines;

before(async () => {
  site = await startServer();
  dir = mkdtempSync(join(tmpdir(), "redqueen-push-"));
  desktop = await startNotificationServer(dir);
  context = await chromium.launchPersistentContext(join(dir, "profile"), {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
    viewport: { width: 1100, height: 900 },
    locale: "en-GB",
  });
  // The member allowed notifications when turning pushes on.
  await context.grantPermissions(["notifications"], { origin: site.base });
  page = context.pages()[0] ?? await context.newPage();
  cdp = await context.newCDPSession(page);
  const registered = new Promise((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${site.base}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  ines = site.member("Ines");
  await page.goto(`${site.base}/login`);
  await page.fill("#username", "Ines");
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(`${site.base}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  registrationId = await registered;
});

after(async () => {
  await context?.close();
  await desktop?.stop();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Delivers `message` to the site's service worker as its push service
 * would, already decrypted (the server's encryption is tested end to end
 * in crates/server/tests/e2e/push.rs). */
async function push(message) {
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: site.base,
    registrationId,
    data: JSON.stringify(message),
  });
}

test("a push shows a notification whose click opens the game, and none for the page in sight", async () => {
  const olaf = site.member("Olaf");
  const challenge = await site.api(olaf, "POST", "/api/challenge/Ines", { days: "3", color: "white" });
  await site.api(ines, "POST", `/api/challenge/${challenge.id}/accept`);
  const game = challenge.id;
  await site.api(olaf, "POST", `/api/board/game/${game}/move/e2e4`);

  // The member is on the home page: the push about the game shows.
  await push({ title: "Olaf played 1. e4: your move", body: "It is your move.", url: `/${game}`, tag: game });
  const shown = await desktop.waitFor((n) => n.summary === "Olaf played 1. e4: your move");
  // Chromium puts the site's address before the text.
  assert.match(shown.body, /It is your move\.$/);
  const notifications = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, tag: n.tag, url: n.data.url }));
  });
  assert.deepEqual(notifications, [{ title: "Olaf played 1. e4: your move", tag: game, url: `${site.base}/${game}` }]);

  // A click opens the game in the member's window.
  desktop.click(shown.id);
  await page.waitForURL(`${site.base}/${game}`);
  await page.locator("#board cg-board").waitFor();
  assert.equal(await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).length;
  }), 0, "the clicked notification is gone");

  // Now the game is in sight: its push shows nothing; another game's does.
  await push({ title: "About the game in sight", body: "", url: `/${game}`, tag: game });
  await push({ title: "Another game", body: "", url: "/games", tag: "games" });
  await desktop.waitFor((n) => n.summary === "Another game");
  assert.ok(![...desktop.shown.values()].some((n) => n.summary === "About the game in sight"));
});
