// Moves over the game's socket (issue 35, docs/live-games.md): in a live
// game the page sends its moves on the WebSocket it watches, not as posts;
// after the server restarts mid-game the pages reconnect and go on moving
// over the new socket; and a move that races the flag (its deadline passed
// before the flag timer came round) loses the game on time, on both pages.
// A move comes to the pages alone with each player's panel of actions: no
// page fetches the game page again until the game is over.
import { test } from "node:test";
import assert from "node:assert/strict";
import { drag, logIn, waitForPly, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** Logged in, keeping the moves the page sends on its sockets, the
 * sockets it opens, the moves it posts and the pages its script fetches. */
async function player(name) {
  const page = await logIn(browser, site, name, { width: 1000, height: 900 });
  page.sent = [];
  page.sockets = 0;
  page.posted = 0;
  page.on("websocket", (socket) => {
    page.sockets += 1;
    socket.on("framesent", ({ payload }) => {
      const message = JSON.parse(String(payload));
      if (message.t === "move") page.sent.push(message);
    });
  });
  page.fetched = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/move")) page.posted += 1;
    if (request.method() === "GET" && request.resourceType() === "fetch") page.fetched.push(new URL(request.url()).pathname);
  });
  return page;
}

/** Waits until the page's socket is open (again). */
async function connected(page) {
  await page.waitForFunction(() => !document.getElementById("game").classList.contains("reconnecting"));
}

test("a live game's moves go over the socket, across a server restart, and a move racing the flag loses on time", async () => {
  const lena = site.member("Lena");
  const omar = site.member("Omar");
  const challenge = await site.api(lena, "POST", "/api/challenge/Omar",
    { "clock.limit": "600", "clock.increment": "5", "clock.move": "60", color: "white" });
  await site.api(omar, "POST", `/api/challenge/${challenge.id}/accept`);
  const lenaPage = await player("Lena");
  const omarPage = await player("Omar");
  for (const page of [lenaPage, omarPage]) {
    await page.goto(`${site.base}/${challenge.id}`);
    await waitForPly(page, 0);
    await connected(page);
  }

  await drag(lenaPage, "e2", "e4");
  await waitForPly(omarPage, 1);
  assert.deepEqual(lenaPage.sent.map(({ ply, move }) => [ply, move]), [[0, "e2e4"]]);
  assert.equal(lenaPage.posted, 0, "no move was posted");

  // The server restarts mid-game: both pages reconnect, catch up from the
  // new socket's first state, and move over it.
  await site.restart();
  for (const page of [lenaPage, omarPage]) {
    while (page.sockets < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    await connected(page);
  }
  await drag(omarPage, "e7", "e5");
  await waitForPly(lenaPage, 2);
  await drag(lenaPage, "g1", "f3");
  await waitForPly(omarPage, 3);
  assert.deepEqual(omarPage.sent.map(({ ply, move }) => [ply, move]), [[1, "e7e5"]]);
  assert.deepEqual(lenaPage.sent.map(({ move }) => move), ["e2e4", "g1f3"]);
  assert.ok(lenaPage.sockets >= 2 && omarPage.sockets >= 2, "each page opened a second socket");
  assert.equal(lenaPage.posted + omarPage.posted, 0, "no move was posted");
  assert.match(await omarPage.locator("#moves").innerText(), /e4\s+e5\s+Nf3/);
  // Each player's panel followed the moves without fetching the page: the
  // move form is Omar's, as the socket sends it (without the ply of the
  // page's own form: the script sends the ply of its state); Lena waits.
  assert.equal(await omarPage.locator("#game-panel input[name=move]").count(), 1);
  assert.equal(await omarPage.locator("#game-panel input[name=ply]").count(), 0);
  assert.equal(await lenaPage.locator("#game-panel input[name=move]").count(), 0);
  for (const page of [lenaPage, omarPage]) {
    assert.ok(!page.fetched.includes(`/${challenge.id}`), "the game page was not fetched during the game");
  }

  // Omar's minute runs out while the flag timer, armed for the deadline as
  // it stood, has not come round: his move arrives after the deadline. The
  // row is changed as every write of a game changes it, with its version:
  // the server keeps a live game between moves and trusts it while the
  // stored version is the one it knows (docs/live-games.md).
  site.sql(`UPDATE games SET turn_started_at = turn_started_at - 120000, deadline_at = deadline_at - 120000, version = version + 1 WHERE id = '${challenge.id}'`);
  await drag(omarPage, "b8", "c6");
  for (const page of [omarPage, lenaPage]) {
    await page.waitForFunction(() => document.getElementById("game").dataset.status === "over");
    await page.locator("#game-over").waitFor();
    assert.equal(page.url(), `${site.base}/${challenge.id}`);
  }
  await omarPage.locator("#board-error").waitFor();
  assert.match(await omarPage.locator("#board-error").innerText(),
    /Your time ran out before the move arrived: the game is over\.|The game is over\./);
  assert.match(await omarPage.locator("#status").innerText(), /Your time ran out before you had made 5 moves: no result/);
  assert.doesNotMatch(await lenaPage.locator("#moves").innerText(), /Nc6/);
  assert.equal(omarPage.sent.at(-1).move, "b8c6");
});
