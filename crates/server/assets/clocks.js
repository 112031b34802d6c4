// The game page's clocks: the server's figures (each side's round time
// left at the instant of the message, and for a live game the move time
// left of the side to move, shown as a second figure and a bar: issue 49)
// counted down here between messages and corrected by every message, so
// the browser's clock never needs to agree with the server's. The server
// alone decides when time is up (live-games.md).

/** A live clock's digits: 4:07, 1:05:09 from an hour on, 0:09.3 under ten seconds. */
export function clockDigits(ms) {
  const total = Math.max(0, Math.floor(ms));
  const seconds = Math.floor(total / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n) => String(n).padStart(2, "0");
  if (hours > 0) return `${hours}:${two(minutes)}:${two(rest)}`;
  if (total < 10000) return `0:${two(rest)}.${Math.floor((total % 1000) / 100)}`;
  return `${minutes}:${two(rest)}`;
}

// Units in the page's language, from the browser's own CLDR data, as the
// server writes the first figures ("2 days 3 hours", "2 дня 3 часа").
const units = Object.fromEntries(
  ["day", "hour", "minute"].map((unit) => [
    unit,
    new Intl.NumberFormat(document.documentElement.lang || "en", { style: "unit", unit, unitDisplay: "long" }),
  ]),
);

/** A correspondence clock: days and hours, or hours and minutes. */
function daysAndHours(ms) {
  const minutes = Math.floor(Math.max(0, ms) / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days > 0
    ? `${units.day.format(days)} ${units.hour.format(hours)}`
    : `${units.hour.format(hours)} ${units.minute.format(minutes % 60)}`;
}

/** Seconds under which a live clock is low: shown so, and warned of once a turn. */
const LOW_MS = 10000;

/**
 * Clocks for the page: `update(state)` on every message; `onLow()` is
 * called once a turn when the viewer's own live clock falls under ten
 * seconds.
 */
export function createClocks({ live, onLow }) {
  let base = null; // { at, clocks, inProgress, mine, ply }
  let warnedAt = null; // the ply whose low time was warned of

  function left(color, elapsed) {
    const ms = base.clocks[color];
    return base.clocks.running === color ? Math.max(0, ms - elapsed) : ms;
  }

  // The time until the deadline of the player to move: the smaller of
  // their round time and move time left (live-games.md).
  function untilDeadline(color, elapsed) {
    const { moveLeftMs } = base.clocks;
    const round = left(color, elapsed);
    return moveLeftMs == null ? round : Math.min(round, Math.max(0, moveLeftMs - elapsed));
  }

  // Each player's bar holds their clock: a live one in digits, the round
  // time left, with the move time left as a second figure and a bar under
  // the running clock; a correspondence one in days.
  function tickLive(elapsed) {
    const { running, moveMs, moveLeftMs } = base.clocks;
    for (const box of document.querySelectorAll(".player-bar")) {
      const color = box.dataset.color;
      const runs = running === color && moveLeftMs != null;
      box.querySelector(".clock-time").textContent = clockDigits(left(color, elapsed));
      box.classList.toggle("running", running === color);
      box.classList.toggle("low", running === color && untilDeadline(color, elapsed) < LOW_MS);
      const moveLeft = Math.max(0, (moveLeftMs ?? 0) - elapsed);
      const figure = box.querySelector(".move-left");
      const bar = box.querySelector(".move-bar");
      figure.hidden = bar.hidden = !runs || !moveMs;
      if (runs && moveMs) {
        figure.textContent = clockDigits(moveLeft);
        bar.max = moveMs;
        bar.value = moveLeft;
      }
    }
    if (base.mine && running === base.mine && untilDeadline(base.mine, elapsed) < LOW_MS && warnedAt !== base.ply) {
      warnedAt = base.ply;
      onLow();
    }
  }

  function tickCorrespondence(elapsed) {
    for (const box of document.querySelectorAll(".player-bar")) {
      const color = box.dataset.color;
      box.querySelector(".clock-time").textContent = daysAndHours(left(color, elapsed));
      box.classList.toggle("running", base.clocks.running === color);
    }
  }

  function tick() {
    if (!base) return;
    const elapsed = base.inProgress ? performance.now() - base.at : 0;
    if (live) tickLive(elapsed);
    else tickCorrespondence(elapsed);
  }

  // Tenths matter in a live game; a correspondence clock shows minutes.
  setInterval(tick, live ? 100 : 1000);

  return {
    update(state) {
      base = { at: performance.now(), clocks: state.clocks, inProgress: state.inProgress, mine: state.myColor, ply: state.ply };
      tick();
    },
  };
}
