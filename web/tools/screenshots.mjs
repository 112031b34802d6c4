// Plays a few games through the lichess-compatible API, then photographs
// the main pages in headless Chromium. Usage: node screenshots.mjs BASE OUT
// with DEMO_TOKENS='{"Alice":"lip_...",...}' in the environment.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

const [base, out] = process.argv.slice(2);
const tokens = JSON.parse(process.env.DEMO_TOKENS);
mkdirSync(out, { recursive: true });

async function api(who, method, path, form) {
  const response = await fetch(base + path, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${who} ${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function game(white, black, moves, ending) {
  const challenge = await api(white, "POST", `/api/challenge/${black}`, { days: "3", color: "white", rated: "true" });
  await api(black, "POST", `/api/challenge/${challenge.id}/accept`);
  for (const [i, move] of moves.entries()) {
    await api(i % 2 === 0 ? white : black, "POST", `/api/board/game/${challenge.id}/move/${move}`);
  }
  if (ending === "draw") {
    await api(white, "POST", `/api/board/game/${challenge.id}/draw/yes`);
    await api(black, "POST", `/api/board/game/${challenge.id}/draw/yes`);
  } else if (ending === "white resigns") {
    await api(white, "POST", `/api/board/game/${challenge.id}/resign`);
  }
  return challenge.id;
}

const scholar = ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"];
const opening = ["e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"];
const finished = await game("Alice", "Bob", scholar);
await game("Carol", "Alice", opening, "white resigns");
await game("Alice", "Dmitri", opening, "draw");
await game("Elena", "Alice", opening, "white resigns");
await game("Alice", "Carol", scholar);
await game("Bob", "Elena", scholar);
await game("Dmitri", "Alice", opening, "draw");
await game("Alice", "Elena", scholar);
const live = await game("Alice", "Bob", opening.slice(0, 7));
// A live game played to a resignation after 20 plies: its page shows the
// result, the stopped clocks, both rating changes and the gems it paid.
const ruyLopez = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
  "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7"];
const liveChallenge = await api("Alice", "POST", "/api/challenge/Frank",
  { "clock.limit": "600", "clock.increment": "5", color: "white", rated: "true" });
await api("Frank", "POST", `/api/challenge/${liveChallenge.id}/accept`);
for (const [i, move] of ruyLopez.entries()) {
  await api(i % 2 === 0 ? "Alice" : "Frank", "POST", `/api/board/game/${liveChallenge.id}/move/${move}`);
}
await api("Frank", "POST", `/api/board/game/${liveChallenge.id}/resign`);
await api("Carol", "POST", "/api/challenge/Alice", { days: "7", color: "random" });
await api("Dmitri", "POST", "/api/board/seek", { days: "14", rated: "true" });
await api("Elena", "POST", "/api/board/seek", { days: "3" });

// A small Swiss, played to its end: its page shows standings and a crosstable.
const players = ["Alice", "Bob", "Carol", "Dmitri", "Elena"];
const startsAt = Date.now() + 3000;
const swiss = await api("Alice", "POST", "/api/tournaments", {
  name: "Winter Swiss", system: "swiss", rounds: "3", time_control: "3d/move", rated: "true",
  signup_opens_at: String(Date.now() - 60000), signup_closes_at: String(startsAt), starts_at: String(startsAt),
  min_players: "4", max_players: "16",
});
for (const name of players) await api(name, "POST", `/api/tournaments/${swiss.id}/join`);
const outcomes = ["white", "draw", "black"];
let tournamentGame = null;
for (let round = 1; round <= 3; round++) {
  let detail;
  for (;;) {
    detail = await api("Alice", "GET", `/api/tournaments/${swiss.id}`);
    const current = detail.rounds.find((r) => r.number === round);
    if (current) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const games = detail.rounds.find((r) => r.number === round).games;
  tournamentGame ??= games[0].id;
  for (const [i, g] of games.entries()) {
    const outcome = outcomes[(i + round) % 3];
    if (outcome === "draw") {
      await api(g.white, "POST", `/api/board/game/${g.id}/draw/yes`);
      await api(g.black, "POST", `/api/board/game/${g.id}/draw/yes`);
    } else {
      await api(outcome === "white" ? g.black : g.white, "POST", `/api/board/game/${g.id}/resign`);
    }
  }
}
for (;;) {
  const detail = await api("Alice", "GET", `/api/tournaments/${swiss.id}`);
  if (detail.status === "finished") break;
  await new Promise((resolve) => setTimeout(resolve, 300));
}

// A club of ten: its ladder drawn as a pyramid after a meeting's games.
const club = await api("Alice", "POST", "/api/clubs", {
  name: "Riverside Chess Club", description: "Tuesday evenings at the public library, all levels welcome.",
});
for (const name of ["Bob", "Carol", "Dmitri", "Elena", "Frank", "Grace", "Hana", "Ivan", "Jonas"]) {
  await api("Alice", "POST", `/api/clubs/${club.id}/members`, { username: name });
}
const meeting = new Date().toISOString().slice(0, 10);
for (const [white, black, result] of [["Jonas", "Carol", "1-0"], ["Hana", "Bob", "1/2-1/2"], ["Elena", "Dmitri", "0-1"], ["Ivan", "Frank", "1-0"]]) {
  const played = await api(white, "POST", `/api/clubs/${club.id}/games`, { white, black, result, playedOn: meeting, timeControl: "G/30" });
  await api(black, "POST", `/api/clubs/${club.id}/games/${played.id}/confirm`);
}

// An Octo of eight members, its first round paired at the meeting, one
// result in: the event page and the round's pairings as printed.
const octo = await api("Alice", "POST", `/api/clubs/${club.id}/events`, {
  name: "Winter Octo", format: "octo",
  announcement: "Tuesdays 8, 15 and 22 December at the public library, room 2.\nRegistration 18:45, rounds at 19:00. Entry free.\nG/30, rated with the club's G/30 table at the end; every game moves the ladder.",
});
for (const name of ["Alice", "Bob", "Carol", "Dmitri", "Elena", "Frank", "Grace", "Hana"]) {
  await api(name, "POST", `/api/clubs/${club.id}/events/${octo.id}/enter`);
}
const round = await api("Alice", "POST", `/api/clubs/${club.id}/events/${octo.id}/rounds`);
const firstBoard = round.pairings[0].boards[0];
await api(firstBoard.white, "POST", `/api/clubs/${club.id}/events/${octo.id}/boards/${firstBoard.id}/report`, { result: "1-0" });

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
await api("Alice", "POST", "/api/vacation", { start: tomorrow, days: "6" });
await api("Bob", "POST", "/api/vacation", { start: new Date().toISOString().slice(0, 10), days: "3" });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale: "en-GB" });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.fill("#username", "Alice");
await page.fill("#password", "demo password");
await page.click("form.stack button[type=submit]");
await page.goto(`${base}/settings/profile`);
await page.fill("#real_name", "Alice Liddell");
await page.fill("#birth_year", "1992");
await page.fill("#country", "GB");
await page.fill("#languages", "en, es");
await page.fill("#bio", "Correspondence player since the days of postcards. Loves rook endgames.");
await page.click("form.stack button[type=submit]");

const shots = [
  ["profile", "/@/Alice"],
  ["finder", "/players"],
  ["lobby", "/lobby"],
  ["my-games", "/games"],
  ["game-in-progress", `/${live}`],
  ["game-finished", `/${finished}`],
  ["live-game-finished", `/${liveChallenge.id}`],
  ["tournament-game", `/${tournamentGame}`],
  ["challenges", "/challenges"],
  ["home", "/"],
  ["vacation", "/settings/vacation"],
  ["tournament", `/tournaments/${swiss.id}`],
  ["club-ladder", `/clubs/${club.id}`],
  ["club-event", `/clubs/${club.id}/events/${octo.id}`],
];
for (const [name, path] of shots) {
  await page.goto(base + path);
  if (path.startsWith("/") && (await page.locator("#game").count()) > 0) {
    await page.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
  }
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`${out}/${name}.png`);
}
// A live game in progress, White to move (made here, as its minute
// runs from the last move): each clock's round time, and
// beside the running one the move time left of its minute.
const inPlay = await api("Alice", "POST", "/api/challenge/Grace",
  { "clock.limit": "600", "clock.increment": "5", "clock.move": "60", color: "white", rated: "true" });
await api("Grace", "POST", `/api/challenge/${inPlay.id}/accept`);
for (const [i, move] of ruyLopez.slice(0, 6).entries()) {
  await api(i % 2 === 0 ? "Alice" : "Grace", "POST", `/api/board/game/${inPlay.id}/move/${move}`);
}
await page.goto(`${base}/${inPlay.id}`);
await page.waitForFunction(() => /^0:5\d$/.test(document.querySelector(".player-bar.running .move-left")?.textContent ?? ""));
await page.screenshot({ path: `${out}/live-game-in-progress.png`, fullPage: true });
console.log(`${out}/live-game-in-progress.png`);
// The opening explorer beside a correspondence game in progress, once the
// finished games have joined it (the demo's jobs run every second).
await page.goto(`${base}/${live}`);
await page.locator("#explorer-moves tbody tr").first().waitFor({ timeout: 15000 }).catch(async () => {
  await page.reload();
  await page.locator("#explorer-moves tbody tr").first().waitFor({ timeout: 15000 });
});
await page.screenshot({ path: `${out}/explorer-correspondence.png`, fullPage: true });
console.log(`${out}/explorer-correspondence.png`);
// A finished game analysed by the engine in the browser: the graph, the
// accuracy, the blunder marked, the position after it.
await page.goto(`${base}/${finished}/analysis`);
await page.click("#analyse");
await page.waitForFunction(() => !document.getElementById("analyse").disabled && document.querySelector("#moves [data-judgement]"), null, { timeout: 120000 });
await page.click('#moves button.san[data-ply="6"]');
await page.waitForFunction(() => document.getElementById("engine-line").textContent.includes("#"));
// The board's move animation (200 ms) and the bar's transition (300 ms) over.
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}/analysis.png`, fullPage: true });
console.log(`${out}/analysis.png`);
await page.goto(`${base}/clubs/${club.id}/events/${octo.id}/rounds/1`);
await page.emulateMedia({ media: "print" });
await page.screenshot({ path: `${out}/club-pairings-print.png` });
console.log(`${out}/club-pairings-print.png`);
await page.emulateMedia({ media: "screen" });
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, storageState: await context.storageState() });
const small = await phone.newPage();
await small.goto(`${base}/@/Alice`);
await small.screenshot({ path: `${out}/profile-phone.png`, fullPage: true });
console.log(`${out}/profile-phone.png`);
await small.goto(`${base}/${live}`);
await small.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
// The first screen, as a phone shows it.
await small.screenshot({ path: `${out}/game-phone.png` });
console.log(`${out}/game-phone.png`);
// The installed app's start page and its offline page, first screens.
for (const [name, path] of [["app-phone", "/"], ["offline-phone", "/offline"]]) {
  await small.goto(base + path);
  await small.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
}
// Notifications, kind by kind by email and push, and the calendar's
// private address, as a phone shows them.
await small.goto(`${base}/settings/notifications`);
await small.screenshot({ path: `${out}/notifications-phone.png` });
console.log(`${out}/notifications-phone.png`);
await small.goto(`${base}/settings/calendar`);
await small.getByRole("button", { name: "Make my calendar address" }).click();
await small.locator("#calendar-url").waitFor();
await small.screenshot({ path: `${out}/calendar-phone.png` });
console.log(`${out}/calendar-phone.png`);
// The game page in three more languages, chosen with the header's picker.
for (const code of ["de", "ru", "uk"]) {
  await page.goto(`${base}/${live}`);
  await page.selectOption("#language-picker", code);
  await page.click("form.language button[type=submit]");
  await page.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
  await page.screenshot({ path: `${out}/game-${code}.png`, fullPage: true });
  console.log(`${out}/game-${code}.png`);
}
await browser.close();
