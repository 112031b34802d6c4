//! Club pages (clubs-and-ladder.md): the list with the founding form, a
//! club's page with its ladder drawn as a pyramid, the result forms and
//! the directors' tools, and a player's card with their history. Every
//! form works without scripts; each action comes back to the club's page
//! saying what was done, or with the refusal.

mod actions;
mod awards;
mod card;
mod club_match;
mod event;
mod events;
mod list;
mod match_boards;
mod matches;
mod pyramid;
mod show;

use axum::Router;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use redqueen_domain::club::ClubId;

use crate::clubs::{self, ClubError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/clubs", get(list::show).post(actions::found))
        .route("/clubs/{id}", get(show::show))
        .route("/clubs/{id}/join", post(actions::join))
        .route("/clubs/{id}/games", post(actions::report))
        .route(
            "/clubs/{id}/games/{gid}/{action}",
            post(actions::answer_game),
        )
        .route("/clubs/{id}/members", post(actions::add_member))
        .route(
            "/clubs/{id}/members/{username}/{action}",
            post(actions::member),
        )
        .route("/clubs/{id}/decay", post(actions::decay))
        .route("/clubs/{id}/settings", post(actions::settings))
        .route("/clubs/{id}/challenge/{username}", post(actions::challenge))
        .route("/clubs/{id}/players/{username}", get(card::show))
        .route("/clubs/{id}/awards", get(awards::show))
        .route("/clubs/{id}/season/close", post(awards::close))
        .route("/clubs/{id}/events", get(events::show).post(events::create))
        .route("/clubs/{id}/events/{eid}", get(event::show))
        .route("/clubs/{id}/events/{eid}/{action}", post(event::act))
        .route(
            "/clubs/{id}/events/{eid}/rounds/{round}",
            get(event::pairings),
        )
        .route(
            "/clubs/{id}/events/{eid}/boards/{bid}/{action}",
            post(event::board),
        )
        .route(
            "/clubs/{id}/matches",
            get(matches::show).post(matches::invite),
        )
        .route("/clubs/{id}/matches/{mid}", get(club_match::show))
        .route("/clubs/{id}/matches/{mid}/stream", get(club_match::stream))
        .route("/clubs/{id}/matches/{mid}/boards", get(match_boards::print))
        .route(
            "/clubs/{id}/matches/{mid}/boards/{board}/{action}",
            post(match_boards::act),
        )
        .route("/clubs/{id}/matches/{mid}/{action}", post(club_match::act))
}

/// What an action did, said on the club's page after it (`?done=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Done {
    Founded,
    Requested,
    Reported,
    Confirmed,
    Disputed,
    Corrected,
    Member,
    Decayed,
    Settings,
}

impl Done {
    const ALL: [Done; 9] = [
        Self::Founded,
        Self::Requested,
        Self::Reported,
        Self::Confirmed,
        Self::Disputed,
        Self::Corrected,
        Self::Member,
        Self::Decayed,
        Self::Settings,
    ];

    const fn key(self) -> &'static str {
        match self {
            Self::Founded => "founded",
            Self::Requested => "requested",
            Self::Reported => "reported",
            Self::Confirmed => "confirmed",
            Self::Disputed => "disputed",
            Self::Corrected => "corrected",
            Self::Member => "member",
            Self::Decayed => "decayed",
            Self::Settings => "settings",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.key() == text)
    }
}

/// Whether the viewer directs club `club` (the pages show them the
/// directors' forms).
async fn viewer_directs(state: &AppState, ctx: &PageCtx, club: ClubId) -> Result<bool, PageError> {
    clubs::directs(state, club, ctx.viewer.as_ref().map(|v| v.id))
        .await
        .map_err(not_found)
}

/// A club read for a page that failed: no such club is 404, anything
/// else ours.
fn not_found(error: ClubError) -> PageError {
    match error {
        ClubError::NotFound => PageError::NotFound,
        other => PageError::Internal(other.into()),
    }
}

/// A club's id in a path: anything but a number names no club.
fn club_id(text: &str) -> Result<ClubId, PageError> {
    ClubId::parse(text).map_err(|_| PageError::NotFound)
}

/// Back to the club's page saying what was done, or the page again with
/// the refusal.
async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    done: Result<Done, ClubError>,
) -> Result<Response, PageError> {
    match done {
        Ok(done) => Ok(Redirect::to(&format!("/clubs/{club}?done={}", done.key())).into_response()),
        Err(ClubError::NotFound) => Err(PageError::NotFound),
        Err(ClubError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => {
            let message = refusal.message(&ctx.lang).unwrap_or_default();
            show::render(state, ctx, club, None, Some(message)).await
        }
    }
}
