//! The game page's forms: a move, the one-click actions, chat, the note,
//! conditional moves. Each redirects back to the game, or shows it again
//! with the reason of a refusal.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChatRoom, GameId};
use serde::Deserialize;

use super::challenges::internal;
use super::game::render;
use super::refused_with;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::play::{self, Action, PlayError, PlayMove};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct MoveForm {
    ply: String,
    #[serde(rename = "move")]
    text: String,
    offer_draw: Option<String>,
}

async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    id: &GameId,
    result: Result<(), PlayError>,
) -> Result<Response, PageError> {
    if ctx.wants_json {
        return short_answer(ctx, result);
    }
    match result {
        Ok(()) => Ok(Redirect::to(&format!("/{id}")).into_response()),
        Err(error) => match crate::play::play_error_text(&ctx.lang, &error) {
            Some(message) => Ok(refused_with(
                Some(&error),
                render(state, ctx, id, Some(message)).await?,
            )),
            None => Err(internal(error)),
        },
    }
}

/// [`answer`] to the interactive board: a short answer; the board follows
/// the event stream.
fn short_answer(ctx: &PageCtx, result: Result<(), PlayError>) -> Result<Response, PageError> {
    match result {
        Ok(()) => Ok(axum::Json(serde_json::json!({ "ok": true })).into_response()),
        Err(error) => match crate::play::play_error_text(&ctx.lang, &error) {
            Some(message) => Ok(refused_with(
                Some(&error),
                axum::Json(serde_json::json!({ "error": message })),
            )),
            None => Err(internal(error)),
        },
    }
}

/// A path naming no game, answered as [`answer`] answers an action on a
/// game that does not exist: the game's page is not found.
fn no_such_game(ctx: &PageCtx) -> Result<Response, PageError> {
    refused_without_game(ctx, PlayError::NoSuchGame)
}

/// [`answer`]'s `refusal` of an action on a path naming no game: the
/// interactive board hears the refusal; the page of no game is not found.
fn refused_without_game(ctx: &PageCtx, refusal: PlayError) -> Result<Response, PageError> {
    if ctx.wants_json {
        return short_answer(ctx, Err(refusal));
    }
    Err(PageError::NotFound)
}

/// As [`answer`], a saved note or set of lines coming back to the page
/// with `notice` (the page's script says "Saved" in place).
async fn answer_saved(
    state: &AppState,
    ctx: &PageCtx,
    id: &GameId,
    result: Result<(), PlayError>,
    notice: &str,
) -> Result<Response, PageError> {
    match result {
        Ok(()) if !ctx.wants_json => {
            Ok(Redirect::to(&format!("/{id}?notice={notice}")).into_response())
        }
        other => answer(state, ctx, id, other).await,
    }
}

pub async fn play_move(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(id) = GameId::parse(&id) else {
        return no_such_game(&ctx);
    };
    // The page's form always says which ply the move was made at; one
    // that is missing or no ply (`-2`) is a stale page, never "now".
    let Ok(ply) = form.ply.trim().parse::<u32>() else {
        return refused_form(&state, &ctx, &id, member.id, PlayError::Conflict).await;
    };
    let command = match form.text.parse() {
        Ok(mv) => PlayMove {
            ply: Some(ply),
            mv,
            offering_draw: form.offer_draw.is_some(),
        },
        Err(error) => return refused_form(&state, &ctx, &id, member.id, error.into()).await,
    };
    let result = play::play_move(&state, &id, member.id, &command).await;
    answer(&state, &ctx, &id, result.map(drop)).await
}

/// A move form refused before the game is changed: `refusal`, but
/// someone else's game is a 404 whatever the form says.
async fn refused_form(
    state: &AppState,
    ctx: &PageCtx,
    id: &GameId,
    member: MemberId,
    refusal: PlayError,
) -> Result<Response, PageError> {
    let refusal = match play::player_game(state, id, member).await {
        Err(error) => error,
        Ok(_) => refusal,
    };
    answer(state, ctx, id, Err(refusal)).await
}

pub async fn act(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, action)): Path<(String, String)>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    // The action first: an unknown one is not found whatever the game.
    let action = match action.as_str() {
        "claim" => None,
        "resign" => Some(Action::Resign),
        "abort" => Some(Action::Abort),
        "draw-yes" => Some(Action::DrawYes),
        "draw-no" => Some(Action::DrawNo),
        "delete-yes" => Some(Action::DeleteYes),
        "delete-no" => Some(Action::DeleteNo),
        "takeback-yes" => Some(Action::TakebackYes),
        "takeback-no" => Some(Action::TakebackNo),
        "quit-yes" => Some(Action::QuitYes),
        "quit-no" => Some(Action::QuitNo),
        _ => return Err(PageError::NotFound),
    };
    let Ok(id) = GameId::parse(&id) else {
        return no_such_game(&ctx);
    };
    let result = match action {
        None => play::claim_draw(&state, &id, member.id).await,
        Some(action) => play::act(&state, &id, member.id, action).await,
    };
    answer(&state, &ctx, &id, result.map(drop)).await
}

/// Challenges the opponent again, colours reversed; on to the challenges.
pub async fn rematch(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(id) = GameId::parse(&id) else {
        return no_such_game(&ctx);
    };
    match play::rematch(&state, member, &id).await {
        Ok(_) => Ok(Redirect::to("/challenges?notice=challenge-sent").into_response()),
        Err(error) => answer(&state, &ctx, &id, Err(error)).await,
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct TextForm {
    text: String,
}

pub async fn chat(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<TextForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(id) = GameId::parse(&id) else {
        return no_such_game(&ctx);
    };
    let result = play::chat::say(
        &state,
        &id,
        ChatRoom::Player,
        member.id,
        &member.username,
        &form.text,
    )
    .await;
    answer(&state, &ctx, &id, result).await
}

pub async fn note(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<TextForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(id) = GameId::parse(&id) else {
        // A note refused for its text is refused whatever the game.
        let refusal = play::note_text(&form.text).err();
        return refused_without_game(&ctx, refusal.unwrap_or(PlayError::NoSuchGame));
    };
    let result = play::set_note(&state, &id, member.id, &form.text).await;
    answer_saved(&state, &ctx, &id, result, "note-saved").await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LinesForm {
    lines: String,
}

/// One line per row, moves separated by spaces.
pub async fn conditional(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<LinesForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(id) = GameId::parse(&id) else {
        return no_such_game(&ctx);
    };
    let lines: Vec<Vec<String>> = form
        .lines
        .lines()
        .map(|line| {
            line.split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|line| !line.is_empty())
        .collect();
    let result = play::set_conditional_moves(&state, &id, member.id, &lines).await;
    answer_saved(&state, &ctx, &id, result.map(drop), "conditional-saved").await
}
