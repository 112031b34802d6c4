//! Club events through the native API (the club events issue, "Exports"):
//! `GET /api/clubs/{id}/events/{eid}` with its rounds, pairings, results
//! and standings; `POST` to create an event, enter, withdraw, start a
//! round and give a board's result; the standings as CSV and TRF.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::club_path::{ClubPath, ClubWriter, EventIds, EventWriter};
use super::params::Params;
use crate::clubs::{self, BoardAction, ClubError, EventView};
use crate::http::ApiError;
use crate::http::club_forms::{self, EventForm};
use crate::records::ClubTournamentRow;
use crate::state::AppState;

fn summary(state: &AppState, row: &ClubTournamentRow) -> Value {
    json!({
        "id": row.id,
        "name": row.name,
        "format": row.format.to_string(),
        "timeControl": row.time_control.to_string(),
        "open": row.is_open,
        "onServer": row.on_server,
        "status": row.status.as_str(),
        "roundsPaired": row.rounds_paired,
        "createdAt": row.created_at,
        "finishedAt": row.finished_at,
        "url": state.settings.link(&format!("/clubs/{}/events/{}", row.club_id, row.id)),
    })
}

/// The whole event as the API shows it.
fn shown(state: &AppState, view: &EventView) -> Value {
    let mut event = summary(state, &view.row);
    event["announcement"] = json!(view.row.announcement);
    event["rounds"] = json!(view.rounds);
    event["entries"] = json!(
        view.entries
            .iter()
            .map(|e| json!({
                "username": e.username,
                "clubMember": e.is_member,
                "section": e.section,
                "seat": e.seat,
                "enteredRound": e.entered_round,
                "withdrawnAfter": e.withdrawn_after,
            }))
            .collect::<Vec<_>>()
    );
    let rounds: Vec<Value> = (1..=view.row.rounds_paired)
        .map(|round| {
            let boards: Vec<Value> = view
                .boards
                .iter()
                .filter(|b| b.round == round)
                .map(|b| {
                    json!({
                        "id": b.id,
                        "section": b.section,
                        "board": b.board,
                        "kind": b.kind.as_str(),
                        "white": b.white_name,
                        "black": b.black_name,
                        "result": b.result.map(|r| r.as_str()),
                        "status": b.status.map(|s| s.as_str()),
                        "playedOn": b.played_on.to_string(),
                        "game": b.game_id,
                    })
                })
                .collect();
            json!({ "round": round, "boards": boards })
        })
        .collect();
    event["pairings"] = json!(rounds);
    event["standings"] = json!(
        view.sections
            .iter()
            .map(|s| json!({
                "section": s.number,
                "players": s.lines.iter().map(|l| json!({
                    "rank": l.standing.rank,
                    "username": l.username,
                    "points": clubs::points(l.standing.score),
                    "games": l.standing.games,
                    "averagedOpponentScore": l.standing.averaged_opponent_score.in_points().to_string(),
                    "rating": l.standing.rating,
                    "withdrawn": l.withdrawn,
                    "crosstable": l.cells.iter().map(|c| c.code()).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
            }))
            .collect::<Vec<_>>()
    );
    event["ratingsAfterRound"] = json!(
        view.ratings_after
            .iter()
            .map(|r| json!({
                "round": r.round,
                "ratings": r.ratings.iter().map(|(u, rating)| json!({ "username": u, "rating": rating })).collect::<Vec<_>>(),
            }))
            .collect::<Vec<_>>()
    );
    event
}

/// `GET /api/clubs/{id}/events`: the club's events, the latest first.
pub async fn list(
    State(state): State<AppState>,
    ClubPath(club): ClubPath,
) -> Result<Json<Value>, ApiError> {
    let (_, events) = clubs::club_events(&state, club).await?;
    let events: Vec<Value> = events.iter().map(|e| summary(&state, e)).collect();
    Ok(Json(json!({ "events": events })))
}

/// `POST /api/clubs/{id}/events` (`name`, `format`, optional
/// `timeControl`, `open`, `announcement`, `reseed`): a director creates
/// an event.
pub async fn create(
    State(state): State<AppState>,
    ClubWriter { api, club }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let new = EventForm {
        name: params.text("name")?.unwrap_or_default(),
        format: params.get("format").unwrap_or_default(),
        control: params.get("timeControl"),
        open: params.bool("open", false)?,
        on_server: params.bool("onServer", false)?,
        announcement: params.text("announcement")?.unwrap_or_default(),
        reseed: params.bool("reseed", false)?,
    };
    let event = clubs::create_event(&state, club, api.user.id, &new.read()?).await?;
    let view = clubs::event_view(&state, club, event).await?;
    Ok(Json(shown(&state, &view)))
}

/// `GET /api/clubs/{id}/events/{eid}`.
pub async fn show(
    State(state): State<AppState>,
    EventIds { club, event }: EventIds,
) -> Result<Json<Value>, ApiError> {
    let view = clubs::event_view(&state, club, event).await?;
    Ok(Json(shown(&state, &view)))
}

/// `POST /api/clubs/{id}/events/{eid}/{action}`: `enter`, `withdraw`
/// (optional `username`, a director's), `rounds` (a director starts the
/// next round).
pub async fn act(
    State(state): State<AppState>,
    EventWriter {
        api,
        ids: EventIds { club, event },
    }: EventWriter,
    Path((_, _, action)): Path<(String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let username = params.get("username");
    match action.as_str() {
        "enter" => clubs::enter(&state, club, event, &api.user, username).await?,
        "withdraw" => clubs::withdraw(&state, club, event, &api.user, username).await?,
        "rounds" => {
            clubs::start_round(&state, club, event, api.user.id).await?;
        }
        _ => {
            return Err(ApiError::not_found(
                "No such action: enter, withdraw or rounds",
            ));
        }
    }
    let view = clubs::event_view(&state, club, event).await?;
    Ok(Json(shown(&state, &view)))
}

/// `POST /api/clubs/{id}/events/{eid}/boards/{bid}/{action}`: `report`
/// (`result`; White, or a director), `confirm`, `dispute` (Black),
/// `correct` (`result`; a director).
pub async fn board(
    State(state): State<AppState>,
    EventWriter {
        api,
        ids: EventIds { club, event },
    }: EventWriter,
    Path((_, _, board, action)): Path<(String, String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let board: i64 = board.parse().map_err(|_| ClubError::NoSuchBoard)?;
    let result = || {
        params
            .get("result")
            .filter(|r| !r.trim().is_empty())
            .ok_or(ClubError::Missing("result"))
            .and_then(club_forms::result)
    };
    let action = match action.as_str() {
        "report" => BoardAction::Report(result()?),
        "correct" => BoardAction::Correct(result()?),
        "confirm" => BoardAction::Confirm,
        "dispute" => BoardAction::Dispute,
        _ => {
            return Err(ApiError::not_found(
                "No such action: report, confirm, dispute or correct",
            ));
        }
    };
    clubs::act_on_board(&state, club, event, board, api.user.id, action).await?;
    let view = clubs::event_view(&state, club, event).await?;
    Ok(Json(shown(&state, &view)))
}

/// `GET /api/clubs/{id}/events/{eid}/export/{format}`: `csv` (standings
/// and crosstable) or `trf` (FIDE TRF-16).
pub async fn export(
    State(state): State<AppState>,
    EventIds { club, event }: EventIds,
    Path((_, _, format)): Path<(String, String, String)>,
) -> Result<Response, ApiError> {
    let view = clubs::event_view(&state, club, event).await?;
    let (body, kind, extension) = match format.as_str() {
        "csv" => (clubs::export_csv(&view), "text/csv; charset=utf-8", "csv"),
        "trf" => (clubs::export_trf(&view), "text/plain; charset=utf-8", "trf"),
        _ => return Err(ApiError::not_found("No such export: csv or trf")),
    };
    let file = format!("attachment; filename=\"event-{event}.{extension}\"");
    Ok((
        [
            (header::CONTENT_TYPE, kind.to_owned()),
            (header::CONTENT_DISPOSITION, file),
        ],
        body,
    )
        .into_response())
}
