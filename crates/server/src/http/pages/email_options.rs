//! `/settings/email-options` (product.md §6): which emails the site sends,
//! and "your turn" at every move or as a daily digest.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use redqueen_store::EmailOptionsRow;
use serde::Deserialize;

use crate::accounts;
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

/// The choices for "your turn".
const YOUR_TURN: [&str; 3] = ["every_move", "daily_digest", "off"];
/// The other kinds, each on or off: (field, label).
const KINDS: [(&str, &str); 8] = [
    ("challenges", "email-options-challenges"),
    ("draw_offers", "email-options-draw-offers"),
    ("game_over", "email-options-game-over"),
    ("reminders", "email-options-reminders"),
    ("vacation_ending", "email-options-vacation-ending"),
    ("tournament_rounds", "email-options-tournament-rounds"),
    ("club_results", "email-options-club-results"),
    ("weekly_summary", "email-options-weekly-summary"),
];

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let options = state.store.email_options(member.id).await?;
    let on = |field: &str| match field {
        "challenges" => options.challenges,
        "draw_offers" => options.draw_offers,
        "game_over" => options.game_over,
        "vacation_ending" => options.vacation_ending,
        "tournament_rounds" => options.tournament_rounds,
        "club_results" => options.club_results,
        "weekly_summary" => options.weekly_summary,
        _ => options.reminders,
    };
    let title = ctx.t("email-options-title");
    Ok(page(&ctx, &title, html! {
        form.stack method="post" action="/settings/email-options" {
            (csrf_field(&ctx))
            label for="your_turn" { (ctx.t("email-options-your-turn")) }
            select #your_turn name="your_turn" {
                @for choice in YOUR_TURN {
                    option value=(choice) selected[options.your_turn == choice] { (ctx.t(&format!("email-options-{}", choice.replace('_', "-")))) }
                }
            }
            fieldset {
                legend { (ctx.t("email-options-also")) }
                @for (field, label) in KINDS {
                    label.check { input type="checkbox" name=(field) value="on" checked[on(field)]; " " (ctx.t(label)) }
                }
            }
            p.hint { (ctx.t("email-options-account-emails")) }
            button type="submit" { (ctx.t("email-options-save")) }
        }
    }).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct OptionsForm {
    your_turn: String,
    challenges: Flag,
    draw_offers: Flag,
    game_over: Flag,
    reminders: Flag,
    vacation_ending: Flag,
    tournament_rounds: Flag,
    club_results: Flag,
    weekly_summary: Flag,
}

pub async fn save(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<OptionsForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if !YOUR_TURN.contains(&form.your_turn.as_str()) {
        return Err(PageError::BadForm);
    }
    let chosen = EmailOptionsRow {
        your_turn: form.your_turn,
        challenges: form.challenges.0,
        draw_offers: form.draw_offers.0,
        game_over: form.game_over.0,
        reminders: form.reminders.0,
        digest_sent_at: None,
        vacation_ending: form.vacation_ending.0,
        tournament_rounds: form.tournament_rounds.0,
        weekly_summary: form.weekly_summary.0,
        summary_sent_at: None,
        club_results: form.club_results.0,
    };
    accounts::choose_email_options(&state, member.id, chosen).await?;
    Ok(Redirect::to("/settings/email-options?notice=email-options-saved").into_response())
}
