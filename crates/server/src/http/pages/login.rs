use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use maud::{Markup, html};
use serde::Deserialize;

use crate::accounts::{self, LoginError};
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm, Field};
use crate::http::layout::{csrf_field, page};
use crate::http::{ClientAddress, LANG_COOKIE, PageCtx, SESSION_COOKIE};
use crate::i18n::FluentValue;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LoginForm {
    username: String,
    password: String,
    /// The page the visitor asked for before logging in.
    next: String,
}

/// `?next=PATH`: where a login goes on to (a page that asked for one).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct NextPage {
    next: String,
}

pub async fn show(ctx: PageCtx, Query(query): Query<NextPage>) -> Markup {
    render(&ctx, "", &query.next, None)
}

/// Where a successful login goes: the page asked for when it is one of
/// this site's (never another site: no open redirect), else home.
fn next_page(next: &str) -> &str {
    if super::language::is_local_path(next) && !next.starts_with("/login") {
        next
    } else {
        "/"
    }
}

pub async fn submit(
    State(state): State<AppState>,
    ctx: PageCtx,
    jar: CookieJar,
    client: ClientAddress,
    CsrfForm(form): CsrfForm<LoginForm>,
) -> Result<Response, PageError> {
    super::count_attempt(&state, client).await?;
    let client = client.0.to_string();
    match accounts::log_in(&state, &form.username, &form.password, &client).await {
        Ok((user, token)) => {
            let jar = session_cookies(&state, jar, &token, user.language.as_deref());
            Ok((jar, Redirect::to(next_page(&form.next))).into_response())
        }
        Err(LoginError::WrongCredentials) => {
            let error = ctx.t("error-login-wrong");
            Ok((
                StatusCode::UNAUTHORIZED,
                render(&ctx, &form.username, &form.next, Some(error)),
            )
                .into_response())
        }
        Err(LoginError::Locked { until }) => {
            let minutes = ((until - state.now()).max(0) + 59_999) / 60_000;
            let error = ctx.lang.t_with(
                "error-login-locked",
                &[("minutes", FluentValue::from(minutes))],
            );
            let wait = ((until - state.now()).max(0) + 999) / 1000;
            Ok((
                StatusCode::TOO_MANY_REQUESTS,
                [(axum::http::header::RETRY_AFTER, wait.max(1).to_string())],
                render(&ctx, &form.username, &form.next, Some(error)),
            )
                .into_response())
        }
        Err(LoginError::Banned) => Ok((
            StatusCode::FORBIDDEN,
            render(
                &ctx,
                &form.username,
                &form.next,
                Some(ctx.t("error-login-banned")),
            ),
        )
            .into_response()),
        Err(LoginError::Internal(error)) => Err(error.into()),
    }
}

pub async fn log_out(
    State(state): State<AppState>,
    ctx: PageCtx,
    jar: CookieJar,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    if let Some(token) = &ctx.session_token {
        accounts::log_out(&state, token).await?;
    }
    let jar = jar.remove(Cookie::build(SESSION_COOKIE).path("/"));
    Ok((jar, Redirect::to("/?notice=logged-out")).into_response())
}

/// The cookies of a new session: the session token (`HttpOnly`,
/// `SameSite=Lax`, `Secure` over TLS, product.md §1) and the member's
/// language, so every page speaks it from now on.
pub fn session_cookies(
    state: &AppState,
    jar: CookieJar,
    token: &str,
    language: Option<&str>,
) -> CookieJar {
    let max_age = time_days(state.settings.session_days);
    let session = Cookie::build((SESSION_COOKIE, token.to_owned()))
        .path("/")
        .http_only(true)
        .secure(state.settings.is_https())
        .same_site(SameSite::Lax)
        .max_age(max_age)
        .build();
    let jar = jar.add(session);
    match language {
        Some(code) => jar.add(language_cookie(state, code)),
        None => jar,
    }
}

/// The cookie that keeps a chosen language for a year.
pub fn language_cookie(state: &AppState, code: &str) -> Cookie<'static> {
    Cookie::build((LANG_COOKIE, code.to_owned()))
        .path("/")
        .http_only(true)
        .secure(state.settings.is_https())
        .same_site(SameSite::Lax)
        .max_age(time_days(365))
        .build()
}

fn time_days(days: u32) -> time::Duration {
    time::Duration::days(i64::from(days))
}

fn render(ctx: &PageCtx, username: &str, next: &str, error: Option<String>) -> Markup {
    let title = ctx.t("login-title");
    page(
        ctx,
        &title,
        html! {
            form.stack method="post" action="/login" {
                (csrf_field(ctx))
                @if next_page(next) != "/" {
                    input type="hidden" name="next" value=(next);
                }
                @if let Some(error) = &error {
                    p.form-error role="alert" { (error) }
                }
                (Field { name: "username", label: ctx.t("field-username"), kind: "text", value: username,
                         error: None, autocomplete: "username" }.render())
                (Field { name: "password", label: ctx.t("field-password"), kind: "password", value: "",
                         error: None, autocomplete: "current-password" }.render())
                button type="submit" { (ctx.t("login-submit")) }
            }
            p { a href="/password-reset" { (ctx.t("login-forgot")) } }
            p { (ctx.t("login-no-account")) " " a href="/register" { (ctx.t("nav-register")) } }
        },
    )
}

#[cfg(test)]
mod tests {
    use super::next_page;

    #[test]
    fn a_login_goes_on_to_this_sites_pages_only() {
        for (next, to) in [
            ("/games", "/games"),
            ("/Qa7FJNk2?tab=chat", "/Qa7FJNk2?tab=chat"),
            ("", "/"),
            ("//evil.example", "/"),
            ("https://evil.example/", "/"),
            ("/\\evil.example", "/"),
            ("/login?next=/games", "/"),
        ] {
            assert_eq!(next_page(next), to, "{next:?}");
        }
    }
}
