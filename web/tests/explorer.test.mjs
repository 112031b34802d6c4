// The game page's opening explorer (docs/openings.md): beside a
// correspondence game it lists the moves the site's finished games played
// from the position on the board, following the replay; during a live
// game it is closed and says why. The server's jobs run every second, so
// a finished game joins the explorer at once.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, logIn, startServer } from "./harness.mjs";

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
