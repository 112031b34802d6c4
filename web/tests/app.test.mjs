// The site installs as an app (docs/web.md "The installable app"): every
// page names its manifest, which Chromium reads; a member's pages register
// the service worker, which takes the page in hand; and when the server
// cannot be reached, a page asked for shows that the app is offline, in
// the member's language, and "try again" brings the page once it is back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { logIn, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

test("the site installs as an app, and says it is offline when the server cannot be reached", async () => {
  site.member("Ines");
  const page = await logIn(browser, site, "Ines");

  const href = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = await (await page.request.get(`${site.base}${href}`)).json();
  assert.equal(manifest.name, "redqueen");
  assert.equal(manifest.start_url, "/");
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.theme_color, await page.locator("meta[name=theme-color]").getAttribute("content"));
  for (const icon of manifest.icons) {
    const response = await page.request.get(`${site.base}${icon.src}`);
    assert.equal(response.status(), 200, icon.src);
    assert.equal(response.headers()["content-type"], icon.type);
  }
  // Chromium's own reading of the manifest: what it would install.
  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = await cdp.send("Page.getAppManifest");
  assert.equal(url, `${site.base}${href}`);
  assert.deepEqual(errors, []);

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await site.stop();
  try {
    await page.goto(`${site.base}/games`);
    assert.equal(await page.locator("h1").innerText(), "You are offline");
    assert.equal(new URL(page.url()).pathname, "/games");
  } finally {
    await site.start();
  }
  await page.getByRole("link", { name: "Try again" }).click();
  await page.locator("#games-finished").waitFor();
  assert.equal(new URL(page.url()).pathname, "/games");
});
