// On every page of a logged-in member: what waits for them (games where it
// is their move, challenges to answer, club results to confirm) follows the server's stream of
// their events, in the header and in the tab's title; the parts of the
// page marked `data-refresh-on="kind ..."` are read again when an event of
// one of those kinds arrives (the challenges page, my games); a page marked
// `data-go-to-new-game` (challenges, lobby) goes to a game of theirs that
// starts; and, if the
// member turned them on, the browser notifies them of their move and of a
// challenge while the page is out of sight.
import { followLines, refreshFromPage } from "/static/follow.js";

const NOTIFY_KEY = "redqueen.notifications";

// The installable app (docs/web.md): the service worker shows the offline
// page when a page cannot be fetched. Browsers offer it only to secure
// origins (HTTPS, or this machine).
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch((error) => console.warn("service worker not registered:", error));
}

// The browser's time zone, for the server to write times in until the
// member chooses one (issue 49: a browser in Berlin read UTC). Set anew
// when it changes; the pages after this one follow it.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// IANA names hold only letters, digits and "/_+-": fit for a cookie as they are.
if (zone && /^[\w/+-]+$/.test(zone) && !document.cookie.split("; ").includes(`rq_zone=${zone}`)) {
  document.cookie = `rq_zone=${zone}; path=/; max-age=31536000; samesite=lax`;
}
let last = null;

function showCount(id, count) {
  const link = document.getElementById(id);
  if (!link) return;
  link.hidden = count === 0;
  link.querySelector(".count-number").textContent = String(count);
}

function showTitle(total) {
  const bare = document.title.replace(/^\(\d+\) /, "");
  document.title = total > 0 ? `(${total}) ${bare}` : bare;
}

// The installed app's icon carries the number of games where it is the
// member's move, where the platform shows a badge; elsewhere there is
// nothing to show it on, and the refusal says nothing worth telling.
function showBadge(myTurn) {
  if ("setAppBadge" in navigator) navigator.setAppBadge(myTurn).catch(() => {});
}

// With pushes on for this device (docs/notifications.md) its service
// worker tells of the move: the tab does not tell of it twice.
let pushHere = false;
if ("serviceWorker" in navigator && "PushManager" in window) {
  navigator.serviceWorker.ready
    .then((registration) => registration.pushManager.getSubscription())
    .then((subscription) => { pushHere = subscription !== null; })
    .catch(() => {});
}

function notify(counts) {
  if (pushHere || !last || !document.hidden || localStorage.getItem(NOTIFY_KEY) !== "on") return;
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  const labels = document.body.dataset;
  if (counts.myTurn > last.myTurn) {
    new Notification(labels.notifyTurn, { tag: "redqueen-turn", body: labels.notifyTurnBody });
  }
  if (counts.challenges > last.challenges) {
    new Notification(labels.notifyChallenge, { tag: "redqueen-challenge" });
  }
}

async function receive(counts) {
  showCount("count-turn", counts.myTurn);
  showCount("count-challenges", counts.challenges);
  showCount("count-club-results", counts.clubResults ?? 0);
  showTitle(counts.myTurn + counts.challenges);
  showBadge(counts.myTurn);
  notify(counts);
  last = counts;
  document.documentElement.dataset.waiting = `${counts.myTurn} ${counts.challenges}`;
  // A game of theirs started (a challenge accepted, an open game
  // joined): the pages that offer games take them to it, as lichess does.
  if (counts.event === "gameStart" && document.querySelector("[data-go-to-new-game]")) {
    location.assign(`/${counts.game}`);
    return;
  }
  if (counts.event) {
    const regions = [...document.querySelectorAll("[data-refresh-on]")].filter((region) =>
      region.dataset.refreshOn.split(" ").includes(counts.event));
    await refreshFromPage(regions);
  }
}

// A question that asks before an action that cannot be undone (resign?
// delete?) is a `<details>` disclosure; Escape closes it, as it closes a
// dialog, and gives focus back to the button that opened it: the one
// holding focus, else (focus on the page itself) the last one opened.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const inside = document.activeElement?.closest?.("details.confirm[open]");
  const onPage = document.activeElement === document.body || document.activeElement === null;
  const question = inside ?? (onPage ? [...document.querySelectorAll("details.confirm[open]")].pop() : null);
  if (!question) return;
  question.open = false;
  question.querySelector("summary")?.focus();
});

// What was missed while the stream was down is read again from the page.
const catchUp = () => refreshFromPage([...document.querySelectorAll("[data-refresh-on]")]);

followLines("/my/waiting", receive, catchUp);

// The settings page's switch for browser notifications: permission is
// asked only when the member clicks it (the Notifications API).
const toggle = document.getElementById("notifications-toggle");
if (toggle) {
  const supported = "Notification" in window;
  const on = () => supported && Notification.permission === "granted" && localStorage.getItem(NOTIFY_KEY) === "on";
  const show = () => {
    toggle.hidden = false;
    toggle.textContent = on() ? toggle.dataset.off : toggle.dataset.on;
    toggle.setAttribute("aria-pressed", String(on()));
    const state = document.getElementById("notifications-state");
    state.textContent = !supported ? state.dataset.unsupported
      : Notification.permission === "denied" ? state.dataset.denied
      : on() ? state.dataset.enabled : state.dataset.disabled;
  };
  toggle.addEventListener("click", async () => {
    if (on()) {
      localStorage.setItem(NOTIFY_KEY, "off");
    } else if (supported && (await Notification.requestPermission()) === "granted") {
      localStorage.setItem(NOTIFY_KEY, "on");
    }
    show();
  });
  show();
}
