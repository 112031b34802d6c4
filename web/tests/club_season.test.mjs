// A club's season played through the pages in a real browser (issue 32):
// the director announces an SLQ, a Quad and an Octo on the events page,
// the players enter, the director starts each round, the round's pairings
// print, White reports each result on the event's page and Black confirms
// it (once disputes it, the director is told and corrects it from the
// recorded result), and each event ends: the SLQ places the ladder, the
// awards page gives the season's awards. The Octo's TRF export is read
// back against its pairings and standings. What only a browser shows is
// checked here too: a phone's event page keeps each board's forms whole,
// the ladder card's G/N choice shows its text, and a ladder challenge
// sent from the pyramid says it was sent.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { logIn, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** Whether the selected option's text fits inside `select` as drawn. */
function textFits(select) {
  return select.evaluate((el) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(el.options[el.selectedIndex].text).width;
    const room = el.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 14;
    return text <= room;
  });
}

/** The TRF report's players and rounds (FIDE TRF-16 fixed columns). */
function readTrf(text) {
  const players = text.split("\n").filter((line) => line.startsWith("001")).map((line) => {
    const rounds = [];
    for (let at = 89; at + 9 < line.length; at += 10) {
      rounds.push({ opponent: Number(line.slice(at + 2, at + 6)), color: line[at + 7], result: line[at + 9] });
    }
    return {
      number: Number(line.slice(4, 8)),
      name: line.slice(14, 47).trim(),
      points: line.slice(80, 84).trim(),
      rank: Number(line.slice(85, 89)),
      rounds,
    };
  });
  return { players, rounds: Number(text.match(/^XXR (\d+)/m)[1]) };
}

test("an SLQ, a Quad and an Octo are played through the pages, from the announcement to the awards", async () => {
  const names = ["Wanda", "Xavi", "Yara", "Zeno", "Abel"];
  const members = Object.fromEntries(names.map((name) => [name, site.member(name)]));
  const { Wanda: wanda } = members;
  const club = await site.api(wanda, "POST", "/api/clubs", { name: "Harbour Chess Club", description: "Mondays, room 429" });
  for (const name of names.slice(1)) {
    await site.api(wanda, "POST", `/api/clubs/${club.id}/members`, { username: name });
  }
  const pages = {};
  for (const name of names) pages[name] = await logIn(browser, site, name);
  const director = pages.Wanda;
  const shown = (id) => site.api(wanda, "GET", `/api/clubs/${club.id}/events/${id}`);

  async function announce({ name, format, rounds, announcement }) {
    await director.goto(`${site.base}/clubs/${club.id}/events`);
    const form = director.locator(`form[action="/clubs/${club.id}/events"]`);
    await form.locator("input[name=name]").fill(name);
    await form.locator("select[name=format]").selectOption(format);
    if (rounds) await form.locator("input[name=rounds]").fill(String(rounds));
    await form.locator("textarea[name=announcement]").fill(announcement);
    await form.locator("button[type=submit]").click();
    await director.waitForURL(/done=created/);
    await assert.doesNotReject(director.getByText(announcement).waitFor());
    return new URL(director.url()).pathname;
  }

  async function enter(path, players) {
    for (const name of players) {
      const page = pages[name];
      await page.goto(site.base + path);
      await page.locator(`form.inline[action="${path}/enter"] button`).click();
      await page.waitForURL(/done=entered/);
    }
  }

  async function startRound(path, round) {
    await director.goto(site.base + path);
    await director.locator("summary", { hasText: `Start round ${round}` }).click();
    await director.locator(`details.confirm[open] form[action="${path}/rounds"] button`).click();
    await director.waitForURL(/done=round/);
    const id = Number(path.split("/").pop());
    const boards = (await shown(id)).pairings[round - 1].boards;
    if (round > 1) return boards;
    // The first round's pairings print on their page: a line a board.
    await director.goto(`${site.base}${path}/rounds/${round}`);
    const lines = await director.locator("table.print-sheet tbody tr").evaluateAll((rows) =>
      rows.map((row) => [...row.cells].slice(1, 3).map((cell) => cell.textContent)));
    assert.deepEqual(lines.map((line) => line[0]), boards.map((board) => board.white));
    return boards;
  }

  /** White reports each game of the round on the event's page; Black
   * confirms the first (a report counts at once; the director's own
   * stands confirmed), or disputes it when `dispute`. */
  async function playRound(path, boards, result, dispute) {
    const games = boards.filter((b) => b.kind === "game");
    // The board Black answers: one without the director, if any.
    const answered = games.find((b) => b.white !== "Wanda" && b.black !== "Wanda")
      ?? games.find((b) => b.white !== "Wanda");
    for (const board of games) {
      const white = pages[board.white];
      await white.goto(site.base + path);
      const form = white.locator(`form[action$="/boards/${board.id}/report"]`);
      await form.locator("select[name=result]").selectOption(result(board));
      await form.locator("button[type=submit]").click();
      await white.waitForURL(/done=result/);
      if (board !== answered) continue;
      const black = pages[board.black];
      await black.goto(site.base + path);
      if (dispute) {
        await black.locator(`form[action$="/boards/${board.id}/dispute"] button`).click();
        await black.waitForURL(/done=disputed/);
        // The director is told (the header's count) and corrects it from
        // the recorded result.
        await director.goto(`${site.base}/clubs`);
        await assert.doesNotReject(director.locator("#count-club-results:not([hidden])").waitFor());
        await assert.doesNotReject(director.getByText("disputed by Black").waitFor());
        await director.goto(site.base + path);
        const correct = director.locator(`form[action$="/boards/${board.id}/correct"]`);
        assert.equal(await correct.locator("select").inputValue(), result(board));
        await correct.locator("select").selectOption("0-1");
        await correct.locator("button").click();
        await director.waitForURL(/done=corrected/);
        continue;
      }
      await black.locator(`form[action$="/boards/${board.id}/confirm"] button`).click();
      await black.waitForURL(/done=confirmed/);
      await assert.doesNotReject(black.getByText("You confirmed the result.").waitFor());
    }
  }

  async function play(path, rounds, result, dispute = false) {
    for (let round = 1; round <= rounds; round++) {
      const boards = await startRound(path, round);
      await playRound(path, boards, result, dispute && round === 1);
    }
    await director.goto(site.base + path);
    await assert.doesNotReject(director.getByText(`round ${rounds} of ${rounds}`).waitFor());
    return Number(path.split("/").pop());
  }

  // The SLQ: four play two rounds (at G/5, rated with the G/30 table);
  // Abel does not play and stays new, at the bottom.
  const slqPath = await announce({
    name: "Swiss Ladder Qualifier", format: "slq-6", rounds: 2,
    announcement: "First meeting, room 429. Registration 2:45 PM, rounds 3:00 and 3:10. Everyone starts at 1200.",
  });
  await assert.doesNotReject(director.getByText("2 rounds", { exact: false }).first().waitFor());
  assert.equal(await director.getByText("round 0 of").count(), 0);
  await enter(slqPath, ["Wanda", "Xavi", "Yara", "Zeno"]);
  const slq = await play(slqPath, 2, () => "1-0");
  const slqEvent = await shown(slq);
  assert.equal(slqEvent.status, "finished");
  assert.equal(slqEvent.timeControl, "G/5");
  let ladder = (await site.api(wanda, "GET", `/api/clubs/${club.id}/ladder`)).ladder;
  assert.equal(ladder.at(-1).username, "Abel");
  const byRating = ladder.slice(0, 4).map((card) => card.rating);
  assert.deepEqual(byRating, [...byRating].sort((a, b) => b - a), "placed by club rating");
  await director.goto(`${site.base}/clubs/${club.id}`);
  await assert.doesNotReject(director.locator('.index-card[data-username="Abel"] .mark', { hasText: "New" }).waitFor());
  assert.equal(await director.locator('.index-card[data-username="Xavi"] .mark', { hasText: "New" }).count(), 0);

  // The Quad: the four of the SLQ, three rounds in one meeting; one
  // result is disputed and corrected.
  const quadPath = await announce({
    name: "December Quads", format: "quad", announcement: "Second meeting: three rounds at G/10.",
  });
  await enter(quadPath, ["Wanda", "Xavi", "Yara", "Zeno"]);
  const quad = await play(quadPath, 3, () => "1/2-1/2", true);
  assert.equal((await shown(quad)).status, "finished");

  // The Octo: five, three rounds (a bye each round).
  const octoPath = await announce({
    name: "Winter Octo", format: "octo", announcement: "Three Mondays, a round each, G/30.",
  });
  await enter(octoPath, names);
  const octo = await play(octoPath, 3, (board) => (board.white < board.black ? "1-0" : "0-1"));
  const octoEvent = await shown(octo);
  assert.equal(octoEvent.status, "finished");

  // The Octo's TRF read back: its pairings and its standings.
  const trf = readTrf(await (await fetch(`${site.base}/api${octoPath}/export/trf`)).text());
  assert.equal(trf.rounds, 3);
  assert.equal(trf.players.length, 5);
  const number = Object.fromEntries(trf.players.map((p) => [p.name, p.number]));
  for (const [index, round] of octoEvent.pairings.entries()) {
    for (const board of round.boards.filter((b) => b.kind === "game")) {
      const white = trf.players.find((p) => p.name === board.white);
      assert.equal(white.rounds[index].opponent, number[board.black], `round ${index + 1}`);
      assert.equal(white.rounds[index].color, "w");
      assert.equal(white.rounds[index].result, { "1-0": "1", "0-1": "0", "1/2-1/2": "=" }[board.result]);
    }
  }
  await director.goto(site.base + octoPath);
  const standings = director.locator("section.card").filter({ has: director.locator("h2", { hasText: /^Standings$/ }) });
  const table = await standings.locator("table.crosstable tbody tr")
    .evaluateAll((rows) => rows.map((row) => ({ rank: Number(row.cells[0].textContent), name: row.cells[1].textContent, points: row.cells[2].textContent })));
  for (const line of table) {
    const read = trf.players.find((p) => p.name === line.name);
    assert.deepEqual([read.rank, Number(read.points)], [line.rank, Number(line.points)], line.name);
  }
  // The legend under the crosstable starts below the table's last rule.
  const rule = await standings.locator("table.crosstable").boundingBox();
  const legend = await standings.locator("p.hint").boundingBox();
  assert.ok(legend.y >= rule.y + rule.height, `the legend (${legend.y}) is below the table (${rule.y + rule.height})`);
  await director.screenshot({ path: `${artifacts}/club-octo-finished.png`, fullPage: true });

  // The awards: the top three of the ladder, the most games played
  // counting every rated club game of the season.
  ladder = (await site.api(wanda, "GET", `/api/clubs/${club.id}/ladder`)).ladder;
  await director.goto(`${site.base}/clubs/${club.id}/awards`);
  const trophies = await director.locator("section.awards ol").first().locator("li").allTextContents();
  assert.deepEqual(trophies, ladder.slice(0, 3).map((card) => card.username));
  const most = Math.max(...ladder.map((card) => card.ratedGames));
  assert.ok(most >= 7, `the SLQ's, the Quad's and the Octo's games count (${most})`);
  await assert.doesNotReject(director.getByText(`Most games played (${most})`).waitFor());
  const gained = Math.max(...ladder.map((card) => card.ranksEarned));
  assert.equal(await director.getByText("Most ranks gained").count(), gained > 0 ? 1 : 0);
  await director.screenshot({ path: `${artifacts}/club-awards.png`, fullPage: true });

  // On a phone the event page keeps each board's correction whole: its
  // choice shows its words and its button fits the screen.
  const phone = await logIn(browser, site, "Wanda", { width: 375, height: 800 });
  await phone.goto(site.base + quadPath);
  const correct = phone.locator("form.correct").first();
  assert.equal(await correct.locator("select").inputValue(), "1/2-1/2");
  assert.ok(await textFits(correct.locator("select")), "the choice shows its words");
  for (const part of [correct.locator("select"), correct.locator("button")]) {
    const box = await part.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375, `inside the screen: ${JSON.stringify(box)}`);
  }
  const clipped = await correct.locator("button").evaluate((button) => button.scrollWidth > button.clientWidth);
  assert.equal(clipped, false, "the button's label is whole");
  await phone.screenshot({ path: `${artifacts}/club-event-phone.png`, fullPage: true });

  // Abel challenges the player above him from that player's card: the G/N
  // choice shows its text, and the challenges page says it was sent.
  const abel = pages.Abel;
  await abel.goto(`${site.base}/clubs/${club.id}`);
  const at = ladder.findIndex((card) => card.username === "Abel");
  assert.ok(at > 0, "Abel has someone above him");
  const above = ladder[at - 1].username;
  const challenge = abel.locator(`.index-card[data-username="${above}"] form.challenge`);
  await challenge.locator("select").selectOption("G/15");
  assert.ok(await textFits(challenge.locator("select")), "the G/N choice shows G/15");
  await challenge.locator("button").click();
  await abel.waitForURL(/notice=club-challenge-sent/);
  await assert.doesNotReject(abel.getByText("Your ladder challenge was sent").waitFor());
  const sent = abel.locator(".challenge").first();
  await assert.doesNotReject(sent.getByText("club ladder game").waitFor());
  const rating = ladder[at - 1].rating;
  await assert.doesNotReject(sent.getByText(`club rating ${rating}`).waitFor());
  assert.equal(await sent.locator(".gems").count(), 0);
});
