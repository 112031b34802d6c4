use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

use super::login::language_cookie;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LanguageForm {
    lang: String,
    back: String,
}

/// The header's language picker: a choice for this browser (product.md
/// §10); members keep a lasting choice in their settings.
pub async fn choose(
    State(state): State<AppState>,
    jar: CookieJar,
    CsrfForm(form): CsrfForm<LanguageForm>,
) -> Result<Response, PageError> {
    let Some(lang) = state.i18n.lang(&form.lang) else {
        return Err(PageError::BadForm);
    };
    // Only a path of this site: never an open redirect.
    let back = if form.back.starts_with('/') && !form.back.starts_with("//") {
        form.back
    } else {
        "/".into()
    };
    Ok((
        jar.add(language_cookie(&state, lang.code())),
        Redirect::to(&back),
    )
        .into_response())
}
