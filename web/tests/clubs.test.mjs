// A club's ladder in a real browser (clubs-and-ladder.md): the pyramid
// page shows each player's index card in its rung; White reports a result
// through the page's form and the ladder changes; a phone shows the same
// cards. Screenshots are saved as test artifacts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { logIn, withSite } from "./harness.mjs";

const artifacts = process.env.ARTIFACTS ?? "../target/browser-artifacts";
mkdirSync(artifacts, { recursive: true });

let site;
let browser;
withSite((started) => ({ site, browser } = started));

const loggedIn = (name, viewport) => logIn(browser, site, name, viewport);

/** The usernames of the pyramid's cards, rung by rung. */
async function rungs(page) {
  return page.locator(".pyramid .rung").evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll(".index-card")].map((card) => card.dataset.username)));
}

test("the pyramid shows the cards; White reports a result and the ladder changes", async () => {
  const names = ["Greta", "Hugo", "Iris", "Jonas", "Kira", "Liam", "Mona"];
  const members = names.map((name) => site.member(name));
  const [greta] = members;
  const club = await site.api(greta, "POST", "/api/clubs", { name: "Chess by the River", description: "Thursdays, 7 pm" });
  for (const member of members.slice(1)) {
    await site.api(greta, "POST", `/api/clubs/${club.id}/members`, { username: member.name });
  }

  const mona = await loggedIn("Mona");
  await mona.goto(`${site.base}/clubs/${club.id}`);
  assert.deepEqual(await rungs(mona), [["Greta"], ["Hugo", "Iris"], ["Jonas", "Kira", "Liam"], ["Mona"]]);
  const card = mona.locator('.index-card[data-username="Iris"]');
  await assert.doesNotReject(card.getByText("B · rank 3").waitFor());
  await assert.doesNotReject(card.getByText("Rating 1200").waitFor());
  await mona.screenshot({ path: `${artifacts}/club-ladder-before.png`, fullPage: true });

  // Mona (7) reports beating Iris (3) with White: half-way, to rank 5.
  await mona.selectOption("form.report select[name=black]", "Iris");
  await mona.selectOption("form.report select[name=result]", "1-0");
  await mona.selectOption("form.report select[name=timeControl]", "G/15");
  await mona.click("form.report button[type=submit]");
  await mona.waitForURL(/done=reported/);
  await assert.doesNotReject(mona.getByText("The result was recorded and the ladder updated.").waitFor());
  assert.deepEqual(await rungs(mona), [["Greta"], ["Hugo", "Iris"], ["Jonas", "Mona", "Kira"], ["Liam"]]);
  await assert.doesNotReject(mona.locator('.index-card[data-username="Mona"]').getByText("Rating 1275").waitFor());
  await mona.screenshot({ path: `${artifacts}/club-ladder-after.png`, fullPage: true });

  // Iris, Black, sees the game with her answers; on a phone the cards wrap.
  const iris = await loggedIn("Iris", { width: 360, height: 740 });
  await iris.goto(`${site.base}/clubs/${club.id}`);
  const line = iris.locator("ul.club-games li").first();
  await assert.doesNotReject(line.getByRole("button", { name: "Confirm" }).waitFor());
  await assert.doesNotReject(line.getByRole("button", { name: "Dispute" }).waitFor());
  const width = await iris.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page fits a phone (${width} px)`);
  await iris.screenshot({ path: `${artifacts}/club-ladder-phone.png`, fullPage: true });
});
