//! `GET /api/explorer` (docs/openings.md): the opening explorer over the
//! site's finished games, answered in the shape of lichess's opening
//! explorer (`white`, `draws`, `black`, `moves[]` with `uci`, `san`,
//! counts and `averageRating`, `recentGames`, `opening`). Open to anyone:
//! the seed allows opening databases, and the explorer shows only what
//! finished games already show.
//!
//! lichess answers its explorer at a host of its own, at `/lichess` and
//! `/masters`; so does the site at its root, for a client whose explorer
//! address is set to it (berserk's `explorer_url`): `/lichess` for the
//! site's games, `/masters` for the imported ones, with years for the
//! masters' period.

use axum::extract::{RawQuery, State};
use axum::response::{IntoResponse, Response};
use redqueen_domain::Named;
use redqueen_domain::game::{Color, Speed};
use redqueen_domain::opening::explorer::month_of;
use serde_json::{Value, json};

use super::params::{Params, field_error};
use crate::explorer::{ExplorerError, ExplorerRequest, explore};
use crate::http::ApiError;
use crate::records::ExplorerFilter;
use crate::state::AppState;

/// Moves and recent games listed unless asked otherwise, and at most.
const MOVES: usize = 12;
const MOVES_MAX: usize = 50;
const RECENT: usize = 4;
const RECENT_MAX: usize = 15;

/// A comma-separated list of `name` (`speeds=blitz,rapid`).
fn list<'a>(params: &'a Params, name: &str) -> Vec<&'a str> {
    params
        .get(name)
        .map(|value| {
            value
                .split(',')
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// A month as lichess writes it, `2024-06`, as `202406`.
fn month(params: &Params, name: &str) -> Result<Option<i32>, ApiError> {
    let Some(value) = params.get(name) else {
        return Ok(None);
    };
    let bad = || field_error(name, "Invalid value: a month as YYYY-MM");
    let (year, month) = value.split_once('-').ok_or_else(bad)?;
    // Exactly as written in the docs: `2020-1` is refused, not guessed.
    if !digits(year, 4) || !digits(month, 2) {
        return Err(bad());
    }
    let (year, month): (i32, i32) = (
        year.parse().map_err(|_| bad())?,
        month.parse().map_err(|_| bad())?,
    );
    if !(1..=12).contains(&month) || !(1000..=9999).contains(&year) {
        return Err(bad());
    }
    Ok(Some(year * 100 + month))
}

/// A year as lichess's masters' explorer takes it, `1952`, as its first
/// month (`since`) or its last (`until`).
fn year(params: &Params, name: &str, month: i32) -> Result<Option<i32>, ApiError> {
    let Some(value) = params.get(name) else {
        return Ok(None);
    };
    let year: i32 = Some(value)
        .filter(|v| digits(v, 4))
        .and_then(|v| v.parse().ok())
        .filter(|y| (1000..=9999).contains(y))
        .ok_or_else(|| field_error(name, "Invalid value: a year as YYYY"))?;
    Ok(Some(year * 100 + month))
}

/// Whether `text` is `len` ASCII digits.
fn digits(text: &str, len: usize) -> bool {
    text.len() == len && text.bytes().all(|b| b.is_ascii_digit())
}

/// A count from 0 to `max` (the docs' range: a larger one is refused, not
/// cut).
fn count(params: &Params, name: &str, default: usize, max: usize) -> Result<usize, ApiError> {
    match params.int(name)? {
        None => Ok(default),
        Some(n) => usize::try_from(n)
            .ok()
            .filter(|n| *n <= max)
            .ok_or_else(|| field_error(name, &format!("Invalid value: 0 to {max}"))),
    }
}

/// Which games a request is for, and how it writes its period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// `/api/explorer`: `source` says, months as `YYYY-MM`.
    Either,
    /// `/lichess`: the site's games, months as `YYYY-MM`.
    Site,
    /// `/masters`: the imported games, years.
    Masters,
}

/// The request in the query, every value checked.
fn request(params: &Params, asked: Asked) -> Result<ExplorerRequest, ApiError> {
    if params.get("variant").is_some_and(|v| v != "standard") {
        return Err(field_error(
            "variant",
            "Invalid value: only standard chess is played here",
        ));
    }
    let mut speeds = Vec::new();
    for name in list(params, "speeds") {
        let speed: Speed = name
            .parse()
            .map_err(|_| field_error("speeds", &format!("Invalid value: {name} is not a speed")))?;
        speeds.push(speed.as_str().to_owned());
    }
    let mut bands = Vec::new();
    for band in list(params, "ratings") {
        let band: i32 = band
            .parse()
            .ok()
            .filter(|b: &i32| *b >= 0 && b % 200 == 0)
            .ok_or_else(|| {
                field_error(
                    "ratings",
                    "Invalid value: rating bands are multiples of 200",
                )
            })?;
        bands.push(band);
    }
    let imported = match (asked, params.get("source")) {
        (Asked::Site, _) | (Asked::Either, None | Some("site")) => false,
        (Asked::Masters, _) | (Asked::Either, Some("imported")) => true,
        (Asked::Either, Some(_)) => {
            return Err(field_error("source", "Invalid value: site or imported"));
        }
    };
    let (since, until) = if asked == Asked::Masters {
        (year(params, "since", 1)?, year(params, "until", 12)?)
    } else {
        (month(params, "since")?, month(params, "until")?)
    };
    Ok(ExplorerRequest {
        imported,
        fen: params.get("fen").map(str::to_owned),
        play: list(params, "play")
            .into_iter()
            .map(str::to_owned)
            .collect(),
        filter: ExplorerFilter {
            speeds,
            bands,
            since,
            until,
        },
        moves: count(params, "moves", MOVES, MOVES_MAX)?,
        recent_games: count(params, "recentGames", RECENT, RECENT_MAX)?,
    })
}

/// `GET /api/explorer`.
pub async fn explorer(state: State<AppState>, query: RawQuery) -> Result<Response, ApiError> {
    answer(state, query, Asked::Either).await
}

/// `GET /lichess`: the site's games.
pub async fn site(state: State<AppState>, query: RawQuery) -> Result<Response, ApiError> {
    answer(state, query, Asked::Site).await
}

/// `GET /masters`: the imported games.
pub async fn masters(state: State<AppState>, query: RawQuery) -> Result<Response, ApiError> {
    answer(state, query, Asked::Masters).await
}

async fn answer(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
    asked: Asked,
) -> Result<Response, ApiError> {
    let request = request(&Params::from_query(query.as_deref())?, asked)?;
    let view = match explore(&state, &request).await {
        Ok(view) => view,
        Err(ExplorerError::Position(error)) => {
            return Err(ApiError::bad_request(&error.to_string()));
        }
        Err(ExplorerError::Internal(error)) => return Err(error.into()),
    };
    let moves: Vec<Value> = view
        .moves
        .iter()
        .map(|m| {
            json!({
                "uci": m.uci, "san": m.san,
                "averageRating": m.average_rating,
                "white": m.white, "draws": m.draws, "black": m.black,
            })
        })
        .collect();
    let player = |user: Option<&crate::records::UserRow>, rating: Option<i32>| json!({ "name": user.map(|u| u.username.clone()), "rating": rating });
    let recent: Vec<Value> = view
        .recent
        .iter()
        .map(|g| {
            let ended = g.row.finished_at.unwrap_or(g.row.created_at);
            let month = month_of(ended);
            json!({
                "id": g.row.id,
                "winner": g.row.winner.map(Color::as_str),
                "speed": Speed::of(g.row.time_control).as_str(),
                "mode": if g.row.rated { "rated" } else { "casual" },
                "white": player(g.white.as_ref(), g.row.white_rating),
                "black": player(g.black.as_ref(), g.row.black_rating),
                "year": month / 100,
                "month": format!("{}-{:02}", month / 100, month % 100),
            })
        })
        .collect();
    Ok(axum::Json(json!({
        "white": view.white,
        "draws": view.draws,
        "black": view.black,
        "moves": moves,
        "recentGames": recent,
        "topGames": [],
        "opening": view.opening.map(|o| json!({ "eco": o.eco, "name": o.name })),
    }))
    .into_response())
}
