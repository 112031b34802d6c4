//! `/@/{username}/games`: a member's game archive, filtered by result (for
//! them), the colour they played, the opponent and the kind of clock,
//! newest first, a page at a time. A game deleted by agreement is in the
//! archive of its players only (product.md §2).

use axum::extract::{Path, RawQuery, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use serde::Deserialize;

use crate::http::errors::PageError;
use crate::http::layout::{page, shown_name};
use crate::http::{PageCtx, ids};
use crate::notices;
use crate::players::{self, ArchiveFilters};
use crate::records::ResultFilter;
use crate::state::AppState;

/// Games a page lists.
const PAGE: usize = 30;

/// The filters, as the form sends them (empty: any).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ArchiveForm {
    result: String,
    color: String,
    kind: String,
    vs: String,
    /// Older than this creation instant (the next page).
    before: Option<i64>,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(username): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Response, PageError> {
    let member = crate::accounts::find_member(&state, &ids::username_page(&username)?)
        .await?
        .ok_or(PageError::NotFound)?;
    let filters: ArchiveForm = serde_urlencoded::from_str(query.as_deref().unwrap_or(""))
        .map_err(|_| PageError::BadForm)?;
    let result = match filters.result.as_str() {
        "" => None,
        "won" => Some(ResultFilter::Won),
        "lost" => Some(ResultFilter::Lost),
        "drawn" => Some(ResultFilter::Drawn),
        _ => return Err(PageError::BadForm),
    };
    let color = match filters.color.as_str() {
        "" => None,
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => return Err(PageError::BadForm),
    };
    let live = match filters.kind.as_str() {
        "" => None,
        "live" => Some(true),
        "correspondence" => Some(false),
        _ => return Err(PageError::BadForm),
    };
    let vs = filters.vs.trim();
    let chosen = ArchiveFilters {
        result,
        color,
        live,
        vs: Some(vs.to_owned()).filter(|v| !v.is_empty()),
        before: filters.before,
    };
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let players::ArchivePage {
        games,
        more,
        players,
    } = players::archive(&state, &member, viewer, &chosen, PAGE).await?;
    let player = |id: MemberId| players.iter().find(|u| u.id == id);
    let older = games.last().filter(|_| more).map(|last| {
        let pairs = [
            ("result", filters.result.as_str()),
            ("color", filters.color.as_str()),
            ("kind", filters.kind.as_str()),
            ("vs", vs),
        ];
        let mut query = serde_urlencoded::to_string(pairs).unwrap_or_default();
        query.push_str(&format!("&before={}", last.created_at));
        format!("/@/{}/games?{query}", member.username)
    });
    let lang = &ctx.lang;
    let title = lang.t_with("archive-title", &[("username", shown_name(&member).into())]);
    let select = |name: &str, chosen: &str, choices: &[(&str, &str)]| {
        html! {
            label.field {
                (ctx.t(&format!("archive-{name}")))
                select name=(name) {
                    option value="" { (ctx.t("archive-any")) }
                    @for (value, label) in choices {
                        option value=(value) selected[chosen == *value] { (ctx.t(label)) }
                    }
                }
            }
        }
    };
    Ok(page(&ctx, &title, html! {
        form.finder method="get" action=(format!("/@/{}/games", member.username)) {
            (select("result", &filters.result, &[("won", "archive-won"), ("lost", "archive-lost"), ("drawn", "archive-drawn")]))
            (select("color", &filters.color, &[("white", "board-white"), ("black", "board-black")]))
            (select("kind", &filters.kind, &[("correspondence", "clock-kind-correspondence"), ("live", "clock-kind-live")]))
            label.field { (ctx.t("archive-vs")) input name="vs" type="text" value=(vs) autocomplete="off"; }
            button type="submit" { (ctx.t("archive-filter")) }
        }
        section.card {
            @if games.is_empty() { p { (ctx.t("archive-none")) } }
            ul.games {
                @for g in &games {
                    @if let (Some(white), Some(black)) = (player(g.white_id), player(g.black_id)) {
                        li {
                            a href=(format!("/{}", g.id)) { (shown_name(white)) " – " (shown_name(black)) }
                            " · " (notices::describe_time_control(lang, g.time_control))
                            " · " (notices::describe_outcome(lang, g, white, black, None))
                        }
                    }
                }
            }
            @if let Some(link) = older {
                nav.pager { a href=(link) { (ctx.t("archive-older")) } }
            }
        }
    }).into_response())
}
