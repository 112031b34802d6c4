// The analysis board (docs/analysis.md): the engine (Stockfish in a Web
// Worker) analyses a short finished game in Chromium and finds the blunder
// it was built to contain; a game in progress is never analysed: its page
// loads no engine, its analysis page is refused, and so is the free
// board set up at its position for the players; a promotion on the free
// board is chosen in the picker.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { drag, launchBrowser, logIn, startServer } from "./harness.mjs";

let site;
let browser;

before(async () => {
  site = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

// Moves are posted one after the other (each waits for the one before).
async function play(white, black, moves) {
  const challenge = await site.api(white, "POST", `/api/challenge/${black.name}`, { color: "white", days: "3" });
  await site.api(black, "POST", `/api/challenge/${challenge.id}/accept`);
  for (const [i, move] of moves.entries()) {
    await site.api(i % 2 === 0 ? white : black, "POST", `/api/board/game/${challenge.id}/move/${move}`);
  }
  return challenge.id;
}

test("the engine analyses a finished game and finds its blunder", async () => {
  const ana = site.member("Ana");
  const ben = site.member("Ben");
  // The scholar's mate: 3...Nf6?? allows 4.Qxf7#.
  const id = await play(ana, ben, ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
  const page = await logIn(browser, site, "Ben");
  await page.goto(`${site.base}/${id}`);
  await page.click(`a[href="/${id}/analysis"]`);
  await page.waitForURL(`${site.base}/${id}/analysis`);
  assert.equal(await page.locator("#moves button.san").count(), 7);
  await page.click("#analyse");
  const blunder = page.locator('#moves button.san[data-ply="6"]');
  await page.waitForFunction(() => document.getElementById("engine-status").textContent.includes("done"), null, { timeout: 60000 });
  assert.equal(await blunder.getAttribute("data-judgement"), "blunder");
  assert.equal(await blunder.innerText(), "Nf6??");
  // The only blunder; the mate is no mistake.
  assert.equal(await page.locator('#moves button.san[data-judgement="blunder"]').count(), 1);
  assert.equal(await page.locator('#moves button.san[data-ply="7"]').getAttribute("data-judgement"), null);
  const black = page.locator('#accuracy tr[data-color="black"]');
  assert.equal(await black.locator(".blunder").innerText(), "1");
  const accuracy = (await page.locator('#accuracy tr[data-color="white"] .accuracy-figure').innerText()).replace("%", "");
  assert.ok(Number(accuracy) > Number((await black.locator(".accuracy-figure").innerText()).replace("%", "")));
  // The graph: White's chances up to the mate, the blunder marked.
  assert.equal(await page.locator("#eval-graph .graph-mark.blunder").count(), 1);
  assert.match(await page.locator("#eval-graph .graph-line").getAttribute("d"), /^M0\.00,/);
  // The position after the blunder: White mates in one, the best line says how.
  await blunder.click();
  await page.waitForFunction(() => document.getElementById("engine-eval").textContent.startsWith("Mate in 1"));
  await page.waitForFunction(() => document.getElementById("engine-line").textContent.includes("Qxf7#"));
  assert.equal(await page.locator("#eval-bar").getAttribute("aria-valuenow"), "100");
  await page.context().close();
});

test("a game in progress is never analysed", async () => {
  const cleo = site.member("Cleo");
  const dan = site.member("Dan");
  const id = await play(cleo, dan, ["e2e4"]);
  const page = await logIn(browser, site, "Dan");
  const engine = [];
  page.on("request", (request) => {
    if (request.url().includes("stockfish")) engine.push(request.url());
  });
  // Its page: no link to the analysis board, no engine.
  await page.goto(`${site.base}/${id}`);
  assert.equal(await page.locator(`a[href="/${id}/analysis"]`).count(), 0);
  assert.match(await page.locator("#analysis").innerText(), /after the game/);
  // Its analysis page is refused, to a player and to anyone.
  let answer = await page.goto(`${site.base}/${id}/analysis`);
  assert.equal(answer.status(), 403);
  assert.match(await page.locator("#analysis-refused").innerText(), /still being played/);
  const visitor = await browser.newPage();
  answer = await visitor.goto(`${site.base}/${id}/analysis`);
  assert.equal(answer.status(), 403);
  await visitor.close();
  // The free board at the game's position: refused to its players.
  const fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  answer = await page.goto(`${site.base}/analysis?setup=${encodeURIComponent(fen)}`);
  assert.equal(answer.status(), 403);
  assert.match(await page.locator("#analysis-refused").innerText(), /a game you are playing/);
  // Nor reached by playing to it on the free board.
  await page.goto(`${site.base}/analysis`);
  await drag(page, "e2", "e4");
  await page.locator("#board-error").waitFor();
  assert.match(await page.locator("#board-error").innerText(), /a game you are playing/);
  assert.equal(await page.locator("#moves button.san").count(), 0);
  // Another position is analysed.
  await drag(page, "d2", "d4");
  await page.locator('#moves button.san[data-ply="1"]').waitFor();
  assert.equal(await page.locator('#moves button.san[data-ply="1"]').innerText(), "d4");
  assert.deepEqual(engine, []);
  await page.context().close();
});

test("a promotion on the free board goes through the picker", async () => {
  site.member("Eve");
  const page = await logIn(browser, site, "Eve");
  const fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
  await page.goto(`${site.base}/analysis?setup=${encodeURIComponent(fen)}`);
  await drag(page, "a7", "a8");
  const picker = page.locator("#promotion .promotion-choices");
  await picker.waitFor();
  assert.deepEqual(await picker.locator("piece").evaluateAll((pieces) => pieces.map((p) => p.className)),
    ["queen white", "knight white", "rook white", "bishop white"]);
  // Escape puts the pawn back; the picker again, and a knight.
  await page.keyboard.press("Escape");
  await picker.waitFor({ state: "hidden" });
  assert.equal(await page.locator("#moves button.san").count(), 0);
  await drag(page, "a7", "a8");
  await page.locator("#promotion button[data-role=knight]").click();
  await page.locator('#moves button.san[data-ply="1"]').waitFor();
  assert.equal(await page.locator('#moves button.san[data-ply="1"]').innerText(), "a8=N");
  await page.context().close();
});
