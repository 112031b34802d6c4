// The game page's accessible mode (docs/web.md, "Playing without seeing
// the board"), for players who follow the game with a screen reader:
// moves said in words ("knight takes f6, check"), the record read as
// numbered moves with their colours, and the answers to the commands
// typed in the move box about the position shown. Pure functions of the
// record, the position (FEN) and the page's words, so that they are
// tested in Node alone (web/tests/accessible_words.test.mjs); `game.js`
// puts their answers in the page's live region.

const ROLES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };
const ORDER = ["k", "q", "r", "b", "n", "p"];

/** A SAN move in words: "knight takes f6, check", "castles kingside". */
export function spokenMove(san, words) {
  const ending = san.endsWith("#") ? words.checkmate : san.endsWith("+") ? words.check : "";
  const bare = san.replace(/[+#!?]+$/, "");
  let said = san;
  if (/^[O0]-[O0]-[O0]$/.test(bare)) said = words.castlesLong;
  else if (/^[O0]-[O0]$/.test(bare)) said = words.castlesShort;
  else {
    const parts = bare.match(/^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=?([QRBN]))?$/);
    if (parts) {
      const [, piece, from, takes, to, promotion] = parts;
      said = [
        words[ROLES[(piece ?? "p").toLowerCase()]],
        from,
        takes && words.takes,
        to,
        promotion && words.promotes.replace("{piece}", words[ROLES[promotion.toLowerCase()]]),
      ].filter(Boolean).join(" ");
    }
  }
  return ending ? `${said}, ${ending}` : said;
}

/** How many half-moves into its first full move a game that began at
 * `startFen` is at half-move `ply` (from 1): White's move at even ones. */
function halfMoves(ply, startFen) {
  return ply - 1 + (startFen.split(" ")[1] === "b" ? 1 : 0);
}

/** The colour that played half-move `ply` of a game begun at `startFen`. */
export function moverOf(ply, startFen) {
  return halfMoves(ply, startFen) % 2 === 0 ? "white" : "black";
}

/** The number and the colour of half-move `ply` (from 1) of a game that
 * began at `startFen`: "12. Black". */
export function moveNumber(ply, startFen, words) {
  const number = Number(startFen.split(" ")[5] ?? 1) + Math.floor(halfMoves(ply, startFen) / 2);
  return `${number}. ${words[moverOf(ply, startFen)]}`;
}

/** Half-move `ply` of the record read out: "12. Black: knight f6". */
export function readMove(ply, san, startFen, words) {
  return `${moveNumber(ply, startFen, words)}: ${spokenMove(san, words)}`;
}

/** The pieces of a FEN's board, by square. */
function pieces(fen) {
  const found = new Map();
  fen.split(" ")[0].split("/").forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      const square = `${"abcdefgh"[file]}${8 - i}`;
      found.set(square, { color: ch === ch.toUpperCase() ? "white" : "black", role: ch.toLowerCase() });
      file += 1;
    }
  });
  return found;
}

/** A colour's pieces, kings first: "White: king g1; rook a1, f1; ...". */
export function piecesOf(fen, color, words) {
  const byRole = new Map(ORDER.map((role) => [role, []]));
  for (const [square, piece] of pieces(fen)) if (piece.color === color) byRole.get(piece.role).push(square);
  const listed = ORDER.filter((role) => byRole.get(role).length)
    .map((role) => `${words[ROLES[role]]} ${byRole.get(role).sort().join(", ")}`);
  return `${words[color]}: ${listed.join("; ")}`;
}

/** What stands on `square`: "e4: pawn (White)", or that it is empty. */
export function onSquare(fen, square, words) {
  const piece = pieces(fen).get(square);
  if (!piece) return words.empty.replace("{square}", square);
  return words.occupied.replace("{square}", square).replace("{piece}", words[ROLES[piece.role]])
    .replace("{color}", words[piece.color]);
}

/** The colour a command names: its word in the page's language, or the
 * word's first letters ("w", "s" in German), else English's w and b. */
function colorNamed(token, words) {
  const asked = token.toLowerCase();
  for (const color of ["white", "black"]) if (words[color].toLowerCase().startsWith(asked)) return color;
  return { w: "white", white: "white", b: "black", black: "black" }[asked] ?? null;
}

/** The answer to `text` typed in the move box when it is a command, else
 * null (it is a move). `position` gives what the commands read: the FEN
 * shown, the clocks as the page shows them, the last move read out. */
export function answerCommand(text, position, words) {
  const typed = text.trim();
  let parts;
  if ((parts = typed.match(/^p\s*(\p{L}+)$/iu))) {
    const color = colorNamed(parts[1], words);
    return color ? piecesOf(position.fen, color, words) : words.help;
  }
  if ((parts = typed.match(/^s\s*([a-h][1-8])$/i))) return onSquare(position.fen, parts[1].toLowerCase(), words);
  if (/^t$/i.test(typed)) return position.clocks();
  if (/^l$/i.test(typed)) return position.lastMove() ?? words.noMove;
  if (/^(h|\?)$/i.test(typed)) return words.help;
  return null;
}

/** The page's words for this mode, from the labels the server sent (each
 * `{name}` in them is filled here). */
export function wordsOf(labels) {
  const get = (id) => labels[`accessible-${id}`];
  return {
    king: get("king"), queen: get("queen"), rook: get("rook"), bishop: get("bishop"), knight: get("knight"),
    pawn: get("pawn"), takes: get("takes"), promotes: get("promotes"), check: get("check"),
    checkmate: get("checkmate"), castlesShort: get("castles-short"), castlesLong: get("castles-long"),
    white: labels["board-white"], black: labels["board-black"], empty: get("square-empty"),
    occupied: get("square-piece"), noMove: get("no-move"), help: get("help"), moved: get("moved"),
    shown: get("shown"), shownStart: get("shown-start"), clock: get("clock"),
  };
}
