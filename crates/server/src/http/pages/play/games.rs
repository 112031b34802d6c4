//! `/games`: my games — those where it is my move first (least time left
//! first), then the others in progress, then the finished ones.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Seats;
use redqueen_store::GameFilter;

use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::http::pages::time::{duration, instant};
use crate::state::AppState;

/// Finished games listed.
const FINISHED_LISTED: i64 = 50;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let playing = playing_section(&state, &ctx, member.id).await?;
    let finished = state
        .store
        .games(&redqueen_store::GameQuery::of(
            member.id,
            GameFilter::Finished,
            FINISHED_LISTED,
        ))
        .await?;
    let ids: Vec<MemberId> = finished
        .iter()
        .flat_map(|r| [r.white_id, r.black_id])
        .collect();
    let names = state.store.users_by_ids(&ids).await?;
    let opponent = |white: MemberId, black: MemberId| {
        let id = if white == member.id { black } else { white };
        names
            .iter()
            .find(|u| u.id == id)
            .map(|u| u.username.clone())
            .unwrap_or_default()
    };
    let title = ctx.t("games-title");
    Ok(page(&ctx, &title, html! {
        (playing)
        section.card {
            h2 { (ctx.t("games-finished")) }
            @if finished.is_empty() { p { (ctx.t("games-none")) } }
            ul.games {
                @for row in &finished {
                    li {
                        a href=(format!("/{}", row.id)) { (ctx.lang.t_with("games-against", &[("opponent", opponent(row.white_id, row.black_id).into())])) }
                        " — " (ctx.t(&format!("reason-{}", row.end_reason.map_or("unknown", |reason| reason.as_str()).replace('_', "-"))))
                    }
                }
            }
        }
    }).into_response())
}

/// The games a member is playing: those where it is their move first,
/// least time left first, then the others (seed 000: many games at once;
/// issue of the home page and `/games`).
///
/// # Errors
/// The database failed.
pub async fn playing_section(
    state: &AppState,
    ctx: &PageCtx,
    member_id: MemberId,
) -> Result<Markup, PageError> {
    let now = state.now();
    let rows = state
        .store
        .games(&redqueen_store::GameQuery::of(
            member_id,
            GameFilter::InProgress,
            1000,
        ))
        .await?;
    let mut playing = LoadedGame::load_all(&state.store, rows).await?;
    let my_turn = |g: &LoadedGame| g.color_of(member_id) == Some(g.game.turn());
    let left = |g: &LoadedGame| g.remaining_ms(g.game.turn(), now);
    // product.md §4: opponents see that a player is on vacation, and until when.
    let opponent_away = |g: &LoadedGame| {
        let opponent = !g.color_of(member_id)?;
        g.on_vacation_until(opponent, now)
    };
    playing.sort_by_key(|g| (!my_turn(g), left(g)));
    let ids: Vec<MemberId> = playing
        .iter()
        .flat_map(|g| [g.row.white_id, g.row.black_id])
        .collect();
    let names = state.store.users_by_ids(&ids).await?;
    let opponent = |g: &LoadedGame| {
        g.row
            .opponent_of(member_id)
            .and_then(|id| names.iter().find(|u| u.id == id))
            .map(|u| u.username.clone())
            .unwrap_or_default()
    };
    Ok(html! {
        section.card {
            h2 { (ctx.t("games-in-progress")) }
            @if playing.is_empty() { p { (ctx.t("games-none")) " " a href="/lobby" { (ctx.t("games-find")) } } }
            ul.games {
                @for g in &playing {
                    li {
                        a href=(format!("/{}", g.row.id)) { (ctx.lang.t_with("games-against", &[("opponent", opponent(g).into())])) }
                        " — "
                        @if my_turn(g) { strong { (ctx.t("games-your-move")) } } @else { (ctx.t("games-their-move")) }
                        " · " (duration(&ctx.lang, left(g)))
                        @if let Some(until) = opponent_away(g) {
                            " · " (ctx.lang.t_with("vacation-opponent-away", &[("until", instant(until).into())]))
                        }
                    }
                }
            }
        }
    })
}
