// The game page's board: chessground fed with the legal destinations the
// server computed (the browser needs no chess library), live updates from
// the game's event stream, move confirmation, the promotion picker, replay
// of the record with the move list and the arrow keys, and the clocks.
// Without scripts the page still works: its forms do everything.
import { Chessground } from "/static/vendor/chessground/chessground.min.js";

const root = document.getElementById("game");
const id = root.dataset.id;
const labels = JSON.parse(root.dataset.labels);
const csrf = document.querySelector("input[name=csrf]")?.value ?? "";
const confirmBox = document.getElementById("confirm-moves");
const errorLine = document.getElementById("board-error");

let state = null;
let shownPly = null; // null: the current position
let orientation = "white";
let pending = null; // a move waiting for confirmation: { orig, dest, promotion }

const ground = Chessground(document.getElementById("board"), {
  coordinates: true,
  movable: { free: false, showDests: true, events: { after: onMove } },
  premovable: { enabled: false },
  draggable: { showGhost: true },
  animation: { duration: 200 },
});

// The confirmation setting lives in this browser; correspondence games
// start with it on.
const stored = localStorage.getItem("redqueen.confirmMoves");
confirmBox.checked = stored === null ? true : stored === "true";
confirmBox.addEventListener("change", () => localStorage.setItem("redqueen.confirmMoves", String(confirmBox.checked)));

document.getElementById("flip").addEventListener("click", () => {
  orientation = orientation === "white" ? "black" : "white";
  ground.set({ orientation });
});

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
  renderMoves();
  const status = document.getElementById("status");
  if (status) status.textContent = state.status;
  renderClocks();
}

function renderMoves() {
  const list = document.getElementById("moves");
  if (!list) return;
  document.getElementById("no-moves")?.remove();
  list.replaceChildren();
  for (let i = 0; i < state.san.length; i += 2) {
    const item = document.createElement("li");
    for (const ply of [i + 1, i + 2]) {
      if (ply > state.san.length) break;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "san";
      button.dataset.ply = String(ply);
      button.textContent = state.san[ply - 1];
      if (shownPly === ply) button.setAttribute("aria-current", "true");
      item.append(button, " ");
    }
    list.append(item);
  }
}

document.getElementById("moves")?.addEventListener("click", (event) => {
  const ply = Number(event.target?.dataset?.ply);
  if (!ply) return;
  shownPly = ply === state.san.length ? null : ply;
  render();
});

document.addEventListener("keydown", (event) => {
  if (!state || event.target.closest("input, textarea, select")) return;
  const last = state.san.length;
  const now = shownPly ?? last;
  const next = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const ply = Math.max(0, Math.min(last, next));
  shownPly = ply === last ? null : ply;
  render();
});

function isPromotion(orig, dest) {
  const piece = ground.state.pieces.get(dest);
  return piece?.role === "pawn" && (dest[1] === "8" || dest[1] === "1") && orig[1] !== dest[1];
}

function onMove(orig, dest) {
  errorLine.hidden = true;
  if (isPromotion(orig, dest)) {
    choosePromotion(orig, dest);
  } else {
    propose({ orig, dest, promotion: "" });
  }
}

function choosePromotion(orig, dest) {
  const picker = document.getElementById("promotion");
  picker.replaceChildren();
  const caption = document.createElement("span");
  caption.textContent = labels["board-promote-to"];
  picker.append(caption);
  const symbols = { queen: "♛", rook: "♜", bishop: "♝", knight: "♞" };
  for (const [letter, role] of [["q", "queen"], ["r", "rook"], ["b", "bishop"], ["n", "knight"]]) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "promote";
    button.dataset.role = role;
    button.textContent = symbols[role];
    button.setAttribute("aria-label", labels[`board-${role}`]);
    button.addEventListener("click", () => {
      picker.hidden = true;
      propose({ orig, dest, promotion: letter });
    });
    picker.append(button);
  }
  picker.hidden = false;
}

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

async function send({ orig, dest, promotion }) {
  const body = new URLSearchParams({ csrf, ply: String(state.ply), move: orig + dest + promotion });
  try {
    const response = await fetch(`/${id}/move`, { method: "POST", headers: { Accept: "application/json" }, body });
    const answer = await response.json();
    if (!response.ok) showError(answer.error);
  } catch (error) {
    showError(String(error));
  }
}

// Typing a move (SAN or UCI) in the page's move form: sent the same way,
// without leaving the page. The form is re-rendered with the actions, so
// the listener sits on the document.
document.addEventListener("submit", async (event) => {
  const form = event.target;
  if (!form.action?.endsWith(`/${id}/move`)) return;
  event.preventDefault();
  errorLine.hidden = true;
  const body = new URLSearchParams(new FormData(form));
  body.set("ply", String(state.ply));
  const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" }, body });
  const answer = await response.json();
  if (response.ok) form.reset();
  else showError(answer.error);
});

function showError(message) {
  errorLine.textContent = message;
  errorLine.hidden = false;
  render();
}

// Clocks: the server's figures, counted down here between updates.
let clockBase = null;
function renderClocks() {
  clockBase = { at: Date.now(), clocks: state.clocks };
  tickClocks();
}
function tickClocks() {
  if (!clockBase) return;
  if (!state.inProgress) {
    document.getElementById("clocks").textContent = "";
    return;
  }
  const elapsed = Date.now() - clockBase.at;
  const text = ["white", "black"].map((color) => {
    let ms = clockBase.clocks[color];
    if (clockBase.clocks.running === color) ms = Math.max(0, ms - elapsed);
    return `${labels[`board-${color}`]} ${formatDuration(ms)}`;
  });
  document.getElementById("clocks").textContent = text.join(" · ");
}
function formatDuration(ms) {
  const minutes = Math.floor(ms / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return days > 0 ? `${days}d ${hours}h` : `${hours}h ${String(rest).padStart(2, "0")}m`;
}
setInterval(tickClocks, 1000);

// Live updates: the event stream begins with the current state, so after a
// lost connection the board catches up by simply reconnecting.
async function follow() {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`/${id}/events`, { headers: { Accept: "application/x-ndjson" } });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      root.classList.remove("reconnecting");
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let newline;
        while ((newline = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (line) receive(JSON.parse(line));
        }
      }
    } catch {
      // fall through to reconnect
    }
    root.classList.add("reconnecting");
    root.dataset.reconnecting = labels["board-reconnecting"];
    await new Promise((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** attempt)));
  }
}

function receive(message) {
  if (message.type === "state") {
    const first = state === null;
    const moved = !first && message.san.length !== state.san.length;
    const changed = !first && (moved || message.drawOffer !== state.drawOffer
      || message.inProgress !== state.inProgress || message.claimable !== state.claimable);
    state = message;
    if (first) orientation = state.myColor ?? "white";
    if (moved) shownPly = null;
    // The first position is drawn at once; later moves are animated.
    if (first) ground.set({ animation: { enabled: false } });
    render();
    if (first) ground.set({ animation: { enabled: true } });
    if (changed) refreshActions();
    root.dataset.ply = String(state.ply);
    root.dataset.status = state.inProgress ? "started" : "over";
  } else if (message.type === "chat") {
    const chat = document.querySelector(".chat-lines");
    if (chat) {
      const line = document.createElement("p");
      line.className = "chat-line";
      const who = document.createElement("strong");
      who.textContent = `${message.username}: `;
      line.append(who, message.text);
      chat.append(line);
    }
  }
}

// The actions (move form, draw offers, resign ...) depend on the state:
// when it changes, the page's own rendering of them is fetched and put in
// place, so offers and the end of the game show without reloading.
async function refreshActions() {
  try {
    const response = await fetch(location.pathname, { headers: { Accept: "text/html" } });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.querySelector(".game-actions");
    const current = document.querySelector(".game-actions");
    if (current && fresh) current.replaceWith(fresh);
    else if (current) current.remove();
  } catch {
    // The next state change tries again.
  }
}

follow();
