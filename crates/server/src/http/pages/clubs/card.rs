//! `/clubs/{id}/players/{username}`: a player's index card and the history
//! of their rank: every change with its cause (a game, with its result and
//! whether a director corrected it; the absence decay; joining and
//! leaving the ladder).

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use redqueen_domain::club::Cause;

use super::pyramid::index_card;
use super::{club_id, not_found};
use crate::clubs::{self, PlayerCard};
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::http::{PageCtx, ids};
use crate::state::AppState;

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, username)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let club = club_id(&id)?;
    let PlayerCard {
        club: row,
        username,
        line,
        history,
    } = clubs::player_card(&state, club, &ids::username_page(&username)?)
        .await
        .map_err(not_found)?
        .ok_or(PageError::NotFound)?;
    let rank = |rank: Option<u32>| rank.map_or_else(|| ctx.t("club-off-ladder"), |r| r.to_string());
    let title = ctx.lang.t_with(
        "club-history-title",
        &[
            ("username", username.as_str().into()),
            ("club", row.name.as_str().into()),
        ],
    );
    Ok(page(&ctx, &title, html! {
        p { a href=(format!("/clubs/{club}")) { (row.name) } }
        @if let Some(line) = &line { section.card { (index_card(&ctx, club, line, false, None)) } }
        section.card {
            h2 { (ctx.t("club-history")) }
            @if history.is_empty() { p { (ctx.t("club-history-none")) } }
            table.history {
                tbody {
                    @for change in &history {
                        tr {
                            td { (ctx.lang.day(change.on)) }
                            td {
                                @match change.cause {
                                    Cause::Joined => (ctx.t("club-cause-joined")),
                                    Cause::Left => (ctx.t("club-cause-left")),
                                    Cause::Decay => (ctx.t("club-cause-decay")),
                                    Cause::Placed => (ctx.t("club-cause-placed")),
                                    Cause::Game => (ctx.lang.t_with(
                                        if change.corrected { "club-cause-corrected" } else { "club-cause-game" },
                                        &[("opponent", change.opponent.clone().unwrap_or_default().into()),
                                          ("result", change.result.map(|r| r.written()).unwrap_or_default().into())],
                                    )),
                                }
                            }
                            td { (ctx.lang.t_with("club-rank-change", &[("from", rank(change.from).into()), ("to", rank(change.to).into())])) }
                        }
                    }
                }
            }
        }
    }).into_response())
}
