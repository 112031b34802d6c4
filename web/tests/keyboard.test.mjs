// The game page with the keyboard alone (docs/web.md, "Keyboard"): focus
// stays where the player types after a move, the record is one tab stop
// stepped with the arrow keys, a skip link leads to the move box, and
// Escape closes an open question.
import { test } from "node:test";
import assert from "node:assert/strict";
import { correspondenceGame, openedGame, waitForPly, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

const newGame = (white, black) => correspondenceGame(site, white, black);
const opened = (name, game, viewport) => openedGame(browser, site, name, game, viewport);

const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.dataset?.ply ? `[${el.dataset.ply}]` : ""}` : "";
});

test("after a typed move focus stays on the status, then goes to the move box on the next turn", async () => {
  const game = await newGame("Ines", "Jorge");
  const page = await opened("Ines", game.id);
  // The skip link, the second stop of the page, lands in the move box.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("href")), "#game-panel");
  await page.keyboard.press("Enter");
  assert.equal(await focused(page), "input#move");

  await page.keyboard.type("e4");
  await page.keyboard.press("Enter");
  await waitForPly(page, 1);
  await page.waitForFunction(() => !document.getElementById("move"));
  assert.equal(await focused(page), "p#status", "the panel without a move box leaves focus on the status");

  await site.api(game.black, "POST", `/api/board/game/${game.id}/move/e7e5`);
  await waitForPly(page, 2);
  await page.locator("#move").waitFor();
  assert.equal(await focused(page), "input#move", "the player's next move is typed at once");
  await page.keyboard.type("Nf3");
  await page.keyboard.press("Enter");
  await waitForPly(page, 3);
});

test("the record is one tab stop, stepped with the arrow keys", async () => {
  const game = await newGame("Kemal", "Lena");
  for (const [who, uci] of [[game.white, "e2e4"], [game.black, "e7e5"], [game.white, "g1f3"], [game.black, "b8c6"]]) {
    await site.api(who, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  const page = await opened("Lena", game.id);
  assert.equal(await page.locator("#moves button[tabindex='0']").count(), 1);
  await page.locator("#moves button[data-ply='4']").focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal(await focused(page), "button[3]");
  await page.keyboard.press("Home");
  assert.equal(await focused(page), "button[1]", "the start position keeps the first move as the list's stop");
  await page.keyboard.press("End");
  assert.equal(await focused(page), "button[4]");
  // Shift+Tab leaves the record in one step, not through its moves.
  await page.keyboard.press("Shift+Tab");
  assert.equal((await focused(page)).startsWith("button["), false, await focused(page));
});

test("Escape closes an open question and gives focus back to its button", async () => {
  const game = await newGame("Milo", "Nora");
  for (const [who, uci] of [[game.white, "e2e4"], [game.black, "e7e5"]]) {
    await site.api(who, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  const page = await opened("Milo", game.id);
  const summary = page.locator("details.confirm[data-action=resign] summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("details.confirm[data-action=resign]").evaluate((d) => d.open), true);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("details.confirm[data-action=resign]").evaluate((d) => d.open), false);
  assert.equal(await summary.evaluate((s) => s === document.activeElement), true);
});
