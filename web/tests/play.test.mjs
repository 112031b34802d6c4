// Playing in a real browser: two people in two browser contexts register,
// verify, challenge, accept and play by dragging pieces; a promotion
// through the picker; a draw offered and accepted; a reconnect after the
// server restarts mid-game. Screenshots are saved as test artifacts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { drag, waitForPly, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

async function person() {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: "en-GB" });
  return context.newPage();
}

async function registerAndVerify(page, name) {
  const email = `${name.toLowerCase()}@example.org`;
  await page.goto(`${site.base}/register`);
  await page.fill("#username", name);
  await page.fill("#email", email);
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(/notice=registered/);
  const link = await site.linkIn(email, "verify_email");
  await page.goto(site.base + link);
  await page.waitForURL(/notice=verified/);
}

async function logIn(page, name) {
  await page.goto(`${site.base}/login`);
  await page.fill("#username", name);
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(`${site.base}/`);
}

/** Drags a move and confirms it (confirmation is on by default). */
async function play(page, from, to) {
  await drag(page, from, to);
  await page.locator("#confirm-yes").click();
}

test("two people register, challenge, and play Scholar's mate by dragging; both see the result without reloading", async () => {
  const alice = await person();
  const bob = await person();
  await registerAndVerify(alice, "Alice");
  await registerAndVerify(bob, "Bob");

  await alice.goto(`${site.base}/challenges?username=Bob`);
  await alice.check("input[name=color][value=white]");
  await alice.click("form.stack[action='/challenges'] button[type=submit]");
  await alice.waitForURL(/notice=challenge-sent/);
  await bob.goto(`${site.base}/challenges`);
  await bob.click("form[action$='/accept'] button");
  await bob.waitForURL(/\/[A-Za-z0-9]{8}$/);
  const gameUrl = bob.url();
  // The challenges page takes its member to a game that starts (site.js);
  // a page whose event stream was not open yet is sent there by hand. (A
  // goto racing that navigation was interrupted by it.)
  await alice.waitForURL(gameUrl, { timeout: 5000 }).catch(() => alice.goto(gameUrl));
  await waitForPly(alice, 0);
  await waitForPly(bob, 0);

  const moves = [[alice, "e2", "e4"], [bob, "e7", "e5"], [alice, "f1", "c4"], [bob, "b8", "c6"], [alice, "d1", "h5"], [bob, "g8", "f6"]];
  for (const [i, [page, from, to]] of moves.entries()) {
    await play(page, from, to);
    await waitForPly(alice, i + 1);
    await waitForPly(bob, i + 1);
    if (i === 3) await alice.screenshot({ path: `${artifacts}/game-mid.png`, fullPage: true });
  }
  await play(alice, "h5", "f7");
  for (const [page, said] of [[alice, /You won: checkmate/], [bob, /You lost: checkmate/]]) {
    await page.waitForFunction(() => document.getElementById("game")?.dataset.status === "over");
    assert.match(await page.locator("#status").innerText(), said);
  }
  assert.match(await bob.locator("#moves").innerText(), /Qxf7#/);
  await bob.screenshot({ path: `${artifacts}/game-finished.png`, fullPage: true });
  await alice.goto(`${site.base}/games`);
  await alice.screenshot({ path: `${artifacts}/my-games.png`, fullPage: true });
});

test("a promotion goes through the picker", async () => {
  const carol = site.member("Carol");
  const dave = site.member("Dave");
  const challenge = await site.api(carol, "POST", "/api/challenge/Dave",
    { days: "3", color: "white", fen: "8/P6k/8/8/8/8/8/K7 w - - 0 1" });
  await site.api(dave, "POST", `/api/challenge/${challenge.id}/accept`);
  const page = await person();
  await logIn(page, "Carol");
  await page.goto(`${site.base}/${challenge.id}`);
  await waitForPly(page, 0);
  await drag(page, "a7", "a8");
  // The picker stands on a8 in White's own pieces, queen first.
  const picker = page.locator("#promotion .promotion-choices");
  await picker.waitFor();
  assert.deepEqual(await picker.locator("piece").evaluateAll((pieces) => pieces.map((p) => p.className)),
    ["queen white", "knight white", "rook white", "bishop white"]);
  const square = await page.locator("#board cg-board").boundingBox();
  const column = await picker.boundingBox();
  assert.ok(Math.abs(column.x - square.x) < 2 && Math.abs(column.y - square.y) < 2, "on the a8 square");
  await page.locator("#promotion button[data-role=knight]").click();
  await page.locator("#confirm-yes").click();
  await waitForPly(page, 1);
  assert.match(await page.locator("#moves").innerText(), /a8=N/);
});

test("a draw offered on one side is accepted on the other, live", async () => {
  const erin = site.member("Erin");
  const fred = site.member("Fred");
  const challenge = await site.api(erin, "POST", "/api/challenge/Fred", { days: "3", color: "white" });
  await site.api(fred, "POST", `/api/challenge/${challenge.id}/accept`);
  await site.api(erin, "POST", `/api/board/game/${challenge.id}/move/e2e4`);
  const erinPage = await person();
  const fredPage = await person();
  await logIn(erinPage, "Erin");
  await logIn(fredPage, "Fred");
  await erinPage.goto(`${site.base}/${challenge.id}`);
  await fredPage.goto(`${site.base}/${challenge.id}`);
  await waitForPly(fredPage, 1);
  await erinPage.click("form[action$='/action/draw-yes'] button");
  await fredPage.locator("text=Your opponent offers a draw.").waitFor();
  await fredPage.click("form[action$='/action/draw-yes'] button");
  for (const page of [erinPage, fredPage]) {
    await page.waitForFunction(() => document.getElementById("status")?.innerText.includes("draw by agreement"));
  }
});

test("after the server restarts mid-game, the page reconnects and catches up", async () => {
  const gina = site.member("Gina");
  const hugo = site.member("Hugo");
  const challenge = await site.api(gina, "POST", "/api/challenge/Hugo", { days: "3", color: "white" });
  await site.api(hugo, "POST", `/api/challenge/${challenge.id}/accept`);
  const page = await person();
  await logIn(page, "Gina");
  await page.goto(`${site.base}/${challenge.id}`);
  await waitForPly(page, 0);
  await play(page, "d2", "d4");
  await waitForPly(page, 1);

  await site.restart();
  await site.api(hugo, "POST", `/api/board/game/${challenge.id}/move/d7d5`);
  await waitForPly(page, 2);
  assert.match(await page.locator("#moves").innerText(), /d4\s+d5/);
  await play(page, "c2", "c4");
  await waitForPly(page, 3);
});

test("a move typed in SAN is played without leaving the page; a wrong one is explained", async () => {
  const ivan = site.member("Ivan");
  const jane = site.member("Jane");
  const challenge = await site.api(ivan, "POST", "/api/challenge/Jane", { days: "3", color: "white" });
  await site.api(jane, "POST", `/api/challenge/${challenge.id}/accept`);
  const page = await person();
  await logIn(page, "Ivan");
  await page.goto(`${site.base}/${challenge.id}`);
  await waitForPly(page, 0);
  await page.fill("#move", "Nf6");
  await page.press("#move", "Enter");
  await page.locator("#board-error").waitFor();
  assert.match(await page.locator("#board-error").innerText(), /not a legal move/);
  await page.fill("#move", "Nf3");
  await page.press("#move", "Enter");
  await waitForPly(page, 1);
  assert.match(await page.locator("#moves").innerText(), /Nf3/);
  assert.equal(new URL(page.url()).pathname, `/${challenge.id}`);
});

test("the home page lists a member's games, their move first", async () => {
  const kate = site.member("Kate");
  const liam = site.member("Liam");
  const first = await site.api(kate, "POST", "/api/challenge/Liam", { days: "3", color: "white" });
  await site.api(liam, "POST", `/api/challenge/${first.id}/accept`);
  const second = await site.api(liam, "POST", "/api/challenge/Kate", { days: "7", color: "white" });
  await site.api(kate, "POST", `/api/challenge/${second.id}/accept`);
  const page = await person();
  await logIn(page, "Kate");
  const items = await page.locator("ul.games li").allInnerTexts();
  assert.equal(items.length, 2);
  assert.match(items[0], /your move/);
  assert.match(items[1], /their move/);
  await page.screenshot({ path: `${artifacts}/home-member.png`, fullPage: true });
});
