// The game page's opening explorer (docs/openings.md): beside a
// correspondence game it lists the moves the site's finished games played
// from the position on the board, following the replay; during a live
// game it is closed and says why. The server's jobs run every second, so
// a finished game joins the explorer at once.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { launchBrowser, logIn, resize, startServer } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;

before(async () => {
  site = await startServer({ config: "clock_sweep_seconds = 1\n" });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function game(white, black, form) {
  const challenge = await site.api(white, "POST", `/api/challenge/${black.name}`, { color: "white", ...form });
  await site.api(black, "POST", `/api/challenge/${challenge.id}/accept`);
  return challenge.id;
}

/** The contrast ratio of two CSS colours (WCAG's relative luminance). */
function contrast(a, b) {
  const luminance = (color) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Issue 49: the results bars read like lichess's — each part with its
 * percentage, an all-White bar visible against the card in either theme,
 * and the footnote apart from the last row. */
async function expectLegibleBars(page, theme) {
  const look = await page.evaluate(() => {
    const bar = document.querySelector("#explorer-moves .explorer-bar");
    const white = bar.querySelector(".white");
    const style = (element) => getComputedStyle(element);
    const card = document.getElementById("explorer");
    return {
      label: white.textContent,
      text: style(white).color,
      fill: style(white).backgroundColor,
      frame: style(bar).borderTopColor,
      card: style(card).backgroundColor,
      lastRow: document.querySelector("#explorer-moves tbody tr:last-child").getBoundingClientRect().bottom,
      note: card.querySelector(".hint").getBoundingClientRect().top,
    };
  });
  assert.equal(look.label, "100%", theme);
  assert.ok(contrast(look.text, look.fill) >= 4.5, `${theme}: ${JSON.stringify(look)}`);
  assert.ok(contrast(look.frame, look.card) >= 3, `${theme}: ${JSON.stringify(look)}`);
  assert.ok(look.note - look.lastRow >= 8, `${theme}: ${JSON.stringify(look)}`);
}

test("the explorer follows a correspondence game's board and is closed during a live game", async () => {
  const ana = site.member("Ana");
  const ben = site.member("Ben");
  // Two finished games: 1.e4 e5 and 1.e4 c5.
  const finished = [];
  for (const reply of ["e7e5", "c7c5"]) {
    const id = await game(ana, ben, { days: "3" });
    finished.push(id);
    await site.api(ana, "POST", `/api/board/game/${id}/move/e2e4`);
    await site.api(ben, "POST", `/api/board/game/${id}/move/${reply}`);
    await site.api(ben, "POST", `/api/board/game/${id}/resign`);
  }
  const playing = await game(ana, ben, { days: "3" });
  await site.api(ana, "POST", `/api/board/game/${playing}/move/e2e4`);

  const page = await logIn(browser, site, "Ben");
  await page.goto(`${site.base}/${playing}`);
  // After 1.e4: Black's replies, once the job has added the games.
  const rows = page.locator("#explorer-moves tbody tr");
  await rows.nth(1).waitFor({ timeout: 10000 }).catch(async () => {
    await page.reload();
    await rows.nth(1).waitFor({ timeout: 10000 });
  });
  const moves = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(0, 2).map((td) => td.textContent)));
  assert.deepEqual(moves.sort(), [["c5", "1"], ["e5", "1"]]);
  assert.equal(await page.locator("#explorer-opening").innerText(), "B00 King's Pawn Game");
  await expectLegibleBars(page, "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectLegibleBars(page, "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.screenshot({ path: `${artifacts}/explorer.png`, fullPage: true });
  // On a phone: no sideways scroll, and the bars wide enough to read.
  await resize(page, { width: 390, height: 844 });
  const phone = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    bar: document.querySelector("#explorer-moves .explorer-bar").getBoundingClientRect().width,
  }));
  assert.ok(phone.scroll <= 390 && phone.bar >= 100, JSON.stringify(phone));
  await expectLegibleBars(page, "phone");
  await resize(page, { width: 1100, height: 900 });

  // The replay's start: White's first moves.
  await page.click("#replay-first");
  await page.waitForFunction(() => document.querySelector("#explorer-moves tbody tr td")?.textContent === "e4");
  assert.equal(await rows.count(), 1);
  assert.equal(await rows.first().locator("td").nth(1).innerText(), "2");

  // Under a finished game's last position: how many games reached it, and
  // that none went on (issue 49: it said no game had reached it).
  await page.goto(`${site.base}/${finished[0]}`);
  const empty = page.locator("#explorer-empty");
  await empty.waitFor();
  assert.equal(await empty.innerText(), "Finished games of the site that reached this position: 1. None continued from it.");
  assert.equal(await page.locator("#explorer-moves").isVisible(), false);

  // A live game in play: closed, and nothing is asked of the explorer.
  const live = await game(ana, ben, { "clock.limit": "600", "clock.increment": "5" });
  const asked = [];
  page.on("request", (request) => { if (request.url().includes("/api/explorer")) asked.push(request.url()); });
  await page.goto(`${site.base}/${live}`);
  await page.locator("#explorer-closed").waitFor();
  assert.match(await page.locator("#explorer-closed").innerText(), /closed during live games/);
  assert.equal(await page.locator("#explorer").count(), 0);
  assert.deepEqual(asked, []);
  await page.context().close();
});
