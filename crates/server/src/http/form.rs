//! Forms: reading them without ever failing on their shape, and drawing
//! their fields with labels and error messages.

use axum::Form;
use axum::extract::{FromRequest, Request};
use maud::{Markup, html};
use serde::de::DeserializeOwned;

use super::errors::PageError;

/// A form body. Form structs give every field a default, so only a body
/// that is not a form at all is refused, with a page saying so (never
/// axum's plain-text rejection).
pub struct FormData<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for FormData<T> {
    type Rejection = PageError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        Form::<T>::from_request(request, state)
            .await
            .map(|Form(value)| Self(value))
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
