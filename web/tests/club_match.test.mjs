// A match between clubs in a real browser (issue 52, docs/clubs.md
// "Matches between clubs"): a director invites another club from the
// matches page, a director of that club accepts on the match's page,
// members join from their club's page, the match starts (the server's
// jobs run every second), and a move on board 1 shows in the boards table
// of a page opened before it, without reloading. Screenshots of the match
// in progress and of a club's record are saved as test artifacts. Over
// the board, a result reported by one club shows on the other player's
// open page, who confirms it there; the page and the printable board list
// pass axe.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./axe.mjs";
import { launchBrowser, logIn, startServer } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

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

/** A club `name` founded by the first of `members`, the others added. */
async function club(name, members) {
  const founded = await site.api(members[0], "POST", "/api/clubs", { name, description: "Thursdays" });
  for (const member of members.slice(1)) {
    await site.api(members[0], "POST", `/api/clubs/${founded.id}/members`, { username: member.name });
  }
  return founded.id;
}

/** `YYYY-MM-DDTHH:MM` in UTC, `ms` from now. */
function utcIn(ms) {
  return new Date(Date.now() + ms).toISOString().slice(0, 16);
}

async function until(what, check) {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited in vain for ${what}`);
}

test("a director invites, the other accepts, members join from the club page, and a move shows on the match page", async () => {
  const [anya, carla, boris, dmitri] = ["Anya", "Carla", "Boris", "Dmitri"].map((name) => site.member(name));
  const rooks = await club("Rooks", [anya, carla]);
  const knights = await club("Knights", [boris, dmitri]);

  // Anya invites the Knights from her club's matches page.
  const inviter = await logIn(browser, site, "Anya");
  await inviter.goto(`${site.base}/clubs/${rooks}/matches`);
  await inviter.getByLabel("The invited club's number").fill(String(knights));
  await inviter.getByLabel("Kind").selectOption("correspondence");
  await inviter.getByLabel("Time control").fill("3d/move");
  await inviter.getByLabel("Start (registration closes)").fill(utcIn(2 * 3600_000));
  await inviter.getByLabel("Description").fill("A friendly before the holidays");
  await inviter.getByRole("button", { name: "Send the invitation" }).click();
  await inviter.waitForURL(/done=invited/);
  const id = new URL(inviter.url()).pathname.split("/").pop();
  await assert.doesNotReject(inviter.getByText("Invitation waiting for an answer").first().waitFor());

  // Boris answers on the match's page, as the Knights see it.
  const answerer = await logIn(browser, site, "Boris");
  await answerer.goto(`${site.base}/clubs/${knights}/matches/${id}`);
  await answerer.getByRole("button", { name: "Accept" }).click();
  await answerer.waitForURL(/done=accepted/);

  // Members join from their club's page: its matches list leads to the
  // match, whose button puts them on the roster.
  for (const [name, clubId] of [["Carla", rooks], ["Dmitri", knights]]) {
    const member = await logIn(browser, site, name);
    await member.goto(`${site.base}/clubs/${clubId}`);
    await member.locator("#club-matches a", { hasText: "Rooks" }).first().click();
    await member.getByRole("button", { name: "Join the roster" }).click();
    await member.waitForURL(/done=joined/);
    await member.close();
  }
  await site.api(anya, "POST", `/api/clubs/${rooks}/matches/${id}/join`);
  await site.api(boris, "POST", `/api/clubs/${knights}/matches/${id}/join`);

  // The start, brought forward: the jobs start the match within a second.
  site.sql(`UPDATE club_matches SET starts_at = ${Date.now() - 1000} WHERE id = '${id}'`);
  const started = await until("the start", async () => {
    const match = await site.api(anya, "GET", `/api/clubs/${rooks}/matches/${id}`);
    return match.status === "in_progress" ? match : null;
  });
  assert.equal(started.boards, 2);
  assert.equal(started.games.length, 4);

  // A page opened before the move shows it without reloading.
  const watcher = await logIn(browser, site, "Carla");
  await watcher.goto(`${site.base}/clubs/${rooks}/matches/${id}`);
  const firstGame = watcher.locator(`#match-boards a[href="/${started.games[0].id}"]`);
  await assert.doesNotReject(firstGame.filter({ hasText: "White to move, move 1" }).waitFor());
  const white = [anya, carla, boris, dmitri].find((m) => m.name === started.games[0].white);
  await site.api(white, "POST", `/api/board/game/${started.games[0].id}/move/e2e4`);
  await assert.doesNotReject(firstGame.filter({ hasText: "Black to move, move 1" }).waitFor({ timeout: 10_000 }));
  await watcher.screenshot({ path: `${artifacts}/club-match.png`, fullPage: true });

  // On a phone the match's page keeps to the screen's width.
  const phone = await logIn(browser, site, "Dmitri", { width: 390, height: 844 });
  await phone.goto(`${site.base}/clubs/${knights}/matches/${id}`);
  await phone.locator("#match-boards").waitFor();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the match's page is ${width} wide on a phone`);
  await phone.screenshot({ path: `${artifacts}/club-match-phone.png`, fullPage: true });
  await phone.close();

  // Every game resigned by the Knights: the match ends, and the Rooks'
  // record says so.
  for (const game of started.games) {
    const loser = [boris, dmitri].find((m) => m.name === game.white || m.name === game.black);
    await site.api(loser, "POST", `/api/board/game/${game.id}/resign`);
  }
  await until("the end", async () => {
    const match = await site.api(anya, "GET", `/api/clubs/${rooks}/matches/${id}`);
    return match.status === "finished";
  });
  await watcher.goto(`${site.base}/clubs/${rooks}/matches`);
  const record = watcher.locator("table.record tbody tr");
  assert.equal(await record.count(), 1);
  assert.match(await record.first().innerText(), /Knights\s+1\s+0\s+0\s+4\s+–\s+0/);
  await watcher.screenshot({ path: `${artifacts}/club-record.png`, fullPage: true });
});

test("over the board, a result reported by one club shows on the other's open page, which confirms it", async () => {
  const [olga, oskar, elena, emil] = ["Olga", "Oskar", "Elena", "Emil"].map((name) => site.member(name));
  const oaks = await club("Oaks", [olga, oskar]);
  const elms = await club("Elms", [elena, emil]);
  const invited = await site.api(olga, "POST", `/api/clubs/${oaks}/matches`, {
    club: String(elms), kind: "over_the_board", timeControl: "G/30", startsAt: String(Date.now() + 2 * 3600_000),
  });
  const id = invited.id;
  await site.api(elena, "POST", `/api/clubs/${elms}/matches/${id}/accept`);
  for (const [member, clubId] of [[olga, oaks], [oskar, oaks], [elena, elms], [emil, elms]]) {
    await site.api(member, "POST", `/api/clubs/${clubId}/matches/${id}/join`);
  }
  site.sql(`UPDATE club_matches SET starts_at = ${Date.now() - 1000} WHERE id = '${id}'`);
  const started = await until("the start", async () => {
    const match = await site.api(olga, "GET", `/api/clubs/${oaks}/matches/${id}`);
    return match.status === "in_progress" ? match : null;
  });
  assert.equal(started.boardResults.length, 2);
  const board = started.boardResults[0];
  const byName = (name) => [olga, oskar, elena, emil].find((m) => m.name === name);

  // Black's page is open when White reports: the result shows there,
  // waiting for Black's confirmation, without reloading.
  const black = await logIn(browser, site, board.black);
  const blackClub = board.whiteSide === "inviting" ? elms : oaks;
  await black.goto(`${site.base}/clubs/${blackClub}/matches/${id}`);
  const row = black.locator("#match-boards tbody tr").first();
  await assert.doesNotReject(row.filter({ hasText: "Not reported" }).waitFor());
  await site.api(byName(board.white), "POST", `/api/clubs/${oaks}/matches/${id}/boards/1/report`, { result: "1-0" });
  await assert.doesNotReject(row.filter({ hasText: "to confirm" }).waitFor({ timeout: 10_000 }));
  assert.deepEqual(await axeViolations(black), []);
  await black.screenshot({ path: `${artifacts}/club-match-over-the-board.png`, fullPage: true });
  await row.getByRole("button", { name: "Confirm" }).click();
  await black.waitForURL(/done=confirmed/);
  assert.match(await black.locator("#match-boards tbody tr").first().innerText(), /1-0/);
  assert.doesNotMatch(await black.locator("#match-boards tbody tr").first().innerText(), /to confirm/);

  // The printable board list names both boards' players and the clock.
  await black.goto(`${site.base}/clubs/${blackClub}/matches/${id}/boards`);
  const sheet = await black.locator("table.print-sheet").innerText();
  for (const b of started.boardResults) {
    assert.ok(sheet.includes(b.white) && sheet.includes(b.black), sheet);
  }
  assert.match(sheet, /G\/30/);
  assert.deepEqual(await axeViolations(black), []);
  await black.close();
});
