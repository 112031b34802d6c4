//! Forms: reading them without ever failing on their shape, refusing
//! those that do not carry this browser's CSRF token, and drawing their
//! fields with labels and error messages.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use maud::{Markup, html};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::csrf::{self, CsrfToken};
use super::errors::PageError;

/// A page form's body, accepted only when its `csrf` field repeats this
/// browser's CSRF cookie (`csrf.rs`): a handler that takes one cannot
/// forget the check. Form structs give every field a default, so only a
/// body that is not a form at all is refused as such, with a page saying
/// so (never axum's plain-text rejection).
pub struct CsrfForm<T>(pub T);

/// The field every page form carries (`layout::csrf_field`).
#[derive(Deserialize)]
struct CsrfField {
    #[serde(default)]
    csrf: String,
}

/// A form with nothing but its CSRF field (a button).
#[derive(Debug, Default, Deserialize)]
pub struct Button {}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for CsrfForm<T> {
    type Rejection = PageError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let expected = request.extensions().get::<CsrfToken>().cloned();
        let body = Bytes::from_request(request, state)
            .await
            .map_err(|_| PageError::BadForm)?;
        // The token is read on its own first, so the form's type needs no
        // field for it and a forged post is refused before anything else
        // of it is looked at.
        let submitted: CsrfField =
            serde_urlencoded::from_bytes(&body).map_err(|_| PageError::BadForm)?;
        match expected {
            Some(expected) if csrf::matches(&expected, &submitted.csrf) => {}
            _ => return Err(PageError::Csrf),
        }
        serde_urlencoded::from_bytes(&body)
            .map(Self)
            .map_err(|_| PageError::BadForm)
    }
}

/// One labelled input.
pub struct Field<'a> {
    pub name: &'a str,
    pub label: String,
    /// `text`, `email`, `password`.
    pub kind: &'a str,
    pub value: &'a str,
    pub error: Option<String>,
    pub autocomplete: &'a str,
}

impl Field<'_> {
    /// The label, the input and its error, tied together for screen readers.
    pub fn render(&self) -> Markup {
        let error_id = format!("{}-error", self.name);
        html! {
            div.field {
                label for=(self.name) { (self.label) }
                input id=(self.name) name=(self.name) type=(self.kind) value=(self.value)
                    autocomplete=(self.autocomplete) required
                    aria-invalid=[self.error.as_ref().map(|_| "true")]
                    aria-describedby=[self.error.as_ref().map(|_| error_id.as_str())];
                @if let Some(error) = &self.error {
                    p.field-error id=(error_id) { (error) }
                }
            }
        }
    }
}
