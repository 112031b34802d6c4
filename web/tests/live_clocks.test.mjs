// What a live player sees of the clocks and of a premove (issue 49,
// seed 001's clocks): each clock's main figure is the round time left,
// and the player to move has the move time left as a second figure; after
// the end each clock reads the round time its player had then, on both
// pages and after a reload; each clock says the extra time a move adds,
// where the game has it. A premove dies with a takeback instead of
// being played in the position the takeback brings back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { drag, logIn, TWENTY_PLIES, waitForPly, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** A live game between two new members (white first), both pages open on it. */
async function liveGame(whiteName, blackName, clock) {
  const white = site.member(whiteName);
  const black = site.member(blackName);
  const challenge = await site.api(white, "POST", `/api/challenge/${blackName}`, { ...clock, color: "white" });
  await site.api(black, "POST", `/api/challenge/${challenge.id}/accept`);
  const pages = [];
  for (const name of [whiteName, blackName]) {
    const page = await logIn(browser, site, name, { width: 1100, height: 900 });
    await page.goto(`${site.base}/${challenge.id}`);
    await waitForPly(page, 0);
    pages.push(page);
  }
  return { id: challenge.id, white, black, pages };
}

/** A clock's figures as shown: the main one, and the move time left when shown. */
async function figures(page, color) {
  const bar = page.locator(`.player-bar[data-color=${color}]`);
  const moveLeft = bar.locator(".move-left");
  return {
    round: await bar.locator(".clock-time").innerText(),
    move: (await moveLeft.isVisible()) ? await moveLeft.innerText() : null,
  };
}

/** m:ss as seconds. */
function seconds(digits) {
  const [minutes, rest] = digits.split(":");
  return Number(minutes) * 60 + Number(rest);
}

test("a live clock shows the round time with the move time beside it, and the round time after the end", async () => {
  // 10 minutes a player, 5 seconds added a move, 1 minute a move.
  const game = await liveGame("Olga", "Pavel", { "clock.limit": "600", "clock.increment": "5", "clock.move": "60" });
  for (const [i, uci] of TWENTY_PLIES.entries()) {
    await site.api(i % 2 === 0 ? game.white : game.black, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  for (const page of game.pages) await waitForPly(page, 20);

  // White to move: on both pages the round time (10:50 less what White
  // thought, which the ten moves' extra time more than made up) is the
  // main figure, and the move time left of the minute is the second;
  // Black, not to move, shows the round time alone. The page counts both
  // down between messages.
  for (const page of game.pages) {
    await page.waitForFunction(() =>
      Number(document.querySelector(".player-bar[data-color=white] .move-left")?.textContent.split(":")[1]) < 59);
    const white = await figures(page, "white");
    const black = await figures(page, "black");
    assert.ok(seconds(white.round) > 600 && seconds(white.round) < 650, JSON.stringify(white));
    assert.match(white.move, /^0:[0-5]\d$/);
    assert.ok(seconds(black.round) > 600 && seconds(black.round) <= 650, JSON.stringify(black));
    assert.equal(black.move, null);
  }
  await game.pages[0].screenshot({ path: `${artifacts}/live-clocks.png`, fullPage: true });

  // Pavel resigns; each clock then reads the round time its player had,
  // the same on both pages, stopped, and again after a reload (it read the
  // move time's figure: a player with 10:4x of round time read 0:5x).
  await site.api(game.black, "POST", `/api/board/game/${game.id}/resign`);
  const stopped = [];
  for (const page of game.pages) {
    await page.waitForFunction(() => document.getElementById("game")?.dataset.status === "over");
    stopped.push([await figures(page, "white"), await figures(page, "black")]);
    await page.reload();
    await page.locator("#game-over").waitFor();
    stopped.push([await figures(page, "white"), await figures(page, "black")]);
  }
  const [white, black] = stopped[0];
  assert.ok(seconds(white.round) > 600 && seconds(white.round) < 650, JSON.stringify(white));
  assert.ok(seconds(black.round) > 600 && seconds(black.round) <= 650, JSON.stringify(black));
  assert.equal(white.move, null);
  for (const seen of stopped) assert.deepEqual(seen, stopped[0]);
});

test("each clock of a live game shows the extra time a move adds, where the game has it", async () => {
  // Fast with 5 seconds a move: both clocks say it, on both pages, in
  // the page's words.
  const fast = await liveGame("Sofia", "Timo", { "clock.limit": "600", "clock.increment": "5" });
  for (const page of fast.pages) {
    for (const color of ["white", "black"]) {
      const extra = page.locator(`.player-bar[data-color=${color}] .extra-time`);
      assert.equal(await extra.innerText(), "+5 s");
      assert.equal(await extra.getAttribute("title"), "Extra time per move: 5 s");
    }
  }
  // Standard has no extra time: nothing is said of it.
  const standard = await liveGame("Uma", "Viktor", { "clock.limit": "1800", "clock.increment": "0" });
  for (const page of standard.pages) assert.equal(await page.locator(".extra-time").count(), 0);
});

test("a premove dies with the premover's takeback instead of being played in the position before", async () => {
  const game = await liveGame("Quinn", "Rosa", { "clock.limit": "600", "clock.increment": "5", takebacks: "1" });
  const [quinn, rosa] = game.pages;
  await drag(quinn, "e2", "e4");
  await waitForPly(rosa, 1);
  await waitForPly(quinn, 1);
  // Quinn premoves Nf3 while Rosa thinks, then takes e4 back.
  await drag(quinn, "g1", "f3");
  const takeback = quinn.locator("form[action$='/action/takeback-yes'] button");
  await takeback.waitFor();
  await takeback.click();
  await waitForPly(rosa, 0);
  await waitForPly(quinn, 0);
  // Quinn's next move is the one he makes now: the premove was not played
  // in the start position (the record read "1. Nf3").
  await drag(quinn, "d2", "d4");
  await waitForPly(rosa, 1);
  await waitForPly(quinn, 1);
  const exported = await (await fetch(`${site.base}/game/export/${game.id}`, { headers: { Accept: "application/json" } })).json();
  assert.equal(exported.moves, "d4");
});
