// A game played from start to mate in the accessible mode (docs/web.md,
// "Playing without seeing the board") with the keyboard alone, by two
// players whose pages announce every move in words in the live region;
// one of them asks about the position with each command, and an offer
// in the panel is said on both sides. Then the same in German. axe finds
// nothing wrong with the page in this mode, in either theme.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./axe.mjs";
import { logIn, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

const SCHOLAR = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];

const ENGLISH = {
  locale: "en-GB",
  code: "en",
  players: ["Alma", "Bert"],
  setting: "Accessible mode for screen readers",
  said: ["pawn e4", "pawn e5", "bishop c4", "knight c6", "queen h5", "knight f6", "queen takes f7, checkmate"],
  questions: [
    ["p w", "White: king e1; queen h5; rook a1, h1; bishop c1, c4; knight b1, g1; pawn a2, b2, c2, d2, e4, f2, g2, h2"],
    ["p b", "Black: king e8; queen d8; rook a8, h8; bishop c8, f8; knight c6, f6; pawn a7, b7, c7, d7, e5, f7, g7, h7"],
    ["s f7", "f7: pawn (Black)"],
    ["s e3", "e3: empty"],
    ["l", "3. Black: knight f6"],
    ["h", /^Type a move \(e4, Nf3, O-O\) or a command: p w or p b/],
  ],
  clocks: /^Alma: .+; Bert: .+$/,
  lastMove: "4. White: queen takes f7, checkmate",
  shown: ["Shown: 3. Black: knight f6", "Shown: the starting position", "Shown: 4. White: queen takes f7, checkmate"],
  offers: ["Your opponent offers a draw.", "You offered a draw."],
  ends: ["You won: checkmate", "You lost: checkmate"],
};

const GERMAN = {
  locale: "de-DE",
  code: "de",
  players: ["Dora", "Emil"],
  setting: "Barrierefreier Modus für Screenreader",
  said: ["Bauer e4", "Bauer e5", "Läufer c4", "Springer c6", "Dame h5", "Springer f6", "Dame schlägt f7, Schachmatt"],
  questions: [
    ["p w", "Weiß: König e1; Dame h5; Turm a1, h1; Läufer c1, c4; Springer b1, g1; Bauer a2, b2, c2, d2, e4, f2, g2, h2"],
    ["p s", "Schwarz: König e8; Dame d8; Turm a8, h8; Läufer c8, f8; Springer c6, f6; Bauer a7, b7, c7, d7, e5, f7, g7, h7"],
    ["s f7", "f7: Bauer (Schwarz)"],
    ["s e3", "e3: leer"],
    ["l", "3. Schwarz: Springer f6"],
    ["h", /^Gib einen Zug ein \(e4, Nf3, O-O\) oder einen Befehl: p w oder p s/],
  ],
  clocks: /^Dora: .+; Emil: .+$/,
  lastMove: "4. Weiß: Dame schlägt f7, Schachmatt",
  shown: ["Angezeigt: 3. Schwarz: Springer f6", "Angezeigt: die Anfangsstellung",
    "Angezeigt: 4. Weiß: Dame schlägt f7, Schachmatt"],
  offers: ["Dein Gegner bietet Remis an.", "Du hast Remis angeboten."],
  ends: ["Du hast gewonnen: Schachmatt", "Du hast verloren: Schachmatt"],
};

/** A member logged in in `language`, who turns the accessible mode on in
 * the board settings with the keyboard. */
async function accessibleMember(name, language) {
  const member = site.member(name);
  const page = await logIn(browser, site, name, undefined, { locale: language.locale });
  // The member's language (English for a new account) wins over the
  // browser's: they choose theirs in the header.
  await page.selectOption("#language-picker", language.code);
  await page.locator("form.language button[type=submit]").click();
  await page.waitForLoadState("load");
  await page.goto(`${site.base}/settings/board`);
  await page.getByLabel(language.setting).focus();
  await page.keyboard.press("Space");
  await page.locator("form.stack button[type=submit]").focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/notice=board-settings-saved/);
  return { member, page };
}

/** The game page, focus in its command box through the skip links (the
 * second stop of the page) as a keyboard user reaches it. */
async function openGame(page, id) {
  await page.goto(`${site.base}/${id}`);
  await page.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.id), "command");
}

/** Types `text` in the focused box and presses Enter. */
async function type(page, text) {
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** Waits until the live region says `line` (a string, or a pattern). */
async function hears(page, line) {
  const wanted = typeof line === "string" ? { text: line } : { source: line.source };
  await page.waitForFunction((wanted) => [...document.querySelectorAll("#announcements p")].some((p) =>
    wanted.text !== undefined ? p.textContent === wanted.text : new RegExp(wanted.source).test(p.textContent)), wanted,
  { timeout: 10000 }).catch(async () => {
    const said = await page.locator("#announcements").innerText();
    throw new Error(`the live region never said ${line}; it says:\n${said}`);
  });
}

/** The newest line of the live region. */
const lastLine = (page) => page.locator("#announcements p").last().textContent();

async function playToMate(language) {
  const [white, black] = language.players;
  const players = [await accessibleMember(white, language), await accessibleMember(black, language)];
  const pages = players.map((player) => player.page);
  // The challenge comes through the API; everything after it is typed.
  const challenge = await site.api(players[0].member, "POST", `/api/challenge/${black}`, { days: "3", color: "white" });
  await site.api(players[1].member, "POST", `/api/challenge/${challenge.id}/accept`);
  for (const page of pages) await openGame(page, challenge.id);
  // The drawn board is out of the accessibility tree.
  assert.equal(await pages[0].locator("#board").getAttribute("aria-hidden"), "true");

  for (const [ply, san] of SCHOLAR.entries()) {
    const mover = pages[ply % 2];
    await type(mover, san);
    const line = `${language.players[ply % 2]}: ${language.said[ply]}`;
    // Each move is said on both pages: the mover's own and the opponent's.
    for (const page of pages) await hears(page, line);
    assert.equal(await mover.evaluate(() => document.activeElement.id), "command", "focus stays in the box");
    // The box is emptied for the next move once the server has answered
    // (its answer and the move's state come in either order).
    await mover.waitForFunction(() => document.getElementById("command").value === "");

    if (ply === 5) {
      // Before the mate, White asks about the position.
      for (const [command, answer] of language.questions) {
        await type(pages[0], command);
        await hears(pages[0], answer);
        assert.equal(await pages[0].locator("#command").inputValue(), "");
      }
      await type(pages[0], "t");
      await hears(pages[0], language.clocks);
      const bars = await pages[0].evaluate(() => ["white", "black"].map((color) => {
        const bar = document.querySelector(`.player-bar[data-color=${color}]`);
        return `${bar.querySelector(".player-name").textContent}: ${bar.querySelector(".clock-time").textContent.trim()}`;
      }).join("; "));
      assert.equal(await lastLine(pages[0]), bars, "the clocks as the bars show them");
      // A command is not a move: nothing was sent.
      assert.equal(await pages[0].locator("#game").getAttribute("data-ply"), "6");
      // An offer in the panel is said too, on both sides.
      await site.api(players[1].member, "POST", `/api/board/game/${challenge.id}/draw/yes`);
      await hears(pages[0], language.offers[0]);
      await hears(pages[1], language.offers[1]);
    }
  }
  await hears(pages[0], language.ends[0]);
  await hears(pages[1], language.ends[1]);
  await type(pages[1], "l");
  await hears(pages[1], language.lastMove);

  // The record is read as numbered moves with their colours.
  assert.equal(await pages[1].locator("#moves button").count(), 7);
  assert.equal(await pages[1].getByRole("button", { name: language.lastMove, exact: true }).count(), 1);
  // The replay, from the record's one tab stop, says which move is shown.
  const reader = pages[1];
  for (let i = 0; i < 40 && !(await reader.evaluate(() => document.activeElement.matches("button.san"))); i++) {
    await reader.keyboard.press("Tab");
  }
  await reader.keyboard.press("ArrowLeft");
  await hears(reader, language.shown[0]);
  await reader.keyboard.press("Home");
  await hears(reader, language.shown[1]);
  await reader.keyboard.press("End");
  await hears(reader, language.shown[2]);
  return pages;
}

test("a game played to mate in the accessible mode with the keyboard alone, every move announced", async () => {
  const [white] = await playToMate(ENGLISH);
  await white.screenshot({ path: `${artifacts}/accessible-mode.png`, fullPage: true });
  assert.deepEqual(await axeViolations(white), [], "the accessible mode's page passes axe");
  await white.emulateMedia({ colorScheme: "dark" });
  assert.deepEqual(await axeViolations(white), [], "and in the dark theme");
});

test("the same in German: the moves, the answers and the replay in German", async () => {
  await playToMate(GERMAN);
});
