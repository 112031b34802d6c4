// The real server on a free port over a fresh SQLite file, headless
// Chromium (Debian's, driven by playwright-core), and what the browser
// tests need to act like people: read the mail folder, drag pieces.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

const BIN = process.env.REDQUEEN_BIN;
if (!BIN) throw new Error("REDQUEEN_BIN names the redqueen binary to test");

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A redqueen server and its files; `restart()` keeps the database.
 * `config`: the text of a settings file to start it with. */
export async function startServer({ config } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "redqueen-browser-"));
  if (config) writeFileSync(join(dir, "redqueen.toml"), config);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${join(dir, "site.db")}`,
    REDQUEEN_MAIL_DIR: join(dir, "mail"),
    REDQUEEN_LISTEN: `127.0.0.1:${port}`,
    REDQUEEN_BASE_URL: base,
    RUST_LOG: "warn",
    ...(config ? { REDQUEEN_CONFIG: join(dir, "redqueen.toml") } : {}),
  };
  const site = {
    base,
    dir,
    process: null,
    async start() {
      this.process = spawn(BIN, ["serve"], { env, stdio: "inherit" });
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${base}/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("the server did not start");
    },
    async stop() {
      if (!this.process) return;
      const exited = new Promise((resolve) => this.process.once("exit", resolve));
      this.process.kill("SIGTERM");
      await exited;
      this.process = null;
    },
    async restart() {
      await this.stop();
      await this.start();
    },
    /** Runs one SQL statement on this site's database with the sqlite3
     * shell, beside the running server (WAL: it waits for the writer). */
    sql(statement) {
      return execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(dir, "site.db"), statement], { encoding: "utf8" });
    },
    /** Runs the redqueen command line on this site's database. */
    cli(...args) {
      return execFileSync(BIN, args, { env, encoding: "utf8" });
    },
    /** A verified member and an API token, made by the operator's commands. */
    member(name) {
      this.cli("user", "create", "--username", name, "--email", `${name.toLowerCase()}@example.org`,
        "--password", "correct horse battery", "--verified");
      const token = this.cli("token", "create", "--username", name, "--scopes", "board:play challenge:read challenge:write")
        .trim().split("\n").pop();
      return { name, token };
    },
    async api(member, method, path, form) {
      const response = await fetch(base + path, {
        method,
        headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    /** The link to this site in the newest email to `address`, waiting for it. */
    async linkIn(address, kind) {
      for (let i = 0; i < 100; i++) {
        let files = [];
        try {
          files = readdirSync(env.REDQUEEN_MAIL_DIR).filter((f) => f.endsWith(`-${kind}.eml`)).sort();
        } catch {
          // no mail yet
        }
        for (const file of files.reverse()) {
          const raw = readFileSync(join(env.REDQUEEN_MAIL_DIR, file), "utf8");
          if (!raw.includes(address)) continue;
          const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          const match = text.match(new RegExp(`${base}(/[A-Za-z0-9/_-]+)`));
          if (match) return match[1];
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${kind} email to ${address}`);
    },
  };
  await site.start();
  return site;
}

/** A new page of `browser`, logged in to `site` as `name` (every test
 * member's password is the same), in a window of `viewport`; `options`
 * adds to the browser context's (a `colorScheme`, a `locale`). */
export async function logIn(browser, site, name, viewport = { width: 1100, height: 900 }, options = {}) {
  const context = await browser.newContext({ viewport, locale: "en-GB", ...options });
  const page = await context.newPage();
  await page.goto(`${site.base}/login`);
  await page.fill("#username", name);
  await page.fill("#password", "correct horse battery");
  await page.click("form.stack button[type=submit]");
  await page.waitForURL(`${site.base}/`);
  return page;
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

/** Sets `page`'s window to `viewport` and waits until the board, if the
 * page has one, has followed: chessground sets its size from a
 * ResizeObserver a frame or more after the window changed, and until then
 * the board keeps its old width. */
export async function resize(page, viewport) {
  await page.setViewportSize(viewport);
  await page.waitForFunction(() => {
    const wrap = document.querySelector(".cg-wrap");
    const board = wrap?.querySelector("cg-container");
    return !board || board.getBoundingClientRect().width <= wrap.getBoundingClientRect().width + 0.5;
  });
}

/** The centre of `square` (e.g. "e2") on the page's board, as seen. */
export async function squareCentre(page, square) {
  const board = await page.locator("#board cg-board").boundingBox();
  const white = await page.locator("#board .cg-wrap, #board").first().evaluate((el) => !el.classList.contains("orientation-black"));
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  const column = white ? file : 7 - file;
  const row = white ? 8 - rank : rank - 1;
  return { x: board.x + (column + 0.5) * (board.width / 8), y: board.y + (row + 0.5) * (board.height / 8) };
}

/** Drags a piece from `from` to `to` with the mouse, like a person, the
 * board scrolled into sight first as a person would. */
export async function drag(page, from, to) {
  await page.locator("#board").scrollIntoViewIfNeeded();
  const a = await squareCentre(page, from);
  const b = await squareCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** A correspondence game on `site` between two new members, `white` to
 * move: its id and both members. */
export async function correspondenceGame(site, white, black) {
  const w = site.member(white);
  const b = site.member(black);
  const challenge = await site.api(w, "POST", `/api/challenge/${black}`, { days: "3", color: "white" });
  await site.api(b, "POST", `/api/challenge/${challenge.id}/accept`);
  return { id: challenge.id, white: w, black: b };
}

/** A page logged in as `name` on the page of game `id`, once its script
 * has the game's state. */
export async function openedGame(browser, site, name, id, viewport) {
  const page = await logIn(browser, site, name, viewport);
  await page.goto(`${site.base}/${id}`);
  await page.waitForFunction(() => document.getElementById("game")?.dataset.ply !== undefined);
  return page;
}

/** Waits until the game page has shown the position after `ply` half-moves. */
export async function waitForPly(page, ply) {
  await page.waitForFunction((n) => document.getElementById("game")?.dataset.ply === String(n), ply, { timeout: 10000 });
}

/** Starts a server and Chromium before the tests of the file that calls
 * it and stops both after them; `set` receives `{ site, browser }`. */
export function withSite(set) {
  let started = null;
  before(async () => {
    started = { site: await startServer(), browser: await launchBrowser() };
    set(started);
  });
  after(async () => {
    await started?.browser.close();
    await started?.site.stop();
  });
}

/** Twenty plies without a repetition (a Ruy Lopez): enough for seed 001's
 * resignation, which comes after ten moves by each player. */
export const TWENTY_PLIES = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
  "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7"];
