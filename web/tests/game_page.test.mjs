// The game page as players expect it, in a real browser: resigning asks
// first; a draw offer goes with a move made on the board; chat reaches the
// other player without reloading; on a phone (390×844) nothing is wider
// than the screen and the board with its buttons is on the first screen;
// in another language the clock's units are in it too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { correspondenceGame, drag, logIn, openedGame, waitForPly, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

const newGame = (white, black) => correspondenceGame(site, white, black);
const opened = (name, game, viewport) => openedGame(browser, site, name, game, viewport);

test("resigning asks first: the first click only opens the question", async () => {
  const game = await newGame("Ada", "Ben");
  for (const [who, uci] of [[game.white, "e2e4"], [game.black, "e7e5"]]) {
    await site.api(who, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  const page = await opened("Ada", game.id);
  await page.locator("details.confirm[data-action=resign] summary").click();
  await page.locator("text=Resign this game? You lose it, and this cannot be undone.").waitFor();
  assert.equal(await page.locator("#game").getAttribute("data-status"), "started", "one click resigns nothing");
  const state = await site.api(game.black, "GET", `/api/account/playing`);
  assert.equal(state.nowPlaying.length, 1);
  await page.screenshot({ path: `${artifacts}/resign-asks.png` });
  await page.locator("details.confirm[data-action=resign] button[type=submit]").click();
  await page.waitForFunction(() => document.getElementById("game")?.dataset.status === "over");
  assert.match(await page.locator("#status").innerText(), /You lost: resignation/);
});

test("a draw offered with a move made on the board reaches the opponent", async () => {
  const game = await newGame("Cleo", "Dan");
  const cleo = await opened("Cleo", game.id);
  const dan = await opened("Dan", game.id);
  await cleo.locator("#offer-draw").check();
  await drag(cleo, "d2", "d4");
  await cleo.locator("#confirm-yes").click();
  await waitForPly(dan, 1);
  await dan.locator("text=Your opponent offers a draw.").waitFor();
  assert.equal(await cleo.locator("#offer-draw").isChecked(), false, "the box clears after the move");
  assert.equal(await cleo.locator("#offer-draw-label").isHidden(), true, "no second offer while one stands");
});

test("chat reaches the other player's page without reloading", async () => {
  const game = await newGame("Eli", "Fay");
  const eli = await opened("Eli", game.id);
  const fay = await opened("Fay", game.id);
  const address = fay.url();
  await eli.fill("#chat-text", "Good luck, have fun!");
  await eli.press("#chat-text", "Enter");
  await fay.locator(".chat-line", { hasText: "Good luck, have fun!" }).waitFor();
  await eli.locator(".chat-line", { hasText: "Good luck, have fun!" }).waitFor();
  assert.equal(fay.url(), address, "no reload");
  assert.equal(await eli.locator("#chat-text").inputValue(), "", "the field is emptied");
  // Notes say they were saved, in place.
  await eli.fill("#note", "Play the Catalan.");
  await eli.locator("form[action$='/note'] button[type=submit]").click();
  await eli.locator("form[action$='/note'] .saved", { hasText: "Saved." }).waitFor();
});

test("on a phone nothing is wider than the screen and the board with its buttons is on the first screen", async () => {
  const game = await newGame("Gus", "Hal");
  for (const [who, uci] of [[game.white, "e2e4"], [game.black, "c7c5"]]) {
    await site.api(who, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  const page = await opened("Gus", game.id, { width: 390, height: 844 });
  const measured = await page.evaluate(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      scrollY: window.scrollY,
      width: window.innerWidth,
      board: box("#board"),
      buttons: box("nav.replay"),
      bottomBar: box(".player-bar.bottom"),
      header: box("header.site"),
    };
  });
  assert.ok(measured.scrollWidth <= measured.width, `no sideways scroll: ${measured.scrollWidth} > ${measured.width}`);
  assert.equal(measured.scrollY, 0, "the page opens at its top");
  assert.ok(measured.header.height < 60, `the header is one row: ${measured.header.height} px`);
  assert.ok(measured.board.width >= 340, `the board takes the width: ${measured.board.width} px`);
  assert.ok(measured.board.right <= 390 && measured.board.left >= 0);
  for (const [what, box] of [["board", measured.board], ["its bottom bar", measured.bottomBar], ["the replay buttons", measured.buttons]]) {
    assert.ok(box.bottom <= 844, `${what} within the first screen: bottom at ${box.bottom} px`);
  }
  // The file letters sit in their own squares: "a" within the first.
  const a = await page.locator("#board coords.files coord").first().boundingBox();
  const board = await page.locator("#board cg-board").boundingBox();
  assert.ok(a.x >= board.x - 1 && a.x + a.width <= board.x + board.width / 8 + 1, "the a is on the a-file");
  // The menu opens the links.
  assert.equal(await page.locator("header.site nav").isVisible(), false);
  await page.locator(".menu-button").click();
  assert.equal(await page.locator("header.site nav a[href='/settings']").isVisible(), true);
  await page.screenshot({ path: `${artifacts}/game-phone.png` });
});

test("the board takes the member's colours and pieces, and the site follows a dark system appearance", async () => {
  const game = await newGame("Ida", "Jim");
  const setup = await logIn(browser, site, "Ida");
  await setup.goto(`${site.base}/settings/board`);
  await setup.check("input[name=board_theme][value=green]");
  await setup.check("input[name=piece_theme][value=symbols]");
  await setup.click("form.stack button[type=submit]");
  await setup.waitForURL(/notice=board-settings-saved/);
  const context = await browser.newContext({ colorScheme: "dark", storageState: await setup.context().storageState() });
  const page = await context.newPage();
  await page.goto(`${site.base}/${game.id}`);
  await page.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
  const look = await page.evaluate(() => ({
    board: getComputedStyle(document.querySelector("#board cg-board")).backgroundImage,
    paper: getComputedStyle(document.documentElement).backgroundColor,
    header: getComputedStyle(document.querySelector("header.site")).backgroundColor,
    knight: getComputedStyle(document.querySelector("#board piece.knight.white"), "::before").content,
    drawn: getComputedStyle(document.querySelector("#board piece.knight.white")).backgroundImage,
  }));
  assert.equal(look.knight, '"♞"', "the symbols set");
  assert.equal(look.drawn, "none");
  assert.match(look.board, /conic-gradient\(rgb\(134, 166, 102\)/, look.board);
  assert.equal(look.paper, "rgb(22, 21, 18)");
  assert.equal(look.header, "rgb(13, 12, 11)", "the header stays dark under its white links");
  await page.screenshot({ path: `${artifacts}/game-dark.png` });
});

test("in Russian the page and its running clock speak Russian", async () => {
  const game = await newGame("Kai", "Lev");
  for (const [who, uci] of [[game.white, "e2e4"], [game.black, "e7e5"]]) {
    await site.api(who, "POST", `/api/board/game/${game.id}/move/${uci}`);
  }
  const page = await opened("Kai", game.id);
  await page.selectOption("#language-picker", "ru");
  await page.click("form.language button[type=submit]");
  await page.waitForFunction(() => document.documentElement.lang === "ru" && document.getElementById("game")?.dataset.ply !== undefined);
  assert.match(await page.locator("details.confirm[data-action=resign] summary").innerText(), /Сдаться/);
  // The page's script writes the clock again at its next tick.
  const clock = ".player-bar[data-color=white] .clock-time";
  await page.evaluate((selector) => { document.querySelector(selector).textContent = "—"; }, clock);
  await page.waitForFunction((selector) => document.querySelector(selector).textContent !== "—", clock);
  assert.match(await page.locator(clock).innerText(), /^2 дня 23 час(а|ов)$|^3 дня 0 часов$/);
  await page.screenshot({ path: `${artifacts}/game-ru.png` });
});
