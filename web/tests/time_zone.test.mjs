// Issue 49: times were written in UTC for a member who never chose a time
// zone although the browser was in Europe/Berlin. The page tells the
// server the browser's zone (site.js, a cookie), and the settings say it
// is the one used until the member chooses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

test("a member without a chosen zone reads times in the browser's", async () => {
  site.member("Berta");
  const context = await browser.newContext({ locale: "en-GB", timezoneId: "Europe/Berlin" });
  const page = await context.newPage();
  await page.goto(`${site.base}/login`);
  await page.fill("#username", "Berta");
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(`${site.base}/`);
  await page.goto(`${site.base}/settings/profile`);
  assert.equal(await page.locator("#time_zone option[value='']").innerText(), "Not chosen: your browser's, Europe/Berlin");
  await context.close();
});
