// The game page's board: chessground fed with the legal destinations the
// server computed (the browser needs no chess library), live updates over
// the game's WebSocket, move confirmation, the promotion picker on the
// square, a draw offer with a move, replay of the record with the move
// list, its buttons and the arrow keys, the players' bars (clocks, the
// material ahead), in a live game premoves and sounds, and the accessible
// mode for screen readers (accessible.js). Moves go over
// the socket while it is open (as lichess's round socket carries them),
// else they are posted; actions, chat, notes and conditional lines are
// posted to the page's own routes without leaving it.
// Without scripts the page still works: its forms do everything.
import { Chessground } from "/static/vendor/chessground/chessground.min.js";
import { createClocks } from "/static/clocks.js";
import { createSounds } from "/static/sounds.js";
import { createPromotionPicker, isPromotion } from "/static/promotion.js";
import { answerCommand, moverOf, readMove, spokenMove, wordsOf } from "/static/accessible.js";

const root = document.getElementById("game");
const id = root.dataset.id;
const labels = JSON.parse(root.dataset.labels);
const live = root.dataset.live === "true";
const csrf = document.querySelector("input[name=csrf]")?.value ?? "";
const confirmBox = document.getElementById("confirm-moves");
const offerDraw = document.getElementById("offer-draw");
const errorLine = document.getElementById("board-error");
// The accessible mode (a board setting; docs/web.md): every move and the
// answers to the commands typed in the command box are said in the live
// region, the record is read in words, the replay says what it shows.
const accessible = root.dataset.accessible === "true";
const words = accessible ? wordsOf(labels) : null;
const announcements = document.getElementById("announcements");

let state = null;
let shownPly = null; // null: the current position
let orientation = "white";
let pending = null; // a move waiting for confirmation: { orig, dest, promotion }

const ground = Chessground(document.getElementById("board"), {
  coordinates: root.dataset.coordinates !== "false",
  ranksPosition: "left",
  movable: { free: false, showDests: true, events: { after: onMove } },
  // live-games.md: a live game's moves come fast; a move made while the
  // opponent thinks is played when their move arrives, if it is legal then.
  premovable: { enabled: live },
  draggable: { showGhost: true },
  animation: { duration: 200 },
});

// Move confirmation starts as the member's board settings say for this
// kind of game (correspondence on, live off by default: `data-confirm`);
// the box changes it for this page.
confirmBox.checked = root.dataset.confirm === "true";

const sounds = createSounds({ root, button: document.getElementById("sound"), labels });
const clocks = createClocks({ live, onLow: () => sounds.play("low") });
// The board's own controls stand in for the forms' (site.css `.scripted`).
document.body.classList.add("scripted");

document.getElementById("flip").addEventListener("click", () => {
  orientation = orientation === "white" ? "black" : "white";
  ground.set({ orientation });
  placeBars();
});

// The players' bars: the bottom side's under the board.
function placeBars() {
  for (const bar of document.querySelectorAll(".player-bar")) {
    const bottom = bar.dataset.color === orientation;
    bar.classList.toggle("bottom", bottom);
    bar.classList.toggle("top", !bottom);
  }
}

function dests() {
  const map = new Map();
  if (shownPly !== null || !state.inProgress) return map;
  for (const [from, tos] of Object.entries(state.dests)) map.set(from, tos);
  return map;
}

function render() {
  const ply = shownPly ?? state.san.length;
  const fen = state.fens[ply] ?? state.fen;
  const current = shownPly === null;
  ground.set({
    fen,
    orientation,
    turnColor: state.turn,
    lastMove: current ? state.lastMove ?? undefined : undefined,
    check: current && state.check ? state.turn : false,
    movable: { color: current && state.inProgress ? state.myColor ?? undefined : undefined, dests: dests() },
  });
  renderMoves(ply);
  renderMaterial(fen);
  // The opening explorer follows the position shown (explorer.js).
  document.dispatchEvent(new CustomEvent("board:position", { detail: { fen } }));
  const status = document.getElementById("status");
  if (status) {
    status.firstElementChild.textContent = state.status;
    // A request to quit waits for this player's answer (board.rs).
    status.classList.toggle("alert", state.inProgress && !!state.myColor && !!state.quitRequest && state.quitRequest !== state.myColor);
  }
  offerDrawLabel.hidden = !state.mayOfferDraw;
  if (!state.mayOfferDraw) offerDraw.checked = false;
  clocks.update(state);
}

// The record is one stop for the keyboard: only the move shown (the
// first before any is shown) is in the tab order, and the arrow keys,
// Home and End step from there (docs/web.md, "Keyboard").
function renderMoves(ply) {
  const list = document.getElementById("moves");
  if (!list) return;
  if (state.san.length) document.getElementById("no-moves")?.remove();
  const focused = list.contains(document.activeElement);
  const tabbable = Math.max(1, ply);
  list.replaceChildren();
  let marked = null;
  for (let i = 0; i < state.san.length; i += 2) {
    const item = document.createElement("li");
    for (const n of [i + 1, i + 2]) {
      if (n > state.san.length) break;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "san";
      button.dataset.ply = String(n);
      if (accessible) {
        // Seen as SAN, read as "12. Black: knight f6".
        const seen = document.createElement("span");
        seen.setAttribute("aria-hidden", "true");
        seen.textContent = state.san[n - 1];
        const read = document.createElement("span");
        read.className = "visually-hidden";
        read.textContent = readMove(n, state.san[n - 1], state.fens[0], words);
        button.append(seen, read);
      } else {
        button.textContent = state.san[n - 1];
      }
      button.tabIndex = n === tabbable ? 0 : -1;
      if (n === ply) {
        button.setAttribute("aria-current", "true");
        marked = button;
      }
      item.append(button, " ");
    }
    list.append(item);
  }
  if (focused) list.querySelector("button[tabindex='0']")?.focus();
  // The move shown stays in sight in a long record: the list scrolls,
  // never the page (on a phone the record is below the board).
  if (marked) {
    const box = list.getBoundingClientRect();
    const item = marked.getBoundingClientRect();
    if (item.top < box.top) list.scrollTop -= box.top - item.top;
    else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom;
  }
  const last = state.san.length;
  replay.first.disabled = replay.prev.disabled = ply === 0;
  replay.next.disabled = replay.last.disabled = ply === last;
}

// The material each side is ahead by, in the bar of the side ahead: the
// pieces it has more of, and the difference in points (1, 3, 3, 5, 9).
const PIECES = { q: ["♛", "♕", 9], r: ["♜", "♖", 5], b: ["♝", "♗", 3], n: ["♞", "♘", 3], p: ["♟", "♙", 1] };
function renderMaterial(fen) {
  const count = { white: {}, black: {} };
  for (const ch of fen.split(" ")[0]) {
    const role = ch.toLowerCase();
    if (!(role in PIECES)) continue;
    const side = ch === role ? "black" : "white";
    count[side][role] = (count[side][role] ?? 0) + 1;
  }
  let score = 0;
  const ahead = { white: "", black: "" };
  for (const [role, [blackPiece, whitePiece, value]] of Object.entries(PIECES)) {
    const diff = (count.white[role] ?? 0) - (count.black[role] ?? 0);
    score += diff * value;
    if (diff > 0) ahead.white += blackPiece.repeat(diff);
    if (diff < 0) ahead.black += whitePiece.repeat(-diff);
  }
  for (const bar of document.querySelectorAll(".player-bar")) {
    const color = bar.dataset.color;
    const points = color === "white" ? score : -score;
    bar.querySelector(".material").textContent = ahead[color] + (points > 0 ? ` +${points}` : "");
  }
}

function show(ply) {
  const last = state.san.length;
  const clamped = Math.max(0, Math.min(last, ply));
  shownPly = clamped === last ? null : clamped;
  render();
  if (accessible) {
    announce(clamped === 0 ? words.shownStart
      : words.shown.replace("{move}", readMove(clamped, state.san[clamped - 1], state.fens[0], words)));
  }
}

/** Says `text` in the live region; the last lines stay to be read again. */
function announce(text) {
  if (!announcements) return;
  const line = document.createElement("p");
  line.textContent = text;
  announcements.append(line);
  while (announcements.childElementCount > 6) announcements.firstElementChild.remove();
}

// "Bob: knight f6, check", for the opponent's moves and one's own.
function announceMove() {
  const ply = state.san.length;
  const color = moverOf(ply, state.fens[0]);
  const player = document.querySelector(`.player-bar[data-color=${color}] .player-name`)?.textContent ?? words[color];
  announce(words.moved.replace("{player}", player).replace("{move}", spokenMove(state.san[ply - 1], words)));
}

// What the commands read: the position shown, the clocks as the bars show
// them, the last move.
function position() {
  const ply = shownPly ?? state.san.length;
  const clock = (color) => {
    const bar = document.querySelector(`.player-bar[data-color=${color}]`);
    return words.clock.replace("{player}", bar.querySelector(".player-name").textContent)
      .replace("{time}", bar.querySelector(".clock-time").textContent.trim());
  };
  return {
    fen: state.fens[ply] ?? state.fen,
    clocks: () => `${clock("white")}; ${clock("black")}`,
    lastMove: () => (state.san.length ? readMove(state.san.length, state.san.at(-1), state.fens[0], words) : null),
  };
}

// The command box: a command is answered in the live region; anything
// else is a move, sent as a typed move is.
const commandForm = document.getElementById("command-form");
commandForm?.addEventListener("submit", (event) => {
  event.preventDefault();
  const box = commandForm.elements.command;
  const text = box.value.trim();
  if (!text || !state) return;
  const answer = answerCommand(text, position(), words);
  if (answer !== null) {
    box.value = "";
    announce(answer);
    return;
  }
  errorLine.hidden = true;
  sendMove(text, () => { box.value = ""; });
});

const offerDrawLabel = document.getElementById("offer-draw-label");
const replayNav = document.querySelector("nav.replay");
const replay = {
  first: document.getElementById("replay-first"),
  prev: document.getElementById("replay-prev"),
  next: document.getElementById("replay-next"),
  last: document.getElementById("replay-last"),
};
replayNav.hidden = false;
replay.first.addEventListener("click", () => show(0));
replay.prev.addEventListener("click", () => show((shownPly ?? state.san.length) - 1));
replay.next.addEventListener("click", () => show((shownPly ?? state.san.length) + 1));
replay.last.addEventListener("click", () => show(state.san.length));

// The skip link to the move form lands in its box when there is one (the
// command box in the accessible mode).
document.querySelector("a.skip[href='#game-panel']")?.addEventListener("click", (event) => {
  const box = document.getElementById("command") ?? document.getElementById("move");
  if (!box) return;
  event.preventDefault();
  box.focus();
});

document.getElementById("moves")?.addEventListener("click", (event) => {
  const ply = Number(event.target.closest?.("button.san")?.dataset.ply);
  if (ply) show(ply);
});

document.addEventListener("keydown", (event) => {
  if (!state || event.target.closest("input, textarea, select")) return;
  const now = shownPly ?? state.san.length;
  const next = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: state.san.length }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  show(next);
});

function onMove(orig, dest, metadata) {
  errorLine.hidden = true;
  if (isPromotion(ground.state.pieces, orig, dest)) {
    promotion.open({
      dest,
      color: state.myColor ?? state.turn,
      orientation,
      choose: (letter) => propose({ orig, dest, promotion: letter }),
    });
  } else if (metadata?.premove) {
    // Chosen before the opponent moved: played at once.
    send({ orig, dest, promotion: "" });
  } else {
    propose({ orig, dest, promotion: "" });
  }
}

const promotion = createPromotionPicker({
  element: document.getElementById("promotion"),
  labels,
  onCancel: render,
});

function propose(move) {
  if (!confirmBox.checked) {
    send(move);
    return;
  }
  pending = move;
  document.getElementById("confirm-text").textContent =
    `${labels["board-confirm-question"]} ${move.orig}–${move.dest}${move.promotion ? `=${move.promotion.toUpperCase()}` : ""}`;
  document.getElementById("confirm").hidden = false;
}

document.getElementById("confirm-yes").addEventListener("click", () => {
  document.getElementById("confirm").hidden = true;
  if (pending) send(pending);
  pending = null;
});
document.getElementById("confirm-no").addEventListener("click", () => {
  document.getElementById("confirm").hidden = true;
  pending = null;
  render();
});

function send({ orig, dest, promotion }) {
  sendMove(orig + dest + promotion, () => {});
}

// A move (UCI or SAN) at the current ply: over the socket while it is
// open, each with a number the server's answer repeats (`ack`); else
// posted to the page's move route. `done` runs once it is saved.
let socket = null;
let acks = 0;
let unanswered = null; // the move sent on the socket, not answered yet
async function sendMove(move, done) {
  const offer = offerDraw.checked;
  if (socket?.readyState === WebSocket.OPEN) {
    unanswered = { ack: ++acks, ply: state.ply, move, done };
    socket.send(JSON.stringify({ t: "move", ack: unanswered.ack, ply: state.ply, move, offerDraw: offer }));
    return;
  }
  const body = new URLSearchParams({ csrf, ply: String(state.ply), move });
  if (offer) body.set("offer_draw", "on");
  try {
    const response = await fetch(`/${id}/move`, { method: "POST", headers: { Accept: "application/json" }, body });
    const answer = await response.json();
    if (response.ok) answered(done);
    else showError(answer.error);
  } catch (error) {
    showError(String(error));
  }
}

function answered(done) {
  offerDraw.checked = false;
  done();
}

// The server's answer to the move sent on the socket.
function answer(message) {
  if (message.ack === null) {
    showError(message.error);
    return;
  }
  if (unanswered?.ack !== message.ack) return;
  const { done } = unanswered;
  unanswered = null;
  if (message.type === "ack") answered(done);
  else showError(message.error);
}

// A socket opened again brings the state first: a move the lost socket
// never answered is sent again if the game still waits for it at that
// ply (had it been saved, the ply moved on: it is not sent twice).
function resendUnanswered() {
  if (!unanswered) return;
  const { move, ply, done } = unanswered;
  unanswered = null;
  if (state.inProgress && state.ply === ply && state.turn === state.myColor) sendMove(move, done);
}

// Typing a move (SAN or UCI) in the page's move form: sent the same way,
// without leaving the page. The form is re-rendered with the actions, so
// the listener sits on the document.
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!form.action?.endsWith(`/${id}/move`)) return;
  event.preventDefault();
  errorLine.hidden = true;
  const move = new FormData(form).get("move") ?? "";
  sendMove(String(move), () => form.reset());
});

function showError(message) {
  errorLine.textContent = message;
  errorLine.hidden = false;
  render();
}

// Live updates over the game's WebSocket. Its first message is the
// current state, so after a lost connection the board catches up by simply
// reconnecting: at once after a connection that worked, then waiting
// longer after each failed try (up to 8 s).
function follow(failures = 0) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const opening = new WebSocket(`${scheme}//${location.host}/${id}/socket`);
  let opened = false;
  let caughtUp = false;
  opening.addEventListener("open", () => {
    opened = true;
    socket = opening;
    root.classList.remove("reconnecting");
  });
  opening.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    receive(message);
    if (message.type === "state" && !caughtUp) {
      caughtUp = true;
      resendUnanswered();
    }
  });
  opening.addEventListener("close", () => {
    if (socket === opening) socket = null;
    root.classList.add("reconnecting");
    root.dataset.reconnecting = labels["board-reconnecting"];
    const next = opened ? 0 : failures + 1;
    setTimeout(() => follow(next), Math.min(8000, 250 * 2 ** next));
  });
}

// A move that follows the state the page has comes alone: its SAN and
// the position after it are added to the record the page keeps, which
// the server does not send again with every move.
function withRecord(message) {
  if (message.type !== "move") return message;
  const { move, ...rest } = message;
  return { ...rest, type: "state", san: [...state.san, move.san], fens: [...state.fens, move.fen] };
}

function receive(received) {
  const message = withRecord(received);
  if (message.type === "state") {
    const first = state === null;
    const moved = !first && message.san.length !== state.san.length;
    const ended = !first && state.inProgress && !message.inProgress;
    const played = !first && message.san.length > state.san.length;
    // Every saved change of the game has a new version: the panel of
    // actions (offers, requests, takebacks left, the end) is fetched again.
    const changed = !first && message.version !== state.version;
    // Issue 49: a premove waits for the opponent's move only; any other
    // change of the position (a takeback, a reconnection to a new state)
    // would play it where it was never meant.
    const byOpponent = !first && message.ply === state.ply + 1 && state.turn !== state.myColor;
    if (!first && message.fen !== state.fen && !byOpponent) ground.cancelPremove();
    state = message;
    if (first) {
      orientation = state.myColor ?? "white";
      placeBars();
    }
    if (moved) shownPly = null;
    // The first position is drawn at once; later moves are animated.
    if (first) ground.set({ animation: { enabled: false } });
    render();
    if (first) ground.set({ animation: { enabled: true } });
    if (moved && live) sounds.play("move");
    if (accessible && played) announceMove();
    if (accessible && ended) announce(state.status);
    if (!state.inProgress) ground.cancelPremove();
    else if (shownPly === null && state.turn === state.myColor) ground.playPremove();
    // A player's state of a game in progress carries their panel of
    // actions; once the game is over, what the end changed is fetched.
    if (message.panel !== undefined) placePanel(panelOf(message.panel));
    else if (changed && !state.inProgress) refreshPanel();
    root.dataset.ply = String(state.ply);
    root.dataset.version = String(state.version);
    root.dataset.status = state.inProgress ? "started" : "over";
  } else if (message.type === "ack" || message.type === "refused") {
    answer(message);
  } else if (message.type === "chat") {
    const chat = document.querySelector(".chat-lines");
    if (chat) {
      const line = document.createElement("p");
      line.className = "chat-line";
      const who = document.createElement("strong");
      who.textContent = `${message.username}: `;
      line.append(who, message.text);
      // The opponent's line can be reported (product.md §11).
      if (message.id && message.username !== root.dataset.me) {
        const report = document.createElement("a");
        report.className = "chat-report";
        const query = new URLSearchParams({ user: message.username, game: root.dataset.id, line: String(message.id) });
        report.href = `/report?${query}`;
        report.title = labels["chat-report"];
        report.textContent = "⚑";
        line.append(" ", report);
      }
      chat.append(line);
    }
  }
}

// The actions (move form, draw offers, takebacks, requests to quit,
// resign ...) and the game-over panel depend on the state, and so do the
// header's gem balance and the link to analyse the game once it is over.
// While the game goes on, a player's states carry their panel of actions
// as the page draws it; when it ends, the page's own rendering of these
// parts is fetched and put in place, so offers and the end of the game
// show without reloading. A fetch overtaken by a newer change is
// dropped: the newer one's counts.
const REFRESHED = ["game-panel", "analysis", "nav-gems"];
async function refreshPanel() {
  const version = state.version;
  try {
    const response = await fetch(location.pathname, { headers: { Accept: "text/html" } });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    if (version !== state.version) return;
    placePanel(page);
  } catch {
    // The next state change tries again.
  }
}

// The panel of actions sent with a state, as a part to put in place.
function panelOf(html) {
  const template = document.createElement("template");
  template.innerHTML = `<div id="game-panel">${html}</div>`;
  return template.content;
}

// Puts the parts of `source` (a page, or a panel sent with a state) in
// place of the page's own. A question the player has opened (resign? ask
// to quit?) stays open in the fresh panel: it is not closed under their
// hand by a move.
//
// Focus in the panel (the move box after a typed move) or on the status
// would fall to the page's start with the replaced panel: it goes to the
// fresh move box, or when the player has none to the status, which says
// why. A keyboard player moves again without searching the page.
//
// In the accessible mode what the fresh panel newly says (an offer, a
// request, its answer pending) is announced: it is not near the command
// box, and a screen-reader user would not come upon it.
function placePanel(source) {
  const open = [...document.querySelectorAll("details.confirm[open]")].map((d) => d.dataset.action);
  const before = panelNews();
  const status = document.getElementById("status");
  const focused = document.getElementById("game-panel")?.contains(document.activeElement)
    || (status !== null && document.activeElement === status);
  for (const part of REFRESHED) {
    const fresh = source.getElementById(part);
    if (fresh) document.getElementById(part)?.replaceWith(fresh);
  }
  for (const action of open) {
    const details = document.querySelector(`details.confirm[data-action="${action}"]`);
    if (details) details.open = true;
  }
  if (focused) (document.getElementById("move") ?? status)?.focus();
  if (accessible) for (const news of panelNews()) if (!before.has(news)) announce(news);
}

// The sentences of the panel's actions (not their hints).
function panelNews() {
  const lines = document.querySelectorAll("#game-panel .actions p:not(.hint)");
  return new Set([...lines].map((line) => line.textContent.trim()));
}

// The one-click actions (draw, takeback, quit, resign ...) and the chat
// are posted without leaving the page; the socket then brings the change
// (the chat line to both players). Notes and conditional lines say in
// place that they were saved. A refusal is shown above the board, or
// beside the form it concerns.
document.addEventListener("submit", async (event) => {
  const form = event.target;
  const action = form.getAttribute("action") ?? "";
  const kind = action.startsWith(`/${id}/action/`) ? "action"
    : { [`/${id}/chat`]: "chat", [`/${id}/note`]: "saves", [`/${id}/conditional`]: "saves" }[action];
  if (!kind) return;
  event.preventDefault();
  errorLine.hidden = true;
  const saved = form.querySelector(".saved");
  if (saved) saved.textContent = "";
  try {
    const response = await fetch(action, { method: "POST", headers: { Accept: "application/json" }, body: new URLSearchParams(new FormData(form)) });
    const answer = await response.json();
    if (!response.ok) {
      if (saved) saved.textContent = answer.error;
      else showError(answer.error);
    } else if (kind === "chat") {
      form.reset();
    } else if (saved) {
      saved.textContent = saved.dataset.saved;
    }
  } catch (error) {
    showError(String(error));
  }
});

// Copying the game: its PGN as exported, the FEN of the position shown.
function copier(button, text) {
  if (!button || !navigator.clipboard) return;
  button.hidden = false;
  const label = button.textContent;
  button.addEventListener("click", async () => {
    await navigator.clipboard.writeText(await text());
    button.textContent = button.dataset.done;
    setTimeout(() => { button.textContent = label; }, 2000);
  });
}
copier(document.getElementById("copy-pgn"), async () => (await fetch(`/game/export/${id}`)).text());
copier(document.getElementById("copy-fen"), async () => state.fens[shownPly ?? state.san.length] ?? state.fen);

follow();
