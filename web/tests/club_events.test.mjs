// A club event's round over the board in a real browser (the club events
// issue): the director starts an Octo's round, the round's pairings print
// on one page (the print stylesheet hides the site around them), and
// White reports a result through the event page's form. Screenshots and
// the PDF are saved as test artifacts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { logIn, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

const loggedIn = (name) => logIn(browser, site, name);

test("an Octo's pairings print on one page and White reports through the page", async () => {
  const names = ["Nadia", "Oscar", "Pilar", "Quinn", "Rosa", "Sven", "Tara", "Umar"];
  const members = names.map((name) => site.member(name));
  const [nadia] = members;
  const club = await site.api(nadia, "POST", "/api/clubs", { name: "Castle Club", description: "Wednesdays" });
  for (const member of members.slice(1)) {
    await site.api(nadia, "POST", `/api/clubs/${club.id}/members`, { username: member.name });
  }
  const octo = await site.api(nadia, "POST", `/api/clubs/${club.id}/events`, {
    name: "Winter Octo", format: "octo", announcement: "Wednesdays 9, 16 and 23 December, Room 4, 19:30.",
  });
  for (const member of members) {
    await site.api(member, "POST", `/api/clubs/${club.id}/events/${octo.id}/enter`);
  }

  // The director starts round 1 from the event page, answering the question.
  const director = await loggedIn("Nadia");
  const eventPath = `/clubs/${club.id}/events/${octo.id}`;
  await director.goto(site.base + eventPath);
  await director.getByText("Start round 1").first().click();
  await director.locator("details.confirm[open] button[type=submit]").click();
  await director.waitForURL(/done=round/);
  await assert.doesNotReject(director.getByText("The round is paired").waitFor());

  // The printable pairings: four boards, nothing of the site around them.
  await director.goto(`${site.base}${eventPath}/rounds/1`);
  assert.equal(await director.locator("table.print-sheet tbody tr").count(), 4);
  await director.emulateMedia({ media: "print" });
  assert.equal(await director.locator("header.site").isVisible(), false);
  assert.equal(await director.locator("table.print-sheet").isVisible(), true);
  // Every cell has black borders on paper, the Result column's too (issue
  // 49: the column's own rule gave it a pale bottom border and no other).
  const borders = await director.locator("table.print-sheet td").evaluateAll((cells) => [...new Set(cells.map((cell) => {
    const style = getComputedStyle(cell);
    return ["Top", "Right", "Bottom", "Left"].map((side) => `${style[`border${side}Width`]} ${style[`border${side}Style`]} ${style[`border${side}Color`]}`).join(", ");
  }))]);
  assert.deepEqual(borders, [Array(4).fill("1px solid rgb(0, 0, 0)").join(", ")]);
  await director.screenshot({ path: `${artifacts}/club-pairings-print.png`, fullPage: true });
  const pdf = await director.pdf({ format: "A4" });
  writeFileSync(`${artifacts}/club-pairings.pdf`, pdf);
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  assert.equal(pages, 1, "the pairings print on one page");
  await director.emulateMedia({ media: "screen" });

  // A White who is not the director reports a win through the event page
  // (a director's own report stands confirmed; the pairing is drawn anew
  // each run).
  const event = await site.api(nadia, "GET", `/api/clubs/${club.id}/events/${octo.id}`);
  const index = event.pairings[0].boards.findIndex((b) => b.white !== "Nadia");
  const board = event.pairings[0].boards[index];
  const white = await loggedIn(board.white);
  await white.goto(site.base + eventPath);
  const form = white.locator(`form[action$="/boards/${board.id}/report"]`);
  await form.locator("select[name=result]").selectOption("1-0");
  await form.locator("button[type=submit]").click();
  await white.waitForURL(/done=result/);
  await assert.doesNotReject(white.getByText("The result is recorded.").waitFor());
  const after = await site.api(nadia, "GET", `/api/clubs/${club.id}/events/${octo.id}`);
  assert.equal(after.pairings[0].boards[index].result, "1-0");
  assert.equal(after.pairings[0].boards[index].status, "reported");
  await white.screenshot({ path: `${artifacts}/club-event.png`, fullPage: true });
});
