// A match between clubs being played (docs/clubs.md, "Matches between
// clubs"): its page follows the match's stream and reads its score and
// boards again (the parts marked `data-match-refresh`) whenever one of its
// games changes, or over the board one of its results, so a move or a
// report on any board shows without reloading.
import { followLines, refreshFromPage } from "/static/follow.js";

const regions = () => [...document.querySelectorAll("[data-match-refresh]")];

followLines(`${location.pathname}/stream`, () => refreshFromPage(regions()), () => refreshFromPage(regions()));
