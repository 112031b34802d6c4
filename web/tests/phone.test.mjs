// A phone (390×844): pages keep to the screen's width, and what a player
// must answer in time is said on the first screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { logIn, waitForPly, withSite } from "./harness.mjs";

const PHONE = { width: 390, height: 844 };

let site;
let browser;
withSite((started) => ({ site, browser } = started));

async function widthOf(page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("on a phone the gem ledger fits the screen and a request to quit shows above the board", async () => {
  const omar = site.member("Omar");
  const pia = site.member("Pia");
  const game = await site.api(omar, "POST", "/api/challenge/Pia",
    { "clock.limit": "600", "clock.increment": "5", color: "white" });
  await site.api(pia, "POST", `/api/challenge/${game.id}/accept`);
  await site.api(omar, "POST", `/api/board/game/${game.id}/move/e2e4`);
  await site.api(pia, "POST", `/api/board/game/${game.id}/move/e7e5`);

  const phone = await logIn(browser, site, "Pia", PHONE);
  await phone.goto(`${site.base}/${game.id}`);
  await waitForPly(phone, 2);
  assert.equal(await phone.locator("#status.alert").count(), 0);

  // Omar asks to quit: Pia's page says so at the top, live and on reload,
  // within the first screen, while the answer is further down.
  await site.api(omar, "POST", `/api/board/game/${game.id}/quit`);
  const status = phone.locator("#status.alert");
  await status.waitFor();
  for (const when of ["live", "after a reload"]) {
    if (when !== "live") await phone.reload();
    assert.equal(await status.innerText(), "Your opponent asks to quit: answer below the board.", when);
    const box = await status.boundingBox();
    assert.ok(box.y + box.height <= PHONE.height, `${when}: the line is at ${box.y}`);
  }
  assert.equal(await widthOf(phone), PHONE.width);

  // Declined: the quitter pays, so Omar's ledger has the game's entry.
  await phone.locator("form[action$='/action/quit-no'] button").click();
  await phone.waitForFunction(() => document.getElementById("game")?.dataset.status === "over");
  assert.equal(await phone.locator("#status.alert").count(), 0);
  const quitter = await logIn(browser, site, "Omar", PHONE);
  await quitter.goto(`${site.base}/gems`);
  assert.equal(await quitter.locator("table.ledger tbody tr").count(), 2);
  assert.equal(await widthOf(quitter), PHONE.width, "the gem ledger scrolls sideways");
  assert.match(await quitter.locator("table.ledger tbody tr").first().innerText(), /You quit\s+−30\s+70/);
});

test("on a phone the Notifications and Calendar pages fit the screen", async () => {
  site.member("Quinn");
  const phone = await logIn(browser, site, "Quinn", PHONE);
  await phone.goto(`${site.base}/settings/notifications`);
  await phone.locator("table.notifications").waitFor();
  assert.ok(await widthOf(phone) <= PHONE.width, `notifications: ${await widthOf(phone)}`);
  await phone.goto(`${site.base}/settings/calendar`);
  await phone.getByRole("button", { name: "Make my calendar address" }).click();
  await phone.locator("#calendar-url").waitFor();
  assert.ok(await widthOf(phone) <= PHONE.width, `calendar: ${await widthOf(phone)}`);
  await phone.context().close();
});

test("on a phone the analysis board fits the screen", async () => {
  site.member("Rita");
  const phone = await logIn(browser, site, "Rita", PHONE);
  const pgn = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O";
  await phone.goto(`${site.base}/analysis?setup=${encodeURIComponent(pgn)}`);
  await phone.locator('#moves button.san[data-ply="16"]').waitFor();
  assert.ok(await widthOf(phone) <= PHONE.width, `analysis: ${await widthOf(phone)}`);
  // The board takes the screen's width beside the evaluation bar.
  const board = await phone.locator("#board").boundingBox();
  assert.ok(board.width > PHONE.width * 0.8, `the board is ${board.width} wide`);
  await phone.context().close();
});

test("on a phone the your-move email choices show whole, and a correspondence game has one draw box", async () => {
  const quentin = site.member("Quentin");
  const rhea = site.member("Rhea");
  const phone = await logIn(browser, site, "Quentin", PHONE);

  // Issue 49: the choice was a select cut to "an email" at 390 px.
  await phone.goto(`${site.base}/settings/notifications`);
  for (const choice of ["an email at every move", "one email a day with every game where it is your move", "no email"]) {
    const label = phone.locator("label", { hasText: choice });
    assert.equal(await label.count(), 1, choice);
    const whole = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth + 1;
    });
    assert.ok(whole && (await label.isVisible()), choice);
  }
  assert.equal(await widthOf(phone), PHONE.width);

  // Issue 49: a correspondence game showed two "Offer a draw with this
  // move" boxes, under the board and in the move form.
  const game = await site.api(quentin, "POST", "/api/challenge/Rhea", { days: "3", color: "white" });
  await site.api(rhea, "POST", `/api/challenge/${game.id}/accept`);
  await site.api(quentin, "POST", `/api/board/game/${game.id}/move/e2e4`);
  await site.api(rhea, "POST", `/api/board/game/${game.id}/move/e7e5`);
  await phone.goto(`${site.base}/${game.id}`);
  await waitForPly(phone, 2);
  await phone.locator("#offer-draw-label:not([hidden])").waitFor();
  const boxes = await phone.locator("label", { hasText: "Offer a draw with this move" }).evaluateAll(
    (labels) => labels.filter((label) => label.checkVisibility()).length);
  assert.equal(boxes, 1);
});
