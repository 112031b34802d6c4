// Every kind of page loads without a console error in Chromium: the
// Content-Security-Policy blocks nothing the site itself uses (the board's
// drawing layers set an inline style, allowed by its hash), and no script
// fails. Pages are visited as a visitor, a member and an administrator.
import { test } from "node:test";
import assert from "node:assert/strict";
import { logIn, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** Visits each path on `page`, returning every console error and failed
 * request seen, by path. */
async function visit(page, paths) {
  const seen = [];
  let current = "";
  page.on("console", (message) => { if (message.type() === "error") seen.push(`${current}: ${message.text()}`); });
  page.on("pageerror", (error) => seen.push(`${current}: ${error}`));
  page.on("response", (response) => {
    if (response.status() >= 400) seen.push(`${current}: ${response.status()} ${response.url()}`);
  });
  for (const path of paths) {
    current = path;
    await page.goto(`${site.base}${path}`);
    await page.waitForLoadState("load");
    // The board is drawn by a module script: wait for it where there is one.
    if (await page.locator("#board").count()) await page.locator("#board cg-board piece").first().waitFor();
  }
  return seen;
}

test("pages load without a console error, for a visitor, a member and an administrator", async () => {
  const ada = site.member("Ada");
  site.cli("user", "promote", "--username", "Ada");
  const bruno = site.member("Bruno");
  const correspondence = await site.api(ada, "POST", "/api/challenge/Bruno", { days: "3", color: "white" });
  await site.api(bruno, "POST", `/api/challenge/${correspondence.id}/accept`);
  await site.api(ada, "POST", `/api/board/game/${correspondence.id}/move/e2e4`);
  const live = await site.api(ada, "POST", "/api/challenge/Bruno", { "clock.limit": "600", "clock.increment": "5" });
  await site.api(bruno, "POST", `/api/challenge/${live.id}/accept`);
  const club = await site.api(ada, "POST", "/api/clubs", { name: "Console Club" });

  const shared = ["/", "/lobby", "/leaderboard", "/players", "/tournaments", "/clubs", `/clubs/${club.id}`,
    `/clubs/${club.id}/events`, `/clubs/${club.id}/awards`, "/@/Bruno", "/@/Bruno/games", `/${correspondence.id}`,
    `/${live.id}`, "/languages"];
  const visitor = await (await browser.newContext({ locale: "en-GB" })).newPage();
  assert.deepEqual(await visit(visitor, [...shared, "/login", "/register", "/password-reset"]), []);

  const member = await logIn(browser, site, "Bruno");
  assert.deepEqual(await visit(member, [...shared, "/games", "/gems", "/challenges", "/conduct",
    "/settings", "/settings/profile", "/settings/tokens", "/settings/blocks", "/settings/email-options",
    "/settings/board", "/settings/vacation", "/settings/delete", "/report?user=Ada"]), []);

  const admin = await logIn(browser, site, "Ada");
  assert.deepEqual(await visit(admin, ["/admin/reports", "/admin/log", "/admin/members/Bruno", "/tournaments/new",
    `/clubs/${club.id}`, `/${live.id}`]), []);
});
