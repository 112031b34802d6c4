//! The club pages' forms: each calls the clubs use case and comes back to
//! the club's page (`super::answer`).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use redqueen_domain::vacation::Day;
use serde::Deserialize;

use super::{Done, answer, club_id, list};
use crate::clubs::{self, ClubError, GameAnswer, MemberAction};
use crate::http::club_forms::{self, GameForm};
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::{PageCtx, ids};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct FoundForm {
    name: String,
    description: String,
}

pub async fn found(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<FoundForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    match clubs::found_club(&state, member, &form.name, &form.description).await {
        Ok(id) => {
            Ok(Redirect::to(&format!("/clubs/{id}?done={}", Done::Founded.key())).into_response())
        }
        Err(ClubError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => {
            let message = refusal.message(&ctx.lang);
            Ok((
                StatusCode::BAD_REQUEST,
                list::render(&state, &ctx, message).await?,
            )
                .into_response())
        }
    }
}

pub async fn join(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let done = clubs::ask_to_join(&state, club, member)
        .await
        .map(|()| Done::Requested);
    answer(&state, &ctx, club, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ReportForm {
    white: String,
    black: String,
    result: String,
    #[serde(rename = "playedOn")]
    played_on: String,
    #[serde(rename = "timeControl")]
    time_control: String,
    #[serde(rename = "gameNumber")]
    game_number: String,
}

pub async fn report(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let report = GameForm {
        white: &form.white,
        black: &form.black,
        result: &form.result,
        played_on: &form.played_on,
        control: &form.time_control,
        game_number: Some(&form.game_number),
    };
    let done = async {
        let game = report.read(Day::containing(state.now()))?;
        clubs::record_game(&state, club, member.id, &game).await
    }
    .await
    .map(|_| Done::Reported);
    answer(&state, &ctx, club, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CorrectForm {
    result: String,
}

pub async fn answer_game(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, game, action)): Path<(String, String, String)>,
    CsrfForm(form): CsrfForm<CorrectForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let game: i64 = game.parse().map_err(|_| PageError::NotFound)?;
    let done = match action.as_str() {
        "confirm" => clubs::answer_game(&state, club, game, member.id, GameAnswer::Confirm)
            .await
            .map(|()| Done::Confirmed),
        "dispute" => clubs::answer_game(&state, club, game, member.id, GameAnswer::Dispute)
            .await
            .map(|()| Done::Disputed),
        "correct" => async {
            let result = club_forms::result(&form.result)?;
            clubs::correct_game(&state, club, game, member.id, result).await
        }
        .await
        .map(|()| Done::Corrected),
        _ => return Err(PageError::NotFound),
    };
    answer(&state, &ctx, club, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct AddForm {
    username: String,
    #[serde(rename = "joinedOn")]
    joined_on: String,
}

pub async fn add_member(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<AddForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let done = async {
        let joined_on = club_forms::joined_on(Some(&form.joined_on))?;
        clubs::add_member(
            &state,
            club,
            member.id,
            &ids::club_member(&form.username)?,
            joined_on,
        )
        .await
    }
    .await
    .map(|()| Done::Member);
    answer(&state, &ctx, club, done).await
}

pub async fn member(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, username, action)): Path<(String, String, String)>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let director = ctx.member()?;
    let club = club_id(&id)?;
    let action = MemberAction::parse(&action).ok_or(PageError::NotFound)?;
    let done = async {
        clubs::act_on_member(
            &state,
            club,
            director,
            &ids::club_member(&username)?,
            action,
        )
        .await
    }
    .await
    .map(|()| Done::Member);
    answer(&state, &ctx, club, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DecayForm {
    date: String,
}

pub async fn decay(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<DecayForm>,
) -> Result<Response, PageError> {
    let director = ctx.member()?;
    let club = club_id(&id)?;
    let done = async {
        let on = club_forms::past_day(&form.date, "date", Day::containing(state.now()))?;
        clubs::apply_decay_on(&state, club, director.id, on).await
    }
    .await
    .map(|_| Done::Decayed);
    answer(&state, &ctx, club, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChallengeForm {
    #[serde(rename = "timeControl")]
    time_control: String,
}

/// A ladder challenge from a card: to the challenges page, where it waits
/// for the answer like any other.
pub async fn challenge(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, username)): Path<(String, String)>,
    CsrfForm(form): CsrfForm<ChallengeForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let sent = async {
        let control = club_forms::control(&form.time_control)?;
        clubs::challenge(&state, club, member, &ids::club_member(&username)?, control).await
    };
    match sent.await {
        // The challenges page says it was sent, and lists it.
        Ok(_) => Ok(Redirect::to("/challenges?notice=club-challenge-sent").into_response()),
        Err(refusal) => answer(&state, &ctx, club, Err(refusal)).await,
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct SettingsForm {
    description: String,
    #[serde(rename = "seasonStart")]
    season_start: String,
    #[serde(rename = "seasonEnd")]
    season_end: String,
    #[serde(rename = "decayDay")]
    decay_day: String,
}

pub async fn settings(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<SettingsForm>,
) -> Result<Response, PageError> {
    let director = ctx.member()?;
    let club = club_id(&id)?;
    let typed = club_forms::SettingsForm {
        description: Some(&form.description),
        season_start: Some(&form.season_start),
        season_end: Some(&form.season_end),
        decay_day: Some(&form.decay_day),
    };
    let changed = async {
        let settings = typed.read()?;
        clubs::change_settings(&state, club, director.id, &settings).await
    };
    let done = changed.await.map(|()| Done::Settings);
    answer(&state, &ctx, club, done).await
}
