//! Native endpoints for vacation (product.md §4, §12: what lichess lacks,
//! in the same conventions): the list and the days left, scheduling,
//! cancelling, ending early. Any token may call them: they touch only its
//! owner's vacations.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use redqueen_domain::vacation::{Vacation, VacationError};
use serde_json::{Value, json};

use super::auth::ApiUser;
use super::params::Params;
use super::play_errors::capitalized;
use crate::http::ApiError;
use crate::state::AppState;
use crate::vacation::{self, VacationChange, VacationFailure, VacationRequest, VacationStatus};

impl From<VacationFailure> for ApiError {
    fn from(failure: VacationFailure) -> Self {
        match failure {
            VacationFailure::NoSuchVacation => ApiError::not_found("No such vacation"),
            VacationFailure::Internal(error) => ApiError::from(error),
            // A malformed request: the document's schema forbids it too.
            VacationFailure::BadDay(_)
            | VacationFailure::BadDays(_)
            | VacationFailure::Refused(VacationError::Empty { .. } | VacationError::ZeroDays) => {
                ApiError::bad_request(&capitalized(&failure.to_string()))
            }
            // Well formed, but at odds with today, the allowance or the
            // member's other vacations.
            VacationFailure::Conflict | VacationFailure::Refused(_) => {
                ApiError::new(StatusCode::CONFLICT, &capitalized(&failure.to_string()))
            }
        }
    }
}

/// `{"id", "start", "end", "firstDay", "lastDay", "status"}`: instants in
/// Unix ms, days as `YYYY-MM-DD` (UTC).
fn vacation_json(id: i64, period: &Vacation, now: i64) -> Value {
    json!({
        "id": id,
        "start": period.start(),
        "end": period.end(),
        "firstDay": period.first_day(),
        "lastDay": period.last_day(),
        "status": VacationStatus::at(period, now).name(),
    })
}

/// `GET /api/vacation`: my vacations from this year on, and the days left
/// of each year's allowance.
pub async fn show(State(state): State<AppState>, api: ApiUser) -> Result<Json<Value>, ApiError> {
    let overview = vacation::vacation_overview(&state, api.user.id).await?;
    let vacations: Vec<Value> = overview
        .vacations
        .iter()
        .map(|(id, period)| vacation_json(*id, period, overview.now))
        .collect();
    let days_left: Vec<Value> = overview
        .days_left
        .iter()
        .map(|(year, days)| json!({ "year": year, "days": days }))
        .collect();
    Ok(Json(json!({
        "daysPerYear": overview.days_per_year,
        "daysLeft": days_left,
        "vacations": vacations,
    })))
}

/// `POST /api/vacation` with `start` (`YYYY-MM-DD`, UTC) and `days`:
/// schedules a vacation. Answers it.
pub async fn schedule(
    State(state): State<AppState>,
    api: ApiUser,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let request = VacationRequest::parse(
        params.get("start").unwrap_or_default(),
        params.get("days").unwrap_or_default(),
    )?;
    let (id, period) = vacation::schedule_vacation(&state, api.user.id, &request).await?;
    Ok(Json(vacation_json(id, &period, state.now())))
}

/// `POST /api/vacation/{id}/cancel` cancels a vacation not started yet;
/// `POST /api/vacation/{id}/end` ends the current one now.
pub async fn change(
    State(state): State<AppState>,
    api: ApiUser,
    Path((id, action)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let (Ok(id), Some(change)) = (id.parse(), VacationChange::from_path(&action)) else {
        return Err(ApiError::not_found("No such vacation"));
    };
    vacation::change_vacation(&state, api.user.id, id, change).await?;
    Ok(Json(json!({ "ok": true })))
}
