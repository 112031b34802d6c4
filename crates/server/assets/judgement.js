// Judgements of moves from the engine's evaluations (docs/analysis.md),
// by the figures lichess publishes: an evaluation becomes winning chances
// by a logistic curve fitted to games' results; a move that lowers its
// player's chances by 0.1, 0.2 or 0.3 (on -1..1) is an inaccuracy, a
// mistake or a blunder; a move's accuracy falls exponentially with the
// winning percentage it gives away; a player's accuracy is the mean of
// the arithmetic and the harmonic means of their moves' (the harmonic
// one weighs the bad moves, which decide games).
//
// An evaluation is from White's side: `{ cp }` in centipawns, or
// `{ mate, winner }` with the moves to mate (0: mated already).

const CP_CEILING = 1000;

export function winningChances(evaluation) {
  if (evaluation.winner) return evaluation.winner === "white" ? 1 : -1;
  const cp = Math.max(-CP_CEILING, Math.min(CP_CEILING, evaluation.cp));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

// White's winning percentage, 0..100.
export function whitePercent(evaluation) {
  return 50 + 50 * winningChances(evaluation);
}

const THRESHOLDS = [
  [0.3, "blunder"],
  [0.2, "mistake"],
  [0.1, "inaccuracy"],
];

// The judgement of `mover`'s move from the position evaluated `before` to
// the one evaluated `after`, or null for a good move.
export function judge(before, after, mover) {
  const sign = mover === "white" ? 1 : -1;
  const loss = sign * (winningChances(before) - winningChances(after));
  for (const [threshold, name] of THRESHOLDS) if (loss >= threshold) return name;
  return null;
}

// A move's accuracy, 0..100.
export function moveAccuracy(before, after, mover) {
  const sign = mover === "white" ? 1 : -1;
  const winBefore = 50 + 50 * sign * winningChances(before);
  const winAfter = 50 + 50 * sign * winningChances(after);
  if (winAfter >= winBefore) return 100;
  const accuracy = 103.1668 * Math.exp(-0.04354 * (winBefore - winAfter)) - 3.1669;
  return Math.max(0, Math.min(100, accuracy));
}

// A player's accuracy from their moves' accuracies, or null for none.
export function playerAccuracy(accuracies) {
  if (accuracies.length === 0) return null;
  const mean = accuracies.reduce((a, b) => a + b, 0) / accuracies.length;
  // A move of accuracy 0 counts as 1, so that one does not make it 0.
  const harmonic = accuracies.length / accuracies.reduce((sum, a) => sum + 1 / Math.max(a, 1), 0);
  return (mean + harmonic) / 2;
}

// Each move's judgement and each player's figures from the evaluations of
// every position of a line (`evaluations[i]` of `fens[i]`): the moves'
// judgements (null for a good move) and, by colour, the accuracy and the
// count of each judgement.
export function summarize(fens, evaluations) {
  const judgements = [];
  const players = {
    white: { moves: [], inaccuracy: 0, mistake: 0, blunder: 0 },
    black: { moves: [], inaccuracy: 0, mistake: 0, blunder: 0 },
  };
  for (let i = 0; i + 1 < fens.length; i++) {
    const before = evaluations[i];
    const after = evaluations[i + 1];
    if (!before || !after) {
      judgements.push(null);
      continue;
    }
    const mover = fens[i].split(" ")[1] === "w" ? "white" : "black";
    const judgement = judge(before, after, mover);
    judgements.push(judgement);
    if (judgement) players[mover][judgement] += 1;
    players[mover].moves.push(moveAccuracy(before, after, mover));
  }
  for (const player of Object.values(players)) player.accuracy = playerAccuracy(player.moves);
  return { judgements, players };
}
