// Every kind of page passes axe-core's WCAG 2.1 A and AA rules in
// Chromium, for a visitor, a member and an administrator, in the light
// and the dark theme (docs/web.md, "Accessibility"). axe runs inside the
// page as it is after its scripts have drawn it (the board included).
import { test } from "node:test";
import assert from "node:assert/strict";
import { axeViolations } from "./axe.mjs";
import { logIn, withSite } from "./harness.mjs";

let site;
let browser;
withSite((started) => ({ site, browser } = started));

/** axe's violations on `page` at `path`, after its scripts drew it. */
async function violations(page, path) {
  await page.goto(`${site.base}${path}`);
  await page.waitForLoadState("load");
  if (await page.locator("#board").count()) await page.locator("#board cg-board piece").first().waitFor();
  return (await axeViolations(page)).map((line) => `${path}: ${line}`);
}

/** Visits `paths` in a page of `role` in each theme; every violation found. */
async function audit(role, paths) {
  const seen = [];
  for (const colorScheme of ["light", "dark"]) {
    const page = role === "visitor"
      ? await (await browser.newContext({ locale: "en-GB", colorScheme })).newPage()
      : await logIn(browser, site, role, undefined, { colorScheme });
    for (const path of paths) {
      for (const line of await violations(page, path)) seen.push(`${colorScheme}: ${line}`);
    }
    await page.context().close();
  }
  return seen;
}

test("every page passes axe-core's WCAG 2.1 A and AA rules, in both themes, for each role", async () => {
  const ada = site.member("Ada");
  site.cli("user", "promote", "--username", "Ada");
  const bruno = site.member("Bruno");
  const names = ["Cleo", "Dario", "Elif"];
  const others = names.map((name) => site.member(name));
  // A correspondence game on Bruno's move (the move form), a live one, a
  // finished one (its analysis page too).
  const correspondence = await site.api(ada, "POST", "/api/challenge/Bruno", { days: "3", color: "white" });
  await site.api(bruno, "POST", `/api/challenge/${correspondence.id}/accept`);
  await site.api(ada, "POST", `/api/board/game/${correspondence.id}/move/e2e4`);
  const live = await site.api(ada, "POST", "/api/challenge/Bruno", { "clock.limit": "600", "clock.increment": "5" });
  await site.api(bruno, "POST", `/api/challenge/${live.id}/accept`);
  const finished = await site.api(bruno, "POST", "/api/challenge/Cleo", { days: "3", color: "white" });
  await site.api(others[0], "POST", `/api/challenge/${finished.id}/accept`);
  for (const [who, move] of [[bruno, "f2f3"], [others[0], "e7e5"], [bruno, "g2g4"], [others[0], "d8h4"]]) {
    await site.api(who, "POST", `/api/board/game/${finished.id}/move/${move}`);
  }
  // A challenge waiting for Bruno's answer.
  await site.api(others[1], "POST", "/api/challenge/Bruno", { days: "7" });
  // A club whose ladder has rungs, and an event in it.
  const club = await site.api(ada, "POST", "/api/clubs", { name: "Audit Club", description: "Tuesdays" });
  for (const name of ["Bruno", ...names]) await site.api(ada, "POST", `/api/clubs/${club.id}/members`, { username: name });
  const event = await site.api(ada, "POST", `/api/clubs/${club.id}/events`, {
    name: "Spring Quad", format: "quad", announcement: "Tuesdays in April.",
  });
  // Matches against another club: one registering (the rosters and their
  // buttons), one waiting for Ada's answer (the answer form).
  const rivals = await site.api(others[0], "POST", "/api/clubs", { name: "Audit Rivals", description: "Fridays" });
  const starts = String(Date.now() + 2 * 3_600_000);
  const registering = await site.api(ada, "POST", `/api/clubs/${club.id}/matches`, { club: String(rivals.id), startsAt: starts });
  await site.api(others[0], "POST", `/api/clubs/${rivals.id}/matches/${registering.id}/accept`);
  await site.api(ada, "POST", `/api/clubs/${club.id}/matches/${registering.id}/join`);
  const invitation = await site.api(others[0], "POST", `/api/clubs/${rivals.id}/matches`, { club: String(club.id), startsAt: starts });

  // A Swiss tournament open for entries.
  const cup = await site.api(ada, "POST", "/api/tournaments", {
    name: "Audit Cup", system: "swiss", rounds: "3", time_control: "1d/move",
    starts_at: String(Date.now() + 3_600_000), min_players: "2", max_players: "10",
  });

  const shared = ["/", "/lobby", "/leaderboard", "/players", "/tournaments", `/tournaments/${cup.id}`, "/clubs", `/clubs/${club.id}`,
    `/clubs/${club.id}/events`, `/clubs/${club.id}/events/${event.id}`, `/clubs/${club.id}/awards`,
    `/clubs/${club.id}/matches`, `/clubs/${club.id}/matches/${registering.id}`, `/clubs/${club.id}/matches/${invitation.id}`,
    `/clubs/${club.id}/players/Bruno`, "/@/Bruno", "/@/Bruno/games", `/${correspondence.id}`, `/${live.id}`,
    `/${finished.id}`, `/${finished.id}/analysis`, "/analysis", "/languages", "/privacy", "/conduct"];
  const visitor = await audit("visitor", [...shared, "/login", "/register", "/password-reset"]);
  const member = await audit("Bruno", [...shared, "/games", "/gems", "/challenges", "/settings",
    "/settings/profile", "/settings/tokens", "/settings/blocks", "/settings/notifications", "/settings/board",
    "/settings/vacation", "/settings/calendar", "/settings/delete", "/report?user=Ada"]);
  const admin = await audit("Ada", ["/admin/reports", "/admin/log", "/admin/members/Bruno", "/tournaments/new",
    `/clubs/${club.id}`, `/clubs/${club.id}/events/${event.id}`, `/${live.id}`, `/${correspondence.id}`,
    `/clubs/${club.id}/matches`, `/clubs/${club.id}/matches/${registering.id}`, `/clubs/${club.id}/matches/${invitation.id}`]);
  const found = [...visitor, ...member, ...admin];
  assert.equal(found.length, 0, `${found.length} violations:\n${found.join("\n")}`);
});

/** WCAG's contrast ratio of two colours given as [r, g, b] (0–255). */
function contrast(a, b) {
  const luminance = (rgb) => {
    const [r, g, bl] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// axe cannot see the squares under the coordinates (a background image):
// each coordinate's ink is measured against the square it stands on, in
// each of the four board colours (site.css; brown's are chessground's).
test("the board's coordinates have 4.5:1 against their squares in every board colour", async () => {
  const fay = site.member("Fay");
  const gus = site.member("Gus");
  const game = await site.api(fay, "POST", "/api/challenge/Gus", { days: "3", color: "white" });
  await site.api(gus, "POST", `/api/challenge/${game.id}/accept`);
  const page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await page.goto(`${site.base}/${game.id}`);
  await page.locator("#board cg-board piece").first().waitFor();
  const low = [];
  for (const theme of ["brown", "blue", "green", "grey"]) {
    const coords = await page.evaluate((theme) => {
      document.getElementById("game").dataset.boardTheme = theme;
      const cgBoard = document.querySelector("#board cg-board");
      const style = getComputedStyle(cgBoard);
      const squares = theme === "brown" ? { light: "#f0d9b5", dark: "#b58863" }
        : { light: style.getPropertyValue("--light").trim(), dark: style.getPropertyValue("--dark").trim() };
      const box = cgBoard.getBoundingClientRect();
      return [...document.querySelectorAll("#board coords coord")].map((coord) => {
        const at = coord.getBoundingClientRect();
        const column = Math.floor((at.left + at.width / 2 - box.left) / (box.width / 8));
        const row = Math.floor((at.top + at.height / 2 - box.top) / (box.height / 8));
        return {
          text: coord.textContent,
          ink: getComputedStyle(coord).color,
          opacity: Number(getComputedStyle(coord).opacity) * Number(getComputedStyle(coord.parentElement).opacity),
          square: (column + row) % 2 === 0 ? squares.light : squares.dark,
        };
      });
    }, theme);
    assert.equal(coords.length, 16);
    for (const { text, ink, opacity, square } of coords) {
      const hex = square.replace("#", "");
      const back = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const [r, g, b, alpha = 1] = ink.match(/[\d.]+/g).map(Number);
      const shown = [r, g, b].map((v, i) => v * alpha * opacity + back[i] * (1 - alpha * opacity));
      const ratio = contrast(shown, back);
      if (ratio < 4.5) low.push(`${theme} ${text}: ${ratio.toFixed(2)}:1 (${ink} on ${square})`);
    }
  }
  assert.deepEqual(low, []);
});

// axe does not measure focus indicators (WCAG 1.4.11): the ring around
// each element the keyboard reaches on a game page (header, skip links,
// the board's tools on the page, the record's card) is measured against
// what lies behind it, in each theme. The page is then audited at a
// phone's width, where the header folds behind the menu button.
test("the focus ring has 3:1 against what is behind it, and a phone's pages pass axe, in both themes", async () => {
  const hana = site.member("Hana");
  const ivo = site.member("Ivo");
  const game = await site.api(hana, "POST", "/api/challenge/Ivo", { days: "3", color: "white" });
  await site.api(ivo, "POST", `/api/challenge/${game.id}/accept`);
  await site.api(hana, "POST", `/api/board/game/${game.id}/move/e2e4`);
  const low = [];
  for (const colorScheme of ["light", "dark"]) {
    const context = await browser.newContext({ locale: "en-GB", colorScheme });
    const page = await context.newPage();
    await page.goto(`${site.base}/${game.id}`);
    await page.locator("#board cg-board piece").first().waitFor();
    const rings = new Set();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const focused = document.activeElement;
        // Past the last stop, focus is on the page itself for one Tab.
        if (!focused || focused === document.body) return null;
        const style = getComputedStyle(focused);
        // The ring is drawn outside the element: behind it is the nearest
        // ancestor's background.
        let behind = focused.parentElement;
        while (behind && /rgba\(.*, 0\)|transparent/.test(getComputedStyle(behind).backgroundColor)) {
          behind = behind.parentElement;
        }
        const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""} "${focused.textContent.trim().slice(0, 20)}"`;
        return { name, ring: style.outlineStyle === "none" ? null : style.outlineColor,
          behind: getComputedStyle(behind ?? document.documentElement).backgroundColor };
      });
      if (ring) rings.add(JSON.stringify(ring));
    }
    assert.ok(rings.size >= 10, "the keyboard reaches at least ten elements");
    for (const { name, ring, behind } of [...rings].map((r) => JSON.parse(r))) {
      if (!ring) {
        low.push(`${colorScheme} ${name}: no focus ring`);
        continue;
      }
      const rgb = (css) => css.match(/[\d.]+/g).slice(0, 3).map(Number);
      const ratio = contrast(rgb(ring), rgb(behind));
      if (ratio < 3) low.push(`${colorScheme} ${name}: ${ratio.toFixed(2)}:1 (${ring} on ${behind})`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/lobby", `/${game.id}`]) {
      for (const line of await violations(page, path)) low.push(`${colorScheme} phone ${line}`);
    }
    await context.close();
  }
  assert.deepEqual(low, []);
});
