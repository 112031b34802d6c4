//! Where a game was paired, as its page and the game lists say it: its
//! tournament and round, linked back to the tournament.

use maud::{Markup, html};

use crate::http::PageCtx;

/// "Winter Swiss · round 2", the name linking to the tournament.
pub(super) fn tournament_round(ctx: &PageCtx, tournament: &str, name: &str, round: i32) -> Markup {
    html! {
        a.tournament-link href=(format!("/tournaments/{tournament}")) { (name) }
        " · " span.round { (ctx.lang.t_with("game-tournament-round", &[("round", round.into())])) }
    }
}
