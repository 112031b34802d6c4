//! The member's settings: address, password, language, and links to the
//! pages of their own (notifications, blocked players, tokens, vacation,
//! BOT, deletion).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar};
use maud::{Markup, html};
use redqueen_domain::account::{EmailAddress, NewPassword};
use serde::Deserialize;

use super::login::language_cookie;
use super::messages::{email_error, password_error};
use crate::accounts::{self, EmailChangeError, PasswordChangeError};
use crate::http::errors::PageError;
use crate::http::form::{CsrfForm, Field};
use crate::http::layout::{csrf_field, page};
use crate::http::{LANG_COOKIE, PageCtx};
use crate::state::AppState;

/// Errors to show beside the forms after a refused change.
#[derive(Debug, Default)]
struct Errors {
    email: Option<String>,
    email_password: Option<String>,
    current_password: Option<String>,
    new_password: Option<String>,
}

pub async fn show(ctx: PageCtx) -> Result<Response, PageError> {
    ctx.member()?;
    Ok(render(&ctx, "", &Errors::default()).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct EmailForm {
    email: String,
    password: String,
}

pub async fn change_email(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<EmailForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let refuse = |errors: Errors| {
        Ok((StatusCode::BAD_REQUEST, render(&ctx, &form.email, &errors)).into_response())
    };
    let address = match EmailAddress::parse(&form.email) {
        Ok(address) => address,
        Err(error) => {
            return refuse(Errors {
                email: Some(email_error(&ctx.lang, error)),
                ..Errors::default()
            });
        }
    };
    match accounts::change_email(&state, member.id, &form.password, &address, &ctx.lang).await {
        Ok(()) => Ok(Redirect::to("/settings?notice=email-change-sent").into_response()),
        Err(EmailChangeError::WrongPassword) => refuse(Errors {
            email_password: Some(ctx.t("error-password-wrong")),
            ..Errors::default()
        }),
        Err(EmailChangeError::SameAddress) => refuse(Errors {
            email: Some(ctx.t("error-email-same")),
            ..Errors::default()
        }),
        Err(EmailChangeError::Internal(error)) => Err(error.into()),
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct PasswordForm {
    current_password: String,
    new_password: String,
}

pub async fn change_password(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<PasswordForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let refuse =
        |errors: Errors| Ok((StatusCode::BAD_REQUEST, render(&ctx, "", &errors)).into_response());
    let new = match NewPassword::parse(&form.new_password) {
        Ok(password) => password,
        Err(error) => {
            return refuse(Errors {
                new_password: Some(password_error(&ctx.lang, error)),
                ..Errors::default()
            });
        }
    };
    let session = ctx.session_token.as_deref().unwrap_or_default();
    match accounts::change_password(&state, member.id, session, &form.current_password, &new).await
    {
        Ok(()) => Ok(Redirect::to("/settings?notice=password-changed").into_response()),
        Err(PasswordChangeError::WrongCurrentPassword) => refuse(Errors {
            current_password: Some(ctx.t("error-password-wrong")),
            ..Errors::default()
        }),
        Err(PasswordChangeError::Internal(error)) => Err(error.into()),
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LanguageForm {
    /// A shipped language's code, or empty for "as my browser says".
    lang: String,
}

/// The member's lasting language choice: stored with the account, and
/// set in this browser at once.
pub async fn change_language(
    State(state): State<AppState>,
    ctx: PageCtx,
    jar: CookieJar,
    CsrfForm(form): CsrfForm<LanguageForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let chosen = match form.lang.as_str() {
        "" => None,
        code => Some(state.i18n.lang(code).ok_or(PageError::BadForm)?),
    };
    accounts::set_language(&state, member.id, chosen.as_ref().map(|l| l.code())).await?;
    let jar = match &chosen {
        Some(lang) => jar.add(language_cookie(&state, lang.code())),
        None => jar.remove(Cookie::build(LANG_COOKIE).path("/")),
    };
    Ok((jar, Redirect::to("/settings?notice=language-changed")).into_response())
}

fn render(ctx: &PageCtx, new_email: &str, errors: &Errors) -> Markup {
    let title = ctx.t("settings-title");
    let Some(member) = &ctx.viewer else {
        return page(ctx, &title, html! {});
    };
    page(
        ctx,
        &title,
        html! {
            section.card {
                h2 { (ctx.t("settings-account")) }
                dl {
                    dt { (ctx.t("field-username")) } dd { (member.username) }
                    dt { (ctx.t("field-email")) }
                    dd {
                        (member.email) " "
                        @if member.email_verified { span.badge { (ctx.t("settings-email-verified")) } }
                        @else { span.badge.warn { (ctx.t("settings-email-unverified")) } }
                    }
                }
                p.hint { (ctx.t("settings-email-private")) }
            }
            (link_card(ctx, "personal-title", "settings-personal-help", "/settings/profile", "profile-edit"))
            section.card {
                h2 { (ctx.t("settings-change-email")) }
                form.stack method="post" action="/settings/email" novalidate {
                    (csrf_field(ctx))
                    (Field { name: "email", label: ctx.t("field-new-email"), kind: "email", value: new_email,
                             error: errors.email.clone(), autocomplete: "email" }.render())
                    (Field { name: "password", label: ctx.t("field-current-password"), kind: "password", value: "",
                             error: errors.email_password.clone(), autocomplete: "current-password" }.render())
                    p.hint { (ctx.t("settings-change-email-hint")) }
                    button type="submit" { (ctx.t("settings-change-email-submit")) }
                }
            }
            section.card {
                h2 { (ctx.t("settings-change-password")) }
                form.stack method="post" action="/settings/password" novalidate {
                    (csrf_field(ctx))
                    (Field { name: "current_password", label: ctx.t("field-current-password"), kind: "password", value: "",
                             error: errors.current_password.clone(), autocomplete: "current-password" }.render())
                    (Field { name: "new_password", label: ctx.t("field-new-password"), kind: "password", value: "",
                             error: errors.new_password.clone(), autocomplete: "new-password" }.render())
                    button type="submit" { (ctx.t("settings-change-password-submit")) }
                }
            }
            section.card {
                h2 { (ctx.t("settings-language")) }
                form.stack method="post" action="/settings/language" {
                    (csrf_field(ctx))
                    label for="settings-lang" { (ctx.t("settings-language-label")) }
                    select #settings-lang name="lang" {
                        option value="" selected[member.language.is_none()] { (ctx.t("settings-language-auto")) }
                        @for language in ctx.lang.all() {
                            option value=(language.code) selected[member.language.as_deref() == Some(language.code)] { (language.name) }
                        }
                    }
                    button type="submit" { (ctx.t("settings-language-submit")) }
                }
            }
            (link_card(ctx, "notifications-title", "settings-email-options-help", "/settings/notifications", "settings-email-options-manage"))
            (link_card(ctx, "board-settings-title", "settings-board-help", "/settings/board", "settings-board-manage"))
            (link_card(ctx, "calendar-title", "settings-calendar-help", "/settings/calendar", "settings-calendar-manage"))
            // Browser notifications live in the browser: its permission,
            // asked only when the member clicks (site.js).
            section.card {
                h2 { (ctx.t("settings-notifications")) }
                p { (ctx.t("settings-notifications-help")) }
                p #notifications-state role="status"
                    data-unsupported=(ctx.t("settings-notifications-unsupported"))
                    data-denied=(ctx.t("settings-notifications-denied"))
                    data-enabled=(ctx.t("settings-notifications-enabled"))
                    data-disabled=(ctx.t("settings-notifications-disabled")) {
                    noscript { (ctx.t("settings-notifications-script")) }
                }
                button #notifications-toggle type="button" hidden
                    data-on=(ctx.t("settings-notifications-turn-on"))
                    data-off=(ctx.t("settings-notifications-turn-off")) { (ctx.t("settings-notifications-turn-on")) }
            }
            (link_card(ctx, "blocks-title", "settings-blocks-help", "/settings/blocks", "settings-blocks-manage"))
            (link_card(ctx, "settings-tokens", "settings-tokens-help", "/settings/tokens", "settings-tokens-manage"))
            (link_card(ctx, "settings-vacation", "settings-vacation-help", "/settings/vacation", "settings-vacation-manage"))
            (link_card(ctx, "bot-title", "settings-bot-help", "/settings/bot", "settings-bot-read"))
            (link_card(ctx, "deletion-title", "settings-deletion-help", "/settings/delete", "settings-deletion-read"))
        },
    )
}

/// A card that says what a settings page holds and links to it.
fn link_card(ctx: &PageCtx, title: &str, help: &str, href: &str, link: &str) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t(title)) }
            p { (ctx.t(help)) " " a href=(href) { (ctx.t(link)) } }
        }
    }
}
