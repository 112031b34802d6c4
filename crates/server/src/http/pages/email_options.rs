//! `/settings/email-options` (product.md §6): which emails the site sends,
//! and "your turn" at every move or as a daily digest.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use redqueen_domain::Named;
use redqueen_domain::account::{EmailOption, YourTurnEmails};

use serde::Deserialize;

use crate::accounts;
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::EmailOptionsRow;
use crate::state::AppState;

/// The options each on or off (beside "your turn", which has choices),
/// in the order of the form.
const KINDS: [EmailOption; 8] = [
    EmailOption::Challenges,
    EmailOption::DrawOffers,
    EmailOption::GameOver,
    EmailOption::Reminders,
    EmailOption::VacationEnding,
    EmailOption::TournamentRounds,
    EmailOption::ClubResults,
    EmailOption::WeeklySummary,
];

/// A form field's label: `email-options-draw-offers` for `draw_offers`.
fn label(name: &str) -> String {
    format!("email-options-{}", name.replace('_', "-"))
}

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let options = accounts::email_options(&state, member.id).await?;
    let on = |option: EmailOption| match option {
        EmailOption::Challenges => options.challenges,
        EmailOption::DrawOffers => options.draw_offers,
        EmailOption::GameOver => options.game_over,
        EmailOption::VacationEnding => options.vacation_ending,
        EmailOption::TournamentRounds => options.tournament_rounds,
        EmailOption::ClubResults => options.club_results,
        EmailOption::WeeklySummary => options.weekly_summary,
        EmailOption::Reminders => options.reminders,
        EmailOption::YourTurn => options.your_turn != YourTurnEmails::Off,
    };
    let title = ctx.t("email-options-title");
    Ok(page(&ctx, &title, html! {
        form.stack method="post" action="/settings/email-options" {
            (csrf_field(&ctx))
            label for="your_turn" { (ctx.t("email-options-your-turn")) }
            select #your_turn name="your_turn" {
                @for choice in YourTurnEmails::ALL {
                    option value=(choice.as_str()) selected[options.your_turn == *choice] { (ctx.t(&label(choice.as_str()))) }
                }
            }
            fieldset {
                legend { (ctx.t("email-options-also")) }
                @for option in KINDS {
                    label.check { input type="checkbox" name=(option.as_str()) value="on" checked[on(option)]; " " (ctx.t(&label(option.as_str()))) }
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
    let Ok(your_turn) = form.your_turn.parse::<YourTurnEmails>() else {
        return Err(PageError::BadForm);
    };
    let chosen = EmailOptionsRow {
        your_turn,
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
