// The engine in a Web Worker (docs/analysis.md): Stockfish compiled to
// WebAssembly, spoken to in UCI. One search at a time: a new one cancels
// those waiting and stops the one running, whose answer is then dropped.

// The evaluation in an `info` line, from White's side (judgement.js), or
// null for a line without one (or only a bound of it).
export function parseInfo(line, turn) {
  const words = line.split(" ");
  const at = (name) => words.indexOf(name);
  const score = at("score");
  if (score < 0 || words.includes("lowerbound") || words.includes("upperbound")) return null;
  const kind = words[score + 1];
  const value = Number(words[score + 2]);
  const sign = turn === "white" ? 1 : -1;
  const other = turn === "white" ? "black" : "white";
  const evaluation =
    kind === "mate"
      ? { mate: Math.abs(value), winner: value > 0 ? turn : other }
      : { cp: sign * value };
  const pv = at("pv") < 0 ? [] : words.slice(at("pv") + 1);
  return { depth: Number(words[at("depth") + 1]), evaluation, pv };
}

export function createEngine(url, { onFailure }) {
  const worker = new Worker(url);
  let listener = () => {};
  worker.onmessage = (event) => listener(String(event.data));
  worker.onerror = (event) => {
    event.preventDefault();
    onFailure();
  };
  const waitFor = (word) =>
    new Promise((resolve) => {
      listener = (line) => {
        if (line.startsWith(word)) resolve();
      };
    });
  let queue = (async () => {
    const ok = waitFor("uciok");
    worker.postMessage("uci");
    await ok;
    const ready = waitFor("readyok");
    worker.postMessage("isready");
    await ready;
  })();
  let generation = 0;
  let running = false;

  // The search of `fen` (`turn` to move) to `depth`: resolves with the
  // deepest evaluation and line found, or null when a newer search
  // cancelled it. `onInfo` gets each deeper one as it comes.
  function search(fen, turn, { depth, onInfo = () => {} }) {
    generation += 1;
    const mine = generation;
    if (running) worker.postMessage("stop");
    const result = queue.then(
      () =>
        new Promise((resolve) => {
          if (mine !== generation) return resolve(null);
          running = true;
          let best = null;
          listener = (line) => {
            if (line.startsWith("info ")) {
              const info = parseInfo(line, turn);
              if (info && info.pv.length) {
                best = info;
                if (mine === generation) onInfo(info);
              }
            } else if (line.startsWith("bestmove")) {
              running = false;
              resolve(mine === generation ? best : null);
            }
          };
          worker.postMessage(`position fen ${fen}`);
          worker.postMessage(`go depth ${depth}`);
        }),
    );
    queue = result.then(() => {});
    return result;
  }

  // Stops whatever runs or waits.
  function stop() {
    generation += 1;
    if (running) worker.postMessage("stop");
  }

  return { search, stop };
}
