//! The JSON API: the lichess-compatible subset (lichess-api-subset.md) and
//! the health check.

mod account;
mod auth;
mod board;
mod bots;
mod challenges;
mod club_events;
mod club_matches;
mod club_path;
mod clubs;
mod explorer;
mod export;
mod gems;
mod health;
mod native;
pub mod ndjson;
mod params;
mod play_errors;
mod shapes;
mod streams;
mod tournaments;
mod users;
mod vacation;

use axum::Router;
use axum::routing::{get, post};

use crate::state::AppState;

pub use auth::ApiUser;

/// The Bot API (lichess-api-subset.md §6): the Board API's handlers under
/// `/api/bot/`, which admit BOT accounts with `bot:play` only
/// (`auth::Playing`), and the upgrade to a BOT account.
fn bot_routes() -> Router<AppState> {
    Router::new()
        .route("/api/bot/account/upgrade", post(account::upgrade_to_bot))
        .route("/api/bot/online", get(bots::online))
        .route("/api/bot/game/stream/{id}", get(streams::game))
        .route("/api/bot/game/{id}/move/{move}", post(board::make_move))
        .route("/api/bot/game/{id}/resign", post(board::resign))
        .route("/api/bot/game/{id}/abort", post(board::abort))
        .route("/api/bot/game/{id}/draw/{accept}", post(board::draw))
        .route(
            "/api/bot/game/{id}/takeback/{accept}",
            post(board::takeback),
        )
        .route(
            "/api/bot/game/{id}/claim-victory",
            post(board::claim_victory),
        )
        .route("/api/bot/game/{id}/claim-draw", post(board::claim_draw))
        .route(
            "/api/bot/game/{id}/chat",
            get(board::get_chat).post(board::post_chat),
        )
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/health", get(health::check))
        .route("/api/openapi.json", get(crate::http::assets::openapi))
        .route("/api/account", get(account::show))
        .route("/api/account/playing", get(account::playing))
        .route("/api/gems", get(gems::show))
        .route("/api/clubs", get(clubs::list).post(clubs::found))
        .route("/api/clubs/{id}", get(clubs::show))
        .route("/api/clubs/{id}/join", post(clubs::join))
        .route("/api/clubs/{id}/settings", post(clubs::settings))
        .route(
            "/api/clubs/{id}/challenge/{username}",
            post(clubs::challenge),
        )
        .route("/api/clubs/{id}/members", post(clubs::add_member))
        .route(
            "/api/clubs/{id}/members/{username}/{action}",
            post(clubs::member_action),
        )
        .route(
            "/api/clubs/{id}/events",
            get(club_events::list).post(club_events::create),
        )
        .route("/api/clubs/{id}/events/{eid}", get(club_events::show))
        .route(
            "/api/clubs/{id}/events/{eid}/{action}",
            post(club_events::act),
        )
        .route(
            "/api/clubs/{id}/events/{eid}/boards/{bid}/{action}",
            post(club_events::board),
        )
        .route(
            "/api/clubs/{id}/events/{eid}/export/{format}",
            get(club_events::export),
        )
        .route(
            "/api/clubs/{id}/matches",
            get(club_matches::list).post(club_matches::invite),
        )
        .route("/api/clubs/{id}/matches/{mid}", get(club_matches::show))
        .route(
            "/api/clubs/{id}/matches/{mid}/{action}",
            post(club_matches::act),
        )
        .route(
            "/api/clubs/{id}/matches/{mid}/boards/{board}/{action}",
            post(club_matches::board),
        )
        .route("/api/clubs/{id}/ladder", get(clubs::ladder))
        .route("/api/clubs/{id}/awards", get(clubs::awards))
        .route("/api/clubs/{id}/season/close", post(clubs::close_season))
        .route("/api/clubs/{id}/ladder/decay", post(clubs::decay))
        .route(
            "/api/clubs/{id}/games",
            get(clubs::games).post(clubs::record_game),
        )
        .route(
            "/api/clubs/{id}/games/{gid}/{action}",
            post(clubs::game_action),
        )
        .route("/api/token/test", post(account::test_tokens))
        .route("/api/stream/event", get(streams::events))
        .route("/api/challenge", get(challenges::list))
        .route("/api/challenge/open", post(challenges::create_open))
        .route("/api/challenge/{id}", post(challenges::create))
        .route("/api/challenge/{id}/show", get(challenges::show))
        .route("/api/challenge/{id}/accept", post(challenges::accept))
        .route("/api/challenge/{id}/decline", post(challenges::decline))
        .route("/api/challenge/{id}/cancel", post(challenges::cancel))
        .route("/api/board/seek", post(challenges::seek))
        .route("/api/board/game/stream/{id}", get(streams::game))
        .route("/api/board/game/{id}/move/{move}", post(board::make_move))
        .route("/api/board/game/{id}/resign", post(board::resign))
        .route("/api/board/game/{id}/abort", post(board::abort))
        .route("/api/board/game/{id}/draw/{accept}", post(board::draw))
        .route(
            "/api/board/game/{id}/takeback/{accept}",
            post(board::takeback),
        )
        .route("/api/board/game/{id}/quit", post(board::ask_to_quit))
        .route("/api/board/game/{id}/quit/{accept}", post(board::quit))
        .route(
            "/api/board/game/{id}/claim-victory",
            post(board::claim_victory),
        )
        .route("/api/board/game/{id}/claim-draw", post(board::claim_draw))
        .route(
            "/api/board/game/{id}/chat",
            get(board::get_chat).post(board::post_chat),
        )
        .merge(bot_routes())
        .route("/game/export/{id}", get(export::game))
        .route("/api/games/user/{username}", get(export::by_user))
        .route("/api/explorer", get(explorer::explorer))
        .route("/lichess", get(explorer::site))
        .route("/masters", get(explorer::masters))
        .route("/api/user/{username}", get(users::show))
        .route("/api/users/status", get(users::status))
        .route(
            "/api/game/{id}/conditional-moves",
            get(native::get_conditional).post(native::set_conditional),
        )
        .route(
            "/api/game/{id}/note",
            get(native::get_note).post(native::set_note),
        )
        .route("/api/game/{id}/delete/{accept}", post(native::delete))
        .route("/api/game/{id}/rematch", post(native::rematch))
        .route("/api/rel/block/{username}", post(native::block))
        .route("/api/rel/unblock/{username}", post(native::unblock))
        .route(
            "/api/vacation",
            get(vacation::show).post(vacation::schedule),
        )
        .route("/api/vacation/{id}/{action}", post(vacation::change))
        .route(
            "/api/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/api/tournaments/{id}", get(tournaments::show))
        .route("/api/tournaments/{id}/join", post(tournaments::join))
        .route("/api/tournaments/{id}/leave", post(tournaments::leave))
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournaments::withdraw),
        )
}
