// The game page's opening explorer (docs/openings.md): each time the board
// shows another position (game.js says so with a `board:position` event),
// the moves the site's finished games played from it are read from
// /api/explorer and listed with how often and how they went.
const card = document.getElementById("explorer");
const table = document.getElementById("explorer-moves");
const empty = document.getElementById("explorer-empty");
const opening = document.getElementById("explorer-opening");
let asked = null;
const count = new Intl.NumberFormat(document.documentElement.lang || "en");
if (card) card.dataset.empty = empty.textContent;

function percent(part, whole) {
  return whole === 0 ? 0 : Math.round((100 * part) / whole);
}

// Under this share a part is too narrow for its percentage.
const LABELLED_FROM = 12;

// A bar of three parts, White's wins, draws and Black's wins, each with
// its percentage where it fits, as lichess's reads (issue 49).
function bar(move, games) {
  const bar = document.createElement("span");
  bar.className = "explorer-bar";
  // Read as one figure: its label, not its parts' percentages again.
  bar.setAttribute("role", "img");
  bar.title = `${percent(move.white, games)}% / ${percent(move.draws, games)}% / ${percent(move.black, games)}%`;
  bar.setAttribute("aria-label", `${card.dataset.results}: ${bar.title}`);
  for (const [part, name] of [[move.white, "white"], [move.draws, "draws"], [move.black, "black"]]) {
    const piece = document.createElement("span");
    const share = percent(part, games);
    piece.className = name;
    piece.style.width = `${share}%`;
    piece.textContent = share >= LABELLED_FROM ? `${share}%` : "";
    bar.append(piece);
  }
  return bar;
}

async function explore(fen) {
  asked = fen;
  const response = await fetch(`/api/explorer?fen=${encodeURIComponent(fen)}&moves=10&recentGames=0`);
  if (!response.ok || asked !== fen) return;
  const answer = await response.json();
  const body = table.tBodies[0];
  body.replaceChildren();
  for (const move of answer.moves) {
    const games = move.white + move.draws + move.black;
    const row = body.insertRow();
    row.insertCell().textContent = move.san;
    row.insertCell().textContent = String(games);
    row.insertCell().append(bar(move, games));
    row.insertCell().textContent = move.averageRating ?? "";
  }
  table.hidden = answer.moves.length === 0;
  empty.hidden = answer.moves.length > 0;
  // Games that ended here reached the position too: say how many, and
  // that none went on (issue 49: it said no game had reached it).
  const reached = answer.white + answer.draws + answer.black;
  empty.textContent = reached > 0
    ? card.dataset.endedHere.replace("{games}", count.format(reached))
    : card.dataset.empty;
  opening.textContent = answer.opening ? `${answer.opening.eco} ${answer.opening.name}` : "";
}

if (card) {
  document.addEventListener("board:position", (event) => {
    if (event.detail.fen !== asked) explore(event.detail.fen).catch(() => {});
  });
}
