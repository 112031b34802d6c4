// The accessible mode's words (crates/server/assets/accessible.js,
// docs/web.md): moves said in words, the record's numbers and colours,
// and the answers to the position commands, in Node alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { answerCommand, readMove, spokenMove, wordsOf } from "../../crates/server/assets/accessible.js";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const labels = {
  "board-white": "White", "board-black": "Black",
  "accessible-king": "king", "accessible-queen": "queen", "accessible-rook": "rook", "accessible-bishop": "bishop",
  "accessible-knight": "knight", "accessible-pawn": "pawn", "accessible-takes": "takes",
  "accessible-promotes": "promotes to {piece}", "accessible-check": "check", "accessible-checkmate": "checkmate",
  "accessible-castles-short": "castles kingside", "accessible-castles-long": "castles queenside",
  "accessible-square-empty": "{square}: empty", "accessible-square-piece": "{square}: {piece} ({color})",
  "accessible-no-move": "No move yet", "accessible-help": "help",
};
const words = wordsOf(labels);

test("moves are said in words", () => {
  const said = (san) => spokenMove(san, words);
  assert.equal(said("e4"), "pawn e4");
  assert.equal(said("Nf6+"), "knight f6, check");
  assert.equal(said("exd5"), "pawn e takes d5");
  assert.equal(said("Nbxd7"), "knight b takes d7");
  assert.equal(said("R1e2"), "rook 1 e2");
  assert.equal(said("O-O"), "castles kingside");
  assert.equal(said("O-O-O+"), "castles queenside, check");
  assert.equal(said("e8=Q#"), "pawn e8 promotes to queen, checkmate");
  assert.equal(said("Qxf7#"), "queen takes f7, checkmate");
});

test("the record reads as numbered moves with their colours, from the game's first position", () => {
  assert.equal(readMove(1, "e4", START, words), "1. White: pawn e4");
  assert.equal(readMove(4, "Nc6", START, words), "2. Black: knight c6");
  const blackFirst = "4k3/8/8/8/8/8/8/4K2R b K - 3 30";
  assert.equal(readMove(1, "Kd7", blackFirst, words), "30. Black: king d7");
  assert.equal(readMove(2, "O-O", blackFirst, words), "31. White: castles kingside");
});

test("the commands read the position; anything else is a move", () => {
  const fen = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4";
  const position = { fen, clocks: () => "Ada: 2 days; Bruno: 3 days", lastMove: () => "4. White: queen takes f7, checkmate" };
  const ask = (text) => answerCommand(text, position, words);
  assert.equal(ask("p w"), "White: king e1; queen f7; rook a1, h1; bishop c1, c4; knight b1, g1; pawn a2, b2, c2, d2, e4, f2, g2, h2");
  assert.equal(ask("pb"), "Black: king e8; queen d8; rook a8, h8; bishop c8, f8; knight c6, f6; pawn a7, b7, c7, d7, e5, g7, h7");
  assert.equal(ask("s f7"), "f7: queen (White)");
  assert.equal(ask("S E3"), "e3: empty");
  assert.equal(ask("t"), "Ada: 2 days; Bruno: 3 days");
  assert.equal(ask("l"), "4. White: queen takes f7, checkmate");
  assert.equal(ask("?"), "help");
  assert.equal(ask("p x"), "help", "a colour it does not know: the help says which");
  for (const move of ["e4", "Nf3", "O-O", "e7e8q", "b", "bxc3", "Pe4"]) assert.equal(ask(move), null, move);
});

test("a colour is named by its word in the page's language, or English's w and b", () => {
  const german = wordsOf({ ...labels, "board-white": "Weiß", "board-black": "Schwarz" });
  const position = { fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", clocks: () => "", lastMove: () => null };
  assert.equal(answerCommand("p s", position, german), "Schwarz: king e8");
  assert.equal(answerCommand("p w", position, german), "Weiß: king e1");
  assert.equal(answerCommand("p b", position, german), "Schwarz: king e8");
  assert.equal(answerCommand("l", position, german), "No move yet");
});
