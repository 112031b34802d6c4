// The lobby follows the open games as they open and close: its server
// stream sends a line on each change, and the list is then read again
// from the page itself.
import { followLines, refreshFromPage } from "/static/follow.js";

const list = document.getElementById("open-games");
const refresh = () => refreshFromPage([list]);

if (list) followLines(list.dataset.events, refresh, refresh);
