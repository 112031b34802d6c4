// A live Fast game in a real browser (live-games.md): two people watch the
// same board through the game's WebSocket; each sees the other's moves at
// once and the clocks run; a premove is played when the opponent's move
// arrives; one takes a move back; one asks to quit and the other declines,
// which ends the game. Screenshots are saved as test artifacts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { drag, logIn, waitForPly, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** A member's page logged in, counting the game sockets it opens. */
/** Logged in, keeping the address of every WebSocket the page opens. */
async function loggedIn(name) {
  const page = await logIn(browser, site, name, { width: 1000, height: 900 });
  page.sockets = [];
  page.on("websocket", (socket) => page.sockets.push(socket.url()));
  return page;
}

function clockOf(page, color) {
  return page.locator(`.player-bar[data-color=${color}] .clock-time`);
}

test("two people play a live Fast game: moves and clocks over the socket, a premove, a takeback, a quit declined", async () => {
  const mia = site.member("Mia");
  const noah = site.member("Noah");
  const challenge = await site.api(mia, "POST", "/api/challenge/Noah",
    { "clock.limit": "600", "clock.increment": "5", takebacks: "1", color: "white" });
  await site.api(noah, "POST", `/api/challenge/${challenge.id}/accept`);
  const miaPage = await loggedIn("Mia");
  const noahPage = await loggedIn("Noah");
  await miaPage.goto(`${site.base}/${challenge.id}`);
  await noahPage.goto(`${site.base}/${challenge.id}`);
  await waitForPly(miaPage, 0);
  await waitForPly(noahPage, 0);
  for (const page of [miaPage, noahPage]) {
    assert.deepEqual(page.sockets, [`${site.base.replace("http", "ws")}/${challenge.id}/socket`]);
  }

  // White's clock runs from the start: the round time as its figure, the
  // move time left (Fast's longest, 5 minutes) beside it; Black's shows
  // the round time alone.
  assert.equal(await clockOf(noahPage, "black").innerText(), "10:00");
  const whiteAtStart = await clockOf(noahPage, "white").innerText();
  await noahPage.waitForFunction((start) =>
    document.querySelector(".player-bar[data-color=white] .clock-time").textContent !== start, whiteAtStart);
  assert.match(await clockOf(noahPage, "white").innerText(), /^9:[45]\d$/);
  assert.match(await noahPage.locator(".player-bar[data-color=white] .move-left").innerText(), /^4:[45]\d$/);
  assert.ok(await miaPage.locator(".player-bar[data-color=white] .move-bar").isVisible());

  // Live games start without move confirmation: a drag is a move.
  await drag(miaPage, "e2", "e4");
  await waitForPly(noahPage, 1);
  await waitForPly(miaPage, 1);
  assert.match(await noahPage.locator("#moves").innerText(), /e4/);
  // White earned the 5 s of extra time; Black's clock runs now.
  assert.match(await clockOf(noahPage, "white").innerText(), /^(10:0\d|9:[45]\d)$/);
  await noahPage.waitForFunction(() => document.querySelector(".player-bar[data-color=black]").classList.contains("running"));
  assert.ok(Number(await noahPage.locator("#game").getAttribute("data-sounds")) >= 1, "a sound on the move");

  // Mia premoves Nf3 while Noah thinks; his e5 sets it off.
  await drag(miaPage, "g1", "f3");
  await drag(noahPage, "e7", "e5");
  await waitForPly(miaPage, 3);
  await waitForPly(noahPage, 3);
  assert.match(await noahPage.locator("#moves").innerText(), /e4\s+e5\s+Nf3/);
  await miaPage.screenshot({ path: `${artifacts}/live-game.png`, fullPage: true });

  // The takeback by right: one allowed, and the button says so.
  const takeback = miaPage.locator("form[action$='/action/takeback-yes'] button");
  await takeback.waitFor();
  assert.equal(await takeback.innerText(), "Take back your move (1 left)");
  await takeback.click();
  await waitForPly(noahPage, 2);
  await waitForPly(miaPage, 2);
  assert.doesNotMatch(await noahPage.locator("#moves").innerText(), /Nf3/);

  // Sounds can be turned off on the page (the board settings give the start).
  await miaPage.click("#sound");
  assert.equal(await miaPage.locator("#sound").getAttribute("aria-pressed"), "false");

  // Noah asks to quit (a question first: it cannot be undone); Mia declines.
  await noahPage.locator("details.confirm[data-action=quit-yes] summary").click();
  await noahPage.locator("details.confirm[data-action=quit-yes] button").click();
  await miaPage.locator("text=Your opponent asks to quit.").waitFor();
  await miaPage.locator("form[action$='/action/quit-no'] button").click();
  // Each is told the ending from their own side, live and after a reload
  // (the quitter was told "the opponent quit").
  for (const [page, said] of [[miaPage, /You won: your opponent quit/], [noahPage, /You lost: you quit without your opponent's agreement/]]) {
    await page.waitForFunction(() => document.getElementById("game")?.dataset.status === "over");
    assert.match(await page.locator("#status").innerText(), said);
    await page.locator("#game-over").waitFor();
    await page.reload();
    assert.match(await page.locator("#game-over").innerText(), said);
  }
  await noahPage.screenshot({ path: `${artifacts}/live-game-over.png`, fullPage: true });
});
