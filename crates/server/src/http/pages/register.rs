use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::account::{EmailAddress, NewPassword, Username};
use serde::Deserialize;

use super::messages::{email_error, password_error, username_error};
use crate::accounts::{self, RegisterError, Registration};
use crate::http::errors::PageError;
use crate::http::form::{CsrfForm, Field};
use crate::http::layout::{csrf_field, page};
use crate::http::{ClientAddress, PageCtx};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct RegisterForm {
    username: String,
    email: String,
    password: String,
}

#[derive(Debug, Default)]
struct Errors {
    username: Option<String>,
    email: Option<String>,
    password: Option<String>,
}

pub async fn show(ctx: PageCtx) -> Markup {
    render(&ctx, &RegisterForm::default(), &Errors::default())
}

pub async fn submit(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    CsrfForm(form): CsrfForm<RegisterForm>,
) -> Result<Response, PageError> {
    super::count_attempt(&state, client).await?;
    let lang = &ctx.lang;
    let username = Username::parse(&form.username);
    let email = EmailAddress::parse(&form.email);
    let password = NewPassword::parse(&form.password);
    let (Ok(username), Ok(email), Ok(password)) = (&username, &email, &password) else {
        let errors = Errors {
            username: username.err().map(|e| username_error(lang, e)),
            email: email.err().map(|e| email_error(lang, e)),
            password: password.err().map(|e| password_error(lang, e)),
        };
        return Ok(refused(&ctx, &form, &errors));
    };
    let registration = Registration {
        username: username.clone(),
        email: email.clone(),
        password: password.clone(),
        verified: false,
        admin: false,
    };
    match accounts::register(&state, &registration, lang).await {
        // The conduct and security issue: an address someone else
        // registered gets the same answer as a free one (its owner is told
        // by email), so the form tells nobody who is registered. Either
        // way the account opens from the emailed link.
        Ok(_) | Err(RegisterError::EmailTaken) => {
            Ok(Redirect::to("/login?notice=registered").into_response())
        }
        Err(RegisterError::UsernameTaken) => {
            let errors = Errors {
                username: Some(lang.t("error-username-taken")),
                ..Errors::default()
            };
            Ok(refused(&ctx, &form, &errors))
        }
        Err(RegisterError::Internal(error)) => Err(error.into()),
    }
}

fn refused(ctx: &PageCtx, form: &RegisterForm, errors: &Errors) -> Response {
    (StatusCode::BAD_REQUEST, render(ctx, form, errors)).into_response()
}

fn render(ctx: &PageCtx, form: &RegisterForm, errors: &Errors) -> Markup {
    let title = ctx.t("register-title");
    page(
        ctx,
        &title,
        html! {
            form.stack method="post" action="/register" novalidate {
                (csrf_field(ctx))
                (Field { name: "username", label: ctx.t("field-username"), kind: "text", value: &form.username,
                         error: errors.username.clone(), autocomplete: "username" }.render())
                p.hint { (ctx.t("register-username-hint")) }
                (Field { name: "email", label: ctx.t("field-email"), kind: "email", value: &form.email,
                         error: errors.email.clone(), autocomplete: "email" }.render())
                p.hint { (ctx.t("register-email-hint")) }
                (Field { name: "password", label: ctx.t("field-password"), kind: "password", value: "",
                         error: errors.password.clone(), autocomplete: "new-password" }.render())
                button type="submit" { (ctx.t("register-submit")) }
            }
            p { (ctx.t("register-have-account")) " " a href="/login" { (ctx.t("nav-log-in")) } }
        },
    )
}
