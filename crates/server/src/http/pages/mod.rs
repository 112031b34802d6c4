//! The site's pages.

mod account_deletion;
mod analysis;
mod blocks;
mod board_settings;
mod bot_account;
mod calendar;
mod clubs;
pub(crate) mod conduct;
mod home;
mod language;
mod login;
mod messages;
mod notifications;
mod password_reset;
pub(crate) mod play;
pub(crate) mod players;
mod points;
mod privacy;
mod register;
mod removal;
mod settings;
pub(crate) use crate::i18n::time;
mod offline;
mod tokens;
mod tournaments;
mod unsubscribe;
mod vacation;
mod verify;

use axum::Router;
use axum::routing::{get, post};

use super::ClientAddress;
use super::errors::PageError;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home::show))
        .route("/register", get(register::show).post(register::submit))
        .route("/login", get(login::show).post(login::submit))
        .route("/logout", post(login::log_out))
        .route("/verify/resend", post(verify::resend))
        .route("/verify/{token}", get(verify::follow))
        .route(
            "/password-reset",
            get(password_reset::show_request).post(password_reset::submit_request),
        )
        .route(
            "/password-reset/{token}",
            get(password_reset::show_reset).post(password_reset::submit_reset),
        )
        .route("/settings", get(settings::show))
        .route("/settings/email", post(settings::change_email))
        .route("/settings/password", post(settings::change_password))
        .route("/settings/language", post(settings::change_language))
        .route("/settings/tokens", get(tokens::show).post(tokens::create))
        .route("/settings/tokens/{id}/revoke", post(tokens::revoke))
        .route("/settings/email-options", get(notifications::moved))
        .route(
            "/settings/notifications",
            get(notifications::show).post(notifications::save),
        )
        .route(
            "/settings/notifications/devices",
            post(notifications::add_device),
        )
        .route(
            "/settings/notifications/devices/{id}/remove",
            post(notifications::remove_device),
        )
        .route("/settings/blocks", get(blocks::show).post(blocks::save))
        .route(
            "/settings/board",
            get(board_settings::show).post(board_settings::save),
        )
        .route(
            "/settings/bot",
            get(bot_account::show).post(bot_account::submit),
        )
        .route(
            "/settings/delete",
            get(account_deletion::show).post(account_deletion::submit),
        )
        .route(
            "/email/unsubscribe/{token}/{kind}",
            get(unsubscribe::ask).post(unsubscribe::apply),
        )
        .route(
            "/settings/vacation",
            get(vacation::show).post(vacation::schedule),
        )
        .route("/settings/vacation/{id}/{action}", post(vacation::change))
        .route("/settings/calendar", get(calendar::show))
        .route("/settings/calendar/{action}", post(calendar::change))
        .route("/calendar/{file}", get(calendar::feed))
        .route("/language", post(language::choose))
        .route("/languages", get(language::list))
        .route("/offline", get(offline::show))
        .route("/privacy", get(privacy::show))
        .merge(conduct::router())
        .merge(play::router())
        .merge(analysis::router())
        .merge(players::router())
        .merge(clubs::router())
        .merge(tournaments::router())
}

/// Counts one attempt at logging in, registering or asking for a reset
/// from this address (product.md §11: rate limits), on every app server.
async fn count_attempt(
    state: &AppState,
    ClientAddress(client): ClientAddress,
) -> Result<(), PageError> {
    state
        .limits
        .hit(crate::throttle::Limit::Attempt(client), state.now())
        .await
        .map_err(|retry_after| PageError::TooManyRequests { retry_after })
}
