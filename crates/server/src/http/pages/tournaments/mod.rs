//! Tournament pages (tournaments.md "Pages"): the lists, the creation form
//! for administrators, and each tournament with its players, rounds,
//! pairings, standings and crosstables.

mod crosstable;
mod form;
mod list;
mod show;

use axum::Router;
use axum::routing::{get, post};
use maud::{Markup, html};

use crate::http::PageCtx;
use crate::i18n::FluentValue;
use crate::records::TournamentRow;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", get(list::show).post(form::create))
        .route("/tournaments/new", get(form::show))
        .route("/tournaments/{id}", get(show::show))
        .route("/tournaments/{id}/join", post(show::join))
        .route("/tournaments/{id}/leave", post(show::leave))
        .route("/tournaments/{id}/withdraw", post(show::withdraw))
}

/// "Swiss, 5 rounds" or "Double Round Robin, groups of 4".
fn system_label(ctx: &PageCtx, t: &TournamentRow) -> String {
    match (t.swiss_rounds, t.group_size) {
        (Some(rounds), _) => ctx.lang.t_with(
            "tournament-system-swiss",
            &[("rounds", FluentValue::from(rounds))],
        ),
        (_, Some(size)) => ctx.lang.t_with(
            "tournament-system-drr",
            &[("size", FluentValue::from(size))],
        ),
        _ => String::new(),
    }
}

/// A time control in words, or as stored if it does not parse.
/// A link to a member's profile.
fn player_link(name: &str) -> Markup {
    html! { a href=(format!("/@/{name}")) { (name) } }
}
