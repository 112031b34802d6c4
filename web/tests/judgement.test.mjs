// The analysis board's judgements (crates/server/assets/judgement.js,
// docs/analysis.md), as a table: the same figures lichess publishes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { judge, moveAccuracy, playerAccuracy, summarize, whitePercent, winningChances } from "../../crates/server/assets/judgement.js";
import { parseInfo } from "../../crates/server/assets/engine.js";

const close = (actual, expected, within = 0.01) => assert.ok(Math.abs(actual - expected) < within, `${actual} ≈ ${expected}`);

test("evaluations become winning chances", () => {
  close(winningChances({ cp: 0 }), 0);
  close(winningChances({ cp: 100 }), 0.1820);
  close(winningChances({ cp: -300 }), -0.5030);
  // Beyond ±1000 centipawns, no more: a won game is won.
  assert.equal(winningChances({ cp: 5000 }), winningChances({ cp: 1000 }));
  assert.equal(winningChances({ mate: 3, winner: "black" }), -1);
  assert.equal(whitePercent({ mate: 0, winner: "white" }), 100);
  close(whitePercent({ cp: 100 }), 59.10);
});

test("moves are judged by the chances their player gives away", () => {
  const table = [
    [{ cp: 30 }, { cp: 20 }, "white", null],
    [{ cp: 30 }, { cp: -10 }, "white", null],
    [{ cp: 30 }, { cp: -60 }, "white", "inaccuracy"],
    [{ cp: 30 }, { cp: -120 }, "white", "mistake"],
    [{ cp: 30 }, { cp: -200 }, "white", "blunder"],
    // Black gains from White's evaluation falling.
    [{ cp: 30 }, { cp: -200 }, "black", null],
    [{ cp: 0 }, { mate: 1, winner: "white" }, "black", "blunder"],
    [{ mate: 2, winner: "white" }, { mate: 1, winner: "white" }, "white", null],
  ];
  for (const [before, after, mover, expected] of table) {
    assert.equal(judge(before, after, mover), expected, JSON.stringify([before, after, mover]));
  }
});

test("accuracy falls with what a move gives away", () => {
  assert.equal(moveAccuracy({ cp: 0 }, { cp: 50 }, "white"), 100);
  close(moveAccuracy({ cp: 0 }, { cp: 0 }, "white"), 100, 0.01);
  close(moveAccuracy({ cp: 0 }, { cp: -100 }, "white"), 66.2, 0.1);
  close(moveAccuracy({ cp: 0 }, { mate: 1, winner: "white" }, "black"), 8.5, 0.1);
  assert.equal(playerAccuracy([]), null);
  assert.equal(playerAccuracy([100, 100]), 100);
  // One bad move weighs more than the arithmetic mean says.
  assert.ok(playerAccuracy([100, 100, 0]) < 66.7);
});

test("a line is summed up by player", () => {
  const fens = ["8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 b - - 0 1", "8/8/8/8/8/8/8/8 w - - 0 2"];
  const { judgements, players } = summarize(fens, [{ cp: 20 }, { cp: 10 }, { mate: 1, winner: "white" }]);
  assert.deepEqual(judgements, [null, "blunder"]);
  assert.equal(players.black.blunder, 1);
  assert.equal(players.white.blunder, 0);
  close(players.white.accuracy, 95.9, 0.1);
});

test("the engine's lines are read from the side to move", () => {
  const info = parseInfo("info depth 12 seldepth 14 multipv 1 score cp 35 nodes 1000 pv e7e5 g1f3", "black");
  assert.deepEqual(info, { depth: 12, evaluation: { cp: -35 }, pv: ["e7e5", "g1f3"] });
  assert.deepEqual(parseInfo("info depth 3 score mate -2 pv a1a2", "white").evaluation, { mate: 2, winner: "black" });
  assert.equal(parseInfo("info depth 9 score cp 20 lowerbound pv e2e4", "white"), null);
  assert.equal(parseInfo("info string NNUE evaluation enabled", "white"), null);
});
