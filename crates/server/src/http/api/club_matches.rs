//! Matches between clubs through the native API (issue 52, docs/clubs.md
//! "Matches between clubs"): a club's matches and its record against
//! each club; a director's invitation; one match with its settings,
//! rosters, boards and running score; and the actions on it — `accept`,
//! `decline`, `join`, `leave`. The club of the path is the side the
//! caller acts for.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use redqueen_domain::club::{
    BadBoards, BoardRefused, MatchBoardAction, MatchId, MatchOutcome, MatchScore, Side,
};
use redqueen_domain::result::GameResult;
use serde_json::{Value, json};

use super::club_path::{ClubPath, ClubWriter};
use super::params::Params;
use crate::clubs::{self, InvitationForm, MatchError, MatchReply, MatchView, RosterChange};
use crate::http::{ApiError, ids};
use crate::records::ClubMatchRow;
use crate::state::AppState;

/// A refusal's status says its kind, as for clubs (docs/lichess-api.md):
/// 400 a malformed request, 403 a rule about who may act, 404 a record
/// that does not exist, 409 a request at odds with the match's state.
impl From<MatchError> for ApiError {
    fn from(error: MatchError) -> Self {
        let status = match error {
            MatchError::NoSuchClub
            | MatchError::NoClubToInvite(_)
            | MatchError::NotFound
            | MatchError::NoSuchMember(_)
            | MatchError::NoSuchBoard => StatusCode::NOT_FOUND,
            MatchError::NotDirector
            | MatchError::Board(BoardRefused::NotYours)
            | MatchError::NotInvitedClub
            | MatchError::Unverified
            | MatchError::Bot(_)
            | MatchError::NotMember(_) => StatusCode::FORBIDDEN,
            // What the OpenAPI document's schema forbids too.
            MatchError::MissingClub
            | MatchError::Kind
            | MatchError::Boards(BadBoards::OutOfRange)
            | MatchError::RatingLimits
            | MatchError::MissingStartsAt
            | MatchError::Description
            | MatchError::Reason
            | MatchError::Result => StatusCode::BAD_REQUEST,
            // Well formed, but at odds with the rest of the request, the
            // match's state or today (a time control of the other kind,
            // a start outside its window, a rating outside the limits, as
            // a tournament's rating range).
            MatchError::SameClub
            | MatchError::CorrespondenceControl
            | MatchError::LiveControl
            | MatchError::Boards(BadBoards::MinimumAboveMaximum)
            | MatchError::RatingOrder
            | MatchError::StartsAt
            | MatchError::NotInvited(_)
            | MatchError::StartPassed
            | MatchError::RegistrationClosed(_)
            | MatchError::AlreadyOnRoster(_)
            | MatchError::NotOnRoster(_)
            | MatchError::OutsideLimits(_)
            | MatchError::ClubControl
            | MatchError::OverTheBoardLimits
            | MatchError::MissingResult
            | MatchError::NotOverTheBoard
            | MatchError::NotPlaying(_)
            | MatchError::Board(
                BoardRefused::NothingReported | BoardRefused::OwnReport | BoardRefused::Settled(_),
            ) => StatusCode::CONFLICT,
            MatchError::Internal(error) => return ApiError::from(error),
        };
        ApiError::new(status, &error.to_string())
    }
}

/// A score in points as lichess writes half points (`10.5`).
fn points(halves: u32) -> Value {
    if halves.is_multiple_of(2) {
        json!(halves / 2)
    } else {
        json!(f64::from(halves) / 2.0)
    }
}

fn score_json(score: MatchScore) -> Value {
    json!({
        "inviting": points(score.inviting_halves),
        "invited": points(score.invited_halves),
        "playing": score.playing,
    })
}

fn outcome_json(outcome: Option<MatchOutcome>) -> Value {
    match outcome {
        Some(MatchOutcome::Won(side)) => json!(side.as_str()),
        Some(MatchOutcome::Drawn) => json!("draw"),
        None => Value::Null,
    }
}

fn summary(row: &ClubMatchRow, score: MatchScore) -> Value {
    let finished = row.status == redqueen_domain::club::MatchStatus::Finished;
    json!({
        "id": row.id,
        "inviting": { "id": row.inviting_club_id, "name": row.inviting_name },
        "invited": { "id": row.invited_club_id, "name": row.invited_name },
        "kind": row.kind.as_str(),
        "timeControl": row.time_control.to_string(),
        "minBoards": row.min_boards,
        "maxBoards": row.max_boards,
        "rated": row.rated,
        "ratingMin": row.rating_min,
        "ratingMax": row.rating_max,
        "startsAt": row.starts_at,
        "description": row.description,
        "status": row.status.as_str(),
        "declineReason": row.decline_reason,
        "boards": row.boards,
        "createdAt": row.created_at,
        "finishedAt": row.finished_at,
        "score": score_json(score),
        "winner": outcome_json(if finished { score.outcome() } else { None }),
    })
}

/// The whole match as the API shows it.
fn shown(view: &MatchView) -> Value {
    let mut shown = summary(&view.row, view.score);
    shown["winner"] = outcome_json(view.outcome);
    let roster = |side: Side| -> Vec<Value> {
        view.roster(side)
            .map(|p| {
                json!({
                    "username": p.username,
                    "joinedAt": p.joined_at,
                    "board": p.board,
                    "rating": p.rating,
                })
            })
            .collect()
    };
    shown["rosters"] = json!({
        "inviting": roster(Side::Inviting),
        "invited": roster(Side::Invited),
    });
    let name = |id| {
        view.players
            .iter()
            .find(|p| p.user_id == id)
            .map(|p| p.username.clone())
    };
    shown["games"] = json!(
        view.games
            .iter()
            .map(|g| json!({
                "id": g.game_id,
                "board": g.board,
                "whiteSide": g.white_side.as_str(),
                "white": name(g.white_id),
                "black": name(g.black_id),
                "status": g.status.as_str(),
                "result": clubs::match_game_result(g).map(|r| r.as_str()),
            }))
            .collect::<Vec<_>>()
    );
    shown["boardResults"] = json!(
        view.boards
            .iter()
            .map(|b| json!({
                "board": b.board,
                "whiteSide": b.white_side.as_str(),
                "white": b.white_name,
                "black": b.black_name,
                "result": b.result.map(GameResult::as_str),
                "reportedBy": b.reported_side.map(Side::as_str),
                "status": b.status.map(|s| s.as_str()),
            }))
            .collect::<Vec<_>>()
    );
    shown
}

/// The match id of the path's `{mid}`: text that is no id names no match.
fn match_id(text: &str) -> Result<MatchId, MatchError> {
    MatchId::parse(text).map_err(|_| MatchError::NotFound)
}

/// `GET /api/clubs/{id}/matches`: the club's matches, the latest first,
/// and its record against each club it played.
pub async fn list(
    State(state): State<AppState>,
    ClubPath(club): ClubPath,
) -> Result<Json<Value>, ApiError> {
    let listed = clubs::club_matches(&state, club).await?;
    let matches: Vec<Value> = listed
        .matches
        .iter()
        .map(|(row, score)| summary(row, *score))
        .collect();
    let record: Vec<Value> = listed
        .record
        .iter()
        .map(|r| {
            json!({
                "club": { "id": r.club_id, "name": r.club_name },
                "won": r.won, "drawn": r.drawn, "lost": r.lost,
                "pointsFor": points(r.halves_for),
                "pointsAgainst": points(r.halves_against),
            })
        })
        .collect();
    Ok(Json(json!({ "matches": matches, "record": record })))
}

/// `POST /api/clubs/{id}/matches` (`club`, the invited club's id; `kind`,
/// `timeControl`, `minBoards`, `maxBoards`, `rated`, `ratingMin`,
/// `ratingMax`, `startsAt`, `description`): a director invites a club.
pub async fn invite(
    State(state): State<AppState>,
    ClubWriter { api, club }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let text = |name: &str| -> Result<String, ApiError> {
        Ok(params.text(name)?.unwrap_or_default().to_owned())
    };
    // Numbers as a form writes them or as JSON numbers; empty is not
    // given.
    let number = |name: &str| -> Result<String, ApiError> {
        if params.get(name).is_none() {
            return Ok(String::new());
        }
        Ok(params.int(name)?.map(|n| n.to_string()).unwrap_or_default())
    };
    let form = InvitationForm {
        club: number("club")?,
        kind: text("kind")?,
        time_control: text("timeControl")?,
        min_boards: number("minBoards")?,
        max_boards: number("maxBoards")?,
        rated: params.bool("rated", true)?,
        rating_min: number("ratingMin")?,
        rating_max: number("ratingMax")?,
        // Unix milliseconds (a number) or a UTC time as text.
        starts_at: params.get("startsAt").unwrap_or_default().to_owned(),
        description: text("description")?,
    };
    let id = clubs::invite_club(&state, club, &api.user, &form).await?;
    let view = clubs::match_of(&state, club, &id).await?;
    Ok(Json(shown(&view)))
}

/// `GET /api/clubs/{id}/matches/{mid}`.
pub async fn show(
    State(state): State<AppState>,
    ClubPath(club): ClubPath,
    Path((_, mid)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let view = clubs::match_of(&state, club, &match_id(&mid)?).await?;
    Ok(Json(shown(&view)))
}

/// `POST /api/clubs/{id}/matches/{mid}/boards/{board}/{action}`: over the
/// board, `report` (with `result`: `1-0`, `0-1` or `1/2-1/2`), `confirm`
/// or `dispute` a board's result, by one of its players or a director of
/// their club.
pub async fn board(
    State(state): State<AppState>,
    ClubWriter { api, club }: ClubWriter,
    Path((_, mid, board, action)): Path<(String, String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let id = match_id(&mid)?;
    let board: i32 = board.parse().map_err(|_| MatchError::NoSuchBoard)?;
    let action = match action.as_str() {
        "report" => {
            // The schema cannot say that `report` needs it: its absence
            // is at odds with the action (409), a result unlike the
            // schema's is malformed (400).
            let result = params
                .text("result")?
                .filter(|r| !r.trim().is_empty())
                .ok_or(MatchError::MissingResult)?;
            let result = result.trim().parse().map_err(|_| MatchError::Result)?;
            MatchBoardAction::Report(result)
        }
        "confirm" => MatchBoardAction::Confirm,
        "dispute" => MatchBoardAction::Dispute,
        _ => {
            return Err(ApiError::not_found(
                "No such action: report, confirm or dispute",
            ));
        }
    };
    clubs::answer_match_board(&state, club, &id, board, &api.user, action).await?;
    let view = clubs::match_of(&state, club, &id).await?;
    Ok(Json(shown(&view)))
}

/// `POST /api/clubs/{id}/matches/{mid}/{action}`: `accept`, `decline`
/// (optional `reason`) by a director of the invited club; `join`, `leave`
/// (optional `username`, a director's) for the club of the path.
pub async fn act(
    State(state): State<AppState>,
    ClubWriter { api, club }: ClubWriter,
    Path((_, mid, action)): Path<(String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let id = match_id(&mid)?;
    let username = match params.text("username")?.filter(|u| !u.trim().is_empty()) {
        Some(name) => Some(ids::club_member(name).map_err(ApiError::from)?),
        None => None,
    };
    match action.as_str() {
        "accept" => clubs::answer_match(&state, club, &id, &api.user, &MatchReply::Accept).await?,
        "decline" => {
            let reason = params.text("reason")?.unwrap_or_default().to_owned();
            clubs::answer_match(
                &state,
                club,
                &id,
                &api.user,
                &MatchReply::Decline { reason },
            )
            .await?;
        }
        "join" | "leave" => {
            let change = if action == "join" {
                RosterChange::Join
            } else {
                RosterChange::Leave
            };
            clubs::change_roster(&state, club, &id, &api.user, username.as_ref(), change).await?;
        }
        _ => {
            return Err(ApiError::not_found(
                "No such action: accept, decline, join or leave",
            ));
        }
    }
    let view = clubs::match_of(&state, club, &id).await?;
    Ok(Json(shown(&view)))
}
