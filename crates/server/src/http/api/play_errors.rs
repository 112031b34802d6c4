//! Play errors in lichess's words and statuses (lichess-api-subset.md §5,
//! §9).

use axum::http::StatusCode;
use redqueen_domain::game::GameError;

use crate::http::ApiError;
use crate::play::PlayError;

impl From<PlayError> for ApiError {
    fn from(error: PlayError) -> Self {
        match error {
            PlayError::NoSuchGame => ApiError::not_found("No such game"),
            PlayError::NotYourGame => ApiError::not_found("Not your game"),
            PlayError::NoSuchChallenge => ApiError::not_found("Not found"),
            PlayError::Rule(GameError::NotYourTurn | GameError::GameOver) => {
                ApiError::bad_request("Not your turn, or game already over")
            }
            PlayError::Rule(rule) => ApiError::bad_request(&capitalized(&rule.to_string())),
            PlayError::Conflict => {
                ApiError::new(StatusCode::CONFLICT, &capitalized(&error.to_string()))
            }
            PlayError::Refused(refusal) if refusal.retry_after().is_some() => {
                ApiError::too_many(refusal.retry_after().unwrap_or(60))
            }
            PlayError::OutOfTime | PlayError::Refused(_) => {
                ApiError::bad_request(&capitalized(&error.to_string()))
            }
            PlayError::Internal(error) => ApiError::from(error),
        }
    }
}

/// `text` with a capital first letter, as lichess writes its errors.
pub(super) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
