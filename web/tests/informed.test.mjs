// Staying informed in a real browser: the header counts what waits and
// the tab's title says it, both live; a challenge reaches the challenges
// page without reloading and, once accepted, takes its challenger to the
// game; joining an open game takes the member who opened it to the game;
// logging in from a link goes on to the page it pointed to.
import { test } from "node:test";
import assert from "node:assert/strict";
import { logIn, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

test("the header count and the tab's title follow a move and a challenge live", async () => {
  const ivy = site.member("Ivy");
  const jon = site.member("Jon");
  const game = await site.api(jon, "POST", "/api/challenge/Ivy", { days: "3", color: "white" });
  await site.api(ivy, "POST", `/api/challenge/${game.id}/accept`);
  const page = await logIn(browser, site, "Ivy");
  await page.goto(`${site.base}/settings`);
  assert.equal(await page.locator("#count-turn").isHidden(), true, "nothing waits yet");
  await site.api(jon, "POST", `/api/board/game/${game.id}/move/e2e4`);
  await page.locator("#count-turn", { hasText: "Your move 1" }).waitFor();
  await page.waitForFunction(() => document.title.startsWith("(1) "));
  await site.api(jon, "POST", "/api/challenge/Ivy", { days: "7" });
  await page.locator("#count-challenges", { hasText: "Challenges 1" }).waitFor();
  await page.waitForFunction(() => document.title.startsWith("(2) "));
  await site.api(ivy, "POST", `/api/board/game/${game.id}/move/e7e5`);
  await page.locator("#count-turn").waitFor({ state: "hidden" });
  await page.waitForFunction(() => document.title.startsWith("(1) "));
});

test("a challenge appears on the challenges page without reloading; accepted, it takes the challenger to the game", async () => {
  const kim = site.member("Kim");
  site.member("Lou");
  const kimPage = await logIn(browser, site, "Kim");
  await kimPage.goto(`${site.base}/challenges`);
  const louPage = await logIn(browser, site, "Lou");
  await louPage.goto(`${site.base}/challenges`);
  // Lou challenges Kim from the form; Kim's page shows it.
  await louPage.goto(`${site.base}/challenges?username=Kim`);
  await louPage.click("form.stack[action='/challenges'] button[type=submit]");
  await louPage.waitForURL(/notice=challenge-sent/);
  const entry = kimPage.locator("#challenge-lists .challenge", { hasText: "Lou" });
  await entry.waitFor();
  assert.match(await entry.innerText(), /3 days per move · casual/);
  // Kim accepts through the API (another device): Lou's page goes to the game.
  const [challenge] = (await site.api(kim, "GET", "/api/challenge")).in;
  await site.api(kim, "POST", `/api/challenge/${challenge.id}/accept`);
  await louPage.waitForURL(`${site.base}/${challenge.id}`);
  await louPage.waitForFunction(() => document.getElementById("game")?.dataset.ply === "0");
});

test("joining an open game takes the one who opened it to the game", async () => {
  site.member("Max");
  site.member("Nia");
  const maxPage = await logIn(browser, site, "Max");
  await maxPage.goto(`${site.base}/lobby`);
  await maxPage.click("form.stack[action='/lobby'] button[type=submit]");
  await maxPage.waitForURL(/notice=open-game-created/);
  const niaPage = await logIn(browser, site, "Nia");
  await niaPage.goto(`${site.base}/lobby`);
  await niaPage.locator("#open-games li.challenge", { hasText: "Max" }).locator("form[action$='/join'] button").click();
  await niaPage.waitForURL(/\/[A-Za-z0-9]{8}$/);
  await maxPage.waitForURL(niaPage.url());
  await maxPage.waitForFunction(() => document.getElementById("game")?.dataset.ply === "0");
});

test("logging in from a link goes on to the page it pointed to", async () => {
  const oli = site.member("Oli");
  const pat = site.member("Pat");
  const game = await site.api(oli, "POST", "/api/challenge/Pat", { days: "3", color: "white" });
  await site.api(pat, "POST", `/api/challenge/${game.id}/accept`);
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(`${site.base}/games`);
  await page.waitForURL(/\/login\?next=%2Fgames/);
  await page.fill("#username", "Oli");
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(`${site.base}/games`);
  assert.match(await page.locator("#games-playing").innerText(), /against Pat/);
});

test("browser notifications are asked for on a click, then tell of a move while the tab is out of sight", async () => {
  const quin = site.member("Quin");
  const rory = site.member("Rory");
  const game = await site.api(rory, "POST", "/api/challenge/Quin", { days: "3", color: "white" });
  await site.api(quin, "POST", `/api/challenge/${game.id}/accept`);
  const page = await logIn(browser, site, "Quin");
  await page.context().grantPermissions(["notifications"], { origin: site.base });
  // What the page asks the browser to show is recorded.
  await page.addInitScript(() => {
    window.shown = [];
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title, options) {
        super(title, options);
        window.shown.push(title);
      }
    };
    Object.defineProperty(window.Notification, "permission", { get: () => Real.permission });
    window.Notification.requestPermission = () => Real.requestPermission();
  });
  await page.goto(`${site.base}/settings`);
  await page.locator("#notifications-state", { hasText: "Notifications are off in this browser." }).waitFor();
  await page.click("#notifications-toggle");
  await page.locator("#notifications-state", { hasText: "Notifications are on in this browser." }).waitFor();
  assert.equal(await page.locator("#notifications-toggle").innerText(), "Turn off notifications");
  // The tab goes out of sight; Rory moves; the browser says so.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
  await site.api(rory, "POST", `/api/board/game/${game.id}/move/e2e4`);
  await page.waitForFunction(() => window.shown.includes("Your move on redqueen"));
  // Turned off, nothing more is shown.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => false }));
  await page.click("#notifications-toggle");
  await page.locator("#notifications-state", { hasText: "Notifications are off in this browser." }).waitFor();
});
