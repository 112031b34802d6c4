// The analysis board (docs/analysis.md): a line (a finished game, or a
// FEN or PGN set up) on chessground, replayed with the move list, the
// buttons and the arrow keys; on the free board, moves played from any
// position (a promotion through the picker, promotion.js) start a new
// line, which the server reads (`/analysis/line`:
// legal moves, SAN; it refuses a position of the viewer's game in
// progress). The engine (engine.js, in a Web Worker) starts when asked:
// it evaluates every position of the line, marks the moves (judgement.js),
// draws the graph (eval_graph.js) and each player's accuracy, then keeps
// searching deeper the position shown. The opening explorer follows the
// board (explorer.js, `board:position`).
import { Chessground } from "/static/vendor/chessground/chessground.min.js";
import { createEngine } from "/static/engine.js";
import { summarize, whitePercent } from "/static/judgement.js";
import { drawGraph } from "/static/eval_graph.js";
import { createPromotionPicker, isPromotion } from "/static/promotion.js";

const root = document.getElementById("analysis-board");
const labels = JSON.parse(root.dataset.labels);
const free = root.dataset.free === "true";
const errorLine = document.getElementById("board-error");
const status = document.getElementById("engine-status");
const analyseButton = document.getElementById("analyse");

// Depth of the pass over the whole line, and of the position shown after.
const PASS_DEPTH = 12;
const SHOWN_DEPTH = 18;

let line = JSON.parse(root.dataset.line);
let shown = line.san.length;
let orientation = "white";
let evaluations = [];
let bestLines = [];
let judgements = [];
let passing = false;
let analysed = false;
let engine = null;
// The moves played from each position shown on the free board, by ply.
const destsAt = new Map();

function label(id, values = {}) {
  return Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), labels[id]);
}

const ground = Chessground(document.getElementById("board"), {
  coordinates: true,
  ranksPosition: "left",
  movable: { free: false, showDests: true, events: { after: onMove } },
  draggable: { showGhost: true },
  animation: { duration: 200 },
});

const turnOf = (fen) => (fen.split(" ")[1] === "w" ? "white" : "black");

function lastMoveOf(ply) {
  if (ply === 0) return undefined;
  const uci = line.uci[ply - 1];
  return [uci.slice(0, 2), uci.slice(2, 4)];
}

function render() {
  const fen = line.fens[shown];
  const turn = turnOf(fen);
  const dests = free ? destsAt.get(shown) ?? (shown === line.san.length ? toMap(line.dests) : new Map()) : new Map();
  ground.set({
    fen,
    orientation,
    turnColor: turn,
    lastMove: lastMoveOf(shown),
    check: shown === line.san.length && line.check ? turn : false,
    movable: { color: free ? turn : undefined, dests },
  });
  if (free && !destsAt.has(shown) && shown !== line.san.length) fetchDests(shown);
  // The summary draws the moves with their marks; without it, plain.
  if (analysed) renderSummary();
  else renderMoves();
  renderEvaluation();
  document.dispatchEvent(new CustomEvent("board:position", { detail: { fen } }));
  if (analysed && !passing) searchShown();
}

function toMap(dests) {
  return new Map(Object.entries(dests));
}

async function askLine(fen, play) {
  const query = new URLSearchParams({ fen, play: play.join(",") });
  const response = await fetch(`/analysis/line?${query}`, { headers: { Accept: "application/json" } });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error ?? response.statusText);
  return answer;
}

async function fetchDests(ply) {
  try {
    const answer = await askLine(line.fens[0], line.uci.slice(0, ply));
    destsAt.set(ply, toMap(answer.dests));
    if (shown === ply) render();
  } catch (error) {
    showError(error.message);
  }
}

function showError(message) {
  errorLine.textContent = message;
  errorLine.hidden = !message;
}

// A move on the free board (a pawn reaching the last rank through the
// promotion picker).
function onMove(orig, dest) {
  if (isPromotion(ground.state.pieces, orig, dest)) {
    promotion.open({
      dest,
      color: turnOf(line.fens[shown]),
      orientation,
      choose: (letter) => playFrom(orig + dest + letter),
    });
  } else {
    playFrom(orig + dest);
  }
}

const promotion = createPromotionPicker({
  element: document.getElementById("promotion"),
  labels,
  onCancel: render,
});

// The line up to the position shown, and `uci` played from it.
async function playFrom(uci) {
  const fen = line.fens[shown];
  try {
    const answer = await askLine(line.fens[0], [...line.uci.slice(0, shown), uci]);
    showError("");
    const kept = shown;
    line = answer;
    destsAt.clear();
    evaluations = evaluations.slice(0, kept + 1);
    bestLines = bestLines.slice(0, kept + 1);
    shown = line.san.length;
    if (analysed) analyseLine();
    else render();
  } catch (error) {
    showError(error.message);
    ground.set({ fen });
    render();
  }
}

function numberOf(ply) {
  const fields = line.fens[0].split(" ");
  const start = (Number(fields[5]) || 1) * 2 + (fields[1] === "w" ? 0 : 1);
  return start + ply - 1; // the half-move count of the move into `ply`
}

const MARKS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

function renderMoves() {
  const list = document.getElementById("moves");
  list.replaceChildren();
  let item = null;
  let marked = null;
  line.san.forEach((san, i) => {
    const ply = i + 1;
    const half = numberOf(ply);
    const white = half % 2 === 0;
    if (white || !item) {
      item = document.createElement("li");
      item.value = Math.floor(half / 2);
      if (!white) item.append("… ");
      list.append(item);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.className = "san";
    button.dataset.ply = String(ply);
    button.textContent = san;
    const judgement = judgements[i];
    if (judgement) {
      button.dataset.judgement = judgement;
      const mark = document.createElement("span");
      mark.className = `judgement ${judgement}`;
      mark.textContent = MARKS[judgement];
      button.append(mark);
      button.title = labels[`analysis-${judgement}`];
    }
    if (ply === shown) {
      button.setAttribute("aria-current", "true");
      marked = button;
    }
    item.append(button, " ");
  });
  if (marked) {
    const box = list.getBoundingClientRect();
    const at = marked.getBoundingClientRect();
    if (at.top < box.top) list.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  }
  document.getElementById("replay-first").disabled = document.getElementById("replay-prev").disabled = shown === 0;
  document.getElementById("replay-next").disabled = document.getElementById("replay-last").disabled = shown === line.san.length;
}

function describe(evaluation) {
  if (evaluation.winner) {
    if (evaluation.mate === 0) return labels["analysis-checkmate"];
    const sign = evaluation.winner === "white" ? "" : "-";
    return label("analysis-mate", { moves: `${sign}${evaluation.mate}` });
  }
  const pawns = evaluation.cp / 100;
  return `${pawns > 0 ? "+" : ""}${pawns.toFixed(2)}`;
}

function renderEvaluation() {
  const evaluation = evaluations[shown];
  const bar = document.getElementById("eval-bar");
  const percent = evaluation ? whitePercent(evaluation) : 50;
  bar.firstElementChild.style.height = `${percent}%`;
  bar.setAttribute("aria-valuenow", String(Math.round(percent)));
  document.getElementById("engine-eval").textContent = evaluation
    ? `${describe(evaluation)}${evaluation.depth ? ` · ${label("analysis-depth", { depth: evaluation.depth })}` : ""}`
    : "";
  const best = bestLines[shown];
  document.getElementById("engine-line").textContent = best ? `${labels["analysis-best-line"]}: ${best}` : "";
}

// The evaluation of a position that ends the game, which the engine is not
// asked for.
function endEvaluation() {
  if (line.end === "checkmate") return { mate: 0, winner: line.turn === "white" ? "black" : "white" };
  return { cp: 0 };
}

function getEngine() {
  engine ??= createEngine(root.dataset.engine, {
    onFailure: () => {
      status.textContent = labels["analysis-engine-failed"];
      analyseButton.disabled = false;
      passing = false;
    },
  });
  return engine;
}

// The best line in SAN, asked of the server from the engine's UCI moves.
async function nameBestLine(ply, pv) {
  try {
    const answer = await askLine(line.fens[ply], pv.slice(0, 8));
    bestLines[ply] = answer.san.join(" ");
    if (shown === ply) renderEvaluation();
  } catch {
    // A line the server refuses is not shown.
  }
}

// Every position of the line, in order, at PASS_DEPTH.
async function analyseLine() {
  const mine = line;
  passing = true;
  analysed = true;
  analyseButton.disabled = true;
  const engine = getEngine();
  const total = line.fens.length;
  for (let i = 0; i < total; i++) {
    if (line !== mine) return;
    status.textContent = label("analysis-progress", { done: i + 1, total });
    if (evaluations[i]) continue;
    if (i === total - 1 && line.end) {
      evaluations[i] = endEvaluation();
      continue;
    }
    const found = await engine.search(line.fens[i], turnOf(line.fens[i]), { depth: PASS_DEPTH });
    if (line !== mine) return;
    if (!found) continue;
    evaluations[i] = { ...found.evaluation, depth: found.depth };
    nameBestLine(i, found.pv);
    if (i === shown) renderEvaluation();
    renderSummary();
  }
  passing = false;
  status.textContent = labels["analysis-done"];
  analyseButton.disabled = false;
  render();
}

function renderSummary() {
  const summary = summarize(line.fens, evaluations);
  judgements = summary.judgements;
  const card = document.getElementById("summary");
  card.hidden = false;
  drawGraph(document.getElementById("eval-graph"), {
    percents: line.fens.map((_, i) => (evaluations[i] ? whitePercent(evaluations[i]) : null)),
    judgements,
    shown,
    onPick: show,
  });
  for (const row of document.querySelectorAll("#accuracy tbody tr")) {
    const player = summary.players[row.dataset.color];
    row.querySelector(".accuracy-figure").textContent = player.accuracy === null ? "–" : `${Math.round(player.accuracy)}%`;
    for (const name of ["inaccuracy", "mistake", "blunder"]) row.querySelector(`.${name}`).textContent = String(player[name]);
  }
  renderMoves();
}

// The position shown, deeper, once the pass is over.
async function searchShown() {
  const ply = shown;
  if (ply === line.san.length && line.end) return;
  const fen = line.fens[ply];
  const found = await getEngine().search(fen, turnOf(fen), {
    depth: SHOWN_DEPTH,
    onInfo: (info) => {
      if (shown !== ply || (evaluations[ply]?.depth ?? 0) > info.depth) return;
      evaluations[ply] = { ...info.evaluation, depth: info.depth };
      renderEvaluation();
    },
  });
  if (found && shown === ply) {
    nameBestLine(ply, found.pv);
    renderSummary();
  }
}

function show(ply) {
  shown = Math.max(0, Math.min(line.san.length, ply));
  render();
}

document.getElementById("flip").addEventListener("click", () => {
  orientation = orientation === "white" ? "black" : "white";
  ground.set({ orientation });
});
document.getElementById("moves").addEventListener("click", (event) => {
  const button = event.target.closest("button.san");
  if (button) show(Number(button.dataset.ply));
});
document.getElementById("replay-first").addEventListener("click", () => show(0));
document.getElementById("replay-prev").addEventListener("click", () => show(shown - 1));
document.getElementById("replay-next").addEventListener("click", () => show(shown + 1));
document.getElementById("replay-last").addEventListener("click", () => show(line.san.length));
document.addEventListener("keydown", (event) => {
  if (event.target.closest("input, textarea, select")) return;
  if (event.key === "ArrowLeft") show(shown - 1);
  else if (event.key === "ArrowRight") show(shown + 1);
  else if (event.key === "Home") show(0);
  else if (event.key === "End") show(line.san.length);
  else return;
  event.preventDefault();
});
analyseButton.addEventListener("click", () => {
  if (!passing) analyseLine();
});

render();
