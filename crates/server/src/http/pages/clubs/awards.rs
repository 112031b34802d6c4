//! `/clubs/{id}/awards`: the season's awards report (clubs-and-ladder.md
//! "Awards"), one printable page: trophies, medals, the highest rated, the
//! most games and the most ranks gained, ties shown as ties.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::html;

use super::club_id;
use crate::clubs::{self, ClubError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::state::AppState;

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let club = club_id(&id)?;
    let (row, season, shown) = clubs::season_awards(&state, club)
        .await
        .map_err(|e| match e {
            ClubError::NotFound => PageError::NotFound,
            other => PageError::Internal(other.into()),
        })?;
    let title = ctx.lang.t_with(
        "club-awards-title",
        &[
            ("club", row.name.as_str().into()),
            ("season", format!("{season}–{}", season + 1).into()),
        ],
    );
    let names = |players: &[String]| players.join(", ");
    Ok(page(&ctx, &title, html! {
        p { a href=(format!("/clubs/{club}")) { (row.name) } }
        section.card.awards {
            @match &shown {
                None => p { (ctx.t("club-awards-none")) },
                Some(a) => {
                    h2 { (ctx.t("club-awards-trophies")) }
                    ol { @for player in &a.trophies { li { (player) } } }
                    h2 { (ctx.t("club-awards-medals")) }
                    ol { @for player in &a.medals { li { (player) } } }
                    dl {
                        dt { (ctx.lang.t_with("club-awards-highest-rated", &[("rating", a.highest_rated.1.into())])) }
                        dd { (names(&a.highest_rated.0)) }
                        dt { (ctx.lang.t_with("club-awards-most-games", &[("games", a.most_games.1.into())])) }
                        dd { (names(&a.most_games.0)) }
                        dt { (ctx.lang.t_with("club-awards-most-ranks", &[("ranks", a.most_ranks.1.into())])) }
                        dd { (names(&a.most_ranks.0)) }
                    }
                }
            }
        }
    }).into_response())
}
