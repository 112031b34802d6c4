//! Tournaments of this site (product.md §12: native endpoints follow the
//! lichess conventions): the lists, one tournament with its rounds and
//! standings, creation by administrators, joining and leaving.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use redqueen_domain::account::Scope;
use redqueen_domain::tournament::standings::Standing;
use serde_json::{Value, json};

use super::auth::ApiUser;
use super::params::Params;
use crate::http::{ApiError, ids};
use crate::records::TournamentRow;
use crate::state::AppState;
use crate::tournaments::{
    self, RoundView, SettingsForm, TournamentError, TournamentView, result_of, seed_to_u64,
};

/// Tournaments per list.
const LISTED: i64 = 100;

/// A refusal's status says its kind, as for clubs: 400 a malformed
/// setting, 403 who may act, 404 no such tournament, 409 a request well
/// formed but at odds with the tournament's state or the member's.
impl From<TournamentError> for ApiError {
    fn from(error: TournamentError) -> Self {
        let status = match error {
            TournamentError::NotFound => StatusCode::NOT_FOUND,
            TournamentError::NotAdmin | TournamentError::Unverified | TournamentError::Bot => {
                StatusCode::FORBIDDEN
            }
            TournamentError::Setting(_) => StatusCode::BAD_REQUEST,
            TournamentError::SignupNotOpen
            | TournamentError::SignupClosed
            | TournamentError::Started
            | TournamentError::Full
            | TournamentError::Over
            | TournamentError::AlreadyJoined
            | TournamentError::NotJoined
            | TournamentError::OutsideRatingRange => StatusCode::CONFLICT,
            TournamentError::Internal(error) => return ApiError::from(error),
        };
        ApiError::new(status, &error.to_string())
    }
}

/// `GET /api/tournaments`: upcoming, in progress, and finished (or
/// cancelled) tournaments.
pub async fn list(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let lists = tournaments::tournament_lists(&state, LISTED).await?;
    let json_of = |rows: &[TournamentRow]| -> Vec<Value> {
        rows.iter().map(|t| summary(t, lists.winner(t))).collect()
    };
    Ok(Json(json!({
        "upcoming": json_of(&lists.upcoming),
        "inProgress": json_of(&lists.in_progress),
        "finished": json_of(&lists.over),
    })))
}

/// `GET /api/tournaments/{id}`: the tournament with its players, rounds,
/// games and standings.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let view = tournaments::tournament_view(&state, &ids::tournament(&id)?)
        .await?
        .ok_or(TournamentError::NotFound)?;
    Ok(Json(detail(&view)))
}

/// `POST /api/tournaments` (administrators): creates a tournament from the
/// fields of `docs/tournaments.md`; answers it as `GET` would.
pub async fn create(
    State(state): State<AppState>,
    api: ApiUser,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let field = |name: &str| params.get(name).unwrap_or_default().to_owned();
    let form = SettingsForm {
        name: field("name"),
        kind: field("kind"),
        system: field("system"),
        rounds: field("rounds"),
        group_size: field("group_size"),
        time_control: field("time_control"),
        rated: field("rated"),
        signup_opens_at: field("signup_opens_at"),
        signup_closes_at: field("signup_closes_at"),
        starts_at: field("starts_at"),
        min_players: field("min_players"),
        max_players: field("max_players"),
        rating_min: field("rating_min"),
        rating_max: field("rating_max"),
        vacation_allowed: field("vacation_allowed"),
        round_pause_minutes: field("round_pause_minutes"),
    };
    tournaments::may_create(&api.user)?;
    let settings = form.parse(state.now()).map_err(TournamentError::from)?;
    let row = tournaments::create_tournament(&state, &api.user, settings).await?;
    Ok(Json(summary(&row, None)))
}

/// `POST /api/tournaments/{id}/join`.
pub async fn join(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    // Who may join is told before which tournament: a name that is no
    // tournament's is not found only for those who may join one.
    tournaments::may_join(&api.user)?;
    tournaments::join_tournament(&state, &api.user, &ids::tournament(&id)?).await?;
    Ok(Json(json!({ "ok": true })))
}

/// `POST /api/tournaments/{id}/leave`.
pub async fn leave(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    tournaments::leave_tournament(&state, &api.user, &ids::tournament(&id)?).await?;
    Ok(Json(json!({ "ok": true })))
}

/// `POST /api/tournaments/{id}/withdraw`: out of a tournament under way
/// (before the start, the same as leaving).
pub async fn withdraw(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let forfeited =
        tournaments::withdraw_from_tournament(&state, &api.user, &ids::tournament(&id)?).await?;
    Ok(Json(json!({ "ok": true, "forfeited": forfeited })))
}

/// A stored name as the API spells it: `double_round_robin` is
/// `doubleRoundRobin`.
fn camel(name: &str) -> String {
    let mut words = name.split('_');
    let mut out = words.next().unwrap_or_default().to_owned();
    for word in words {
        let mut letters = word.chars();
        if let Some(first) = letters.next() {
            out.extend(first.to_uppercase());
            out.push_str(letters.as_str());
        }
    }
    out
}

/// A tournament's settings and state.
fn summary(t: &TournamentRow, winner: Option<&str>) -> Value {
    json!({
        "id": t.id,
        "name": t.name,
        "kind": t.kind.as_str(),
        "system": camel(t.system.as_str()),
        "nbRounds": t.swiss_rounds,
        "groupSize": t.group_size,
        "timeControl": t.time_control,
        "rated": t.rated,
        "signupOpensAt": t.signup_opens_at,
        "signupClosesAt": t.signup_closes_at,
        "startsAt": t.starts_at,
        "minPlayers": t.min_players,
        "maxPlayers": t.max_players,
        "ratingMin": t.rating_min,
        "ratingMax": t.rating_max,
        "vacationAllowed": t.vacation_allowed,
        "status": camel(t.status.as_str()),
        "nbPlayers": t.entrant_count,
        "round": t.current_round,
        "winner": winner,
        "endReason": t.end_reason.map(|reason| camel(reason.as_str())),
        "createdAt": t.created_at,
        "finishedAt": t.finished_at,
    })
}

/// Everything about a tournament.
fn detail(view: &TournamentView) -> Value {
    let record = &view.record;
    let winner = record.tournament.winner_id.map(|w| view.name(w));
    let mut object = summary(&record.tournament, winner);
    if let Value::Object(map) = &mut object {
        let players: Vec<Value> = record
            .entrants
            .iter()
            .map(|e| {
                json!({
                    "username": e.username,
                    "joinedAt": e.joined_at,
                    "withdrawn": e.withdrawn,
                    "disqualified": e.disqualified,
                })
            })
            .collect();
        map.insert("players".into(), players.into());
        map.insert("standings".into(), standings(view, &view.standings));
        let rounds: Vec<Value> = view.rounds.iter().map(|r| round(view, r)).collect();
        map.insert("rounds".into(), rounds.into());
    }
    object
}

fn round(view: &TournamentView, round: &RoundView) -> Value {
    let groups: Vec<Value> = round
        .groups
        .iter()
        .map(|g| {
            json!({
                "number": g.number,
                "players": g.players.iter().map(|&p| view.name(p)).collect::<Vec<_>>(),
                "standings": standings(view, &g.standings),
            })
        })
        .collect();
    let games: Vec<Value> = round
        .games
        .iter()
        .map(|g| {
            json!({
                "id": g.game_id,
                "group": g.group_number,
                "board": g.board,
                "white": view.name(g.white_id),
                "black": view.name(g.black_id),
                "status": g.status.as_str(),
                "result": result_of(g).map(|r| match r {
                    redqueen_domain::tournament::GameResult::WhiteWins => "1-0",
                    redqueen_domain::tournament::GameResult::Draw => "1/2-1/2",
                    redqueen_domain::tournament::GameResult::BlackWins => "0-1",
                }),
                "endReason": g.end_reason.map(|reason| reason.as_str()),
            })
        })
        .collect();
    json!({
        "number": round.row.number,
        "status": round.row.status.as_str(),
        "seed": seed_to_u64(round.row.seed).to_string(),
        "startedAt": round.row.started_at,
        "finishedAt": round.row.finished_at,
        "bye": round.row.bye_user_id.map(|b| view.name(b)),
        "groups": groups,
        "games": games,
    })
}

fn standings(view: &TournamentView, rows: &[Standing]) -> Value {
    rows.iter()
        .map(|row| {
            json!({
                "rank": row.rank,
                "username": view.name(row.player),
                "score": row.score,
                "games": row.games,
                "averagedOpponentScore": row.averaged_opponent_score.to_string(),
                "rating": row.rating,
                "lot": row.lot,
            })
        })
        .collect()
}
