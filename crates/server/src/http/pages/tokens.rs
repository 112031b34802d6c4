//! Personal access tokens for the API: create with scopes, see once,
//! revoke (product.md §1, lichess-api-subset.md §1).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::account::{Scope, Scopes};

use super::removal::removed;
use crate::accounts;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

/// Longest description of a token.
const DESCRIPTION_MAX: usize = 100;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    ctx.member()?;
    Ok(render(&state, &ctx, None, None).await?.into_response())
}

/// The token form: a description and one checkbox per scope. Checkboxes
/// arrive as repeated `scope` fields, so the body is read as pairs.
pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(fields): CsrfForm<Vec<(String, String)>>,
) -> Result<Response, PageError> {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    };
    let member = ctx.member()?;
    let description = field("description").trim();
    if description.is_empty()
        || description.chars().count() > DESCRIPTION_MAX
        || !redqueen_domain::text::is_one_line(description)
    {
        let error = ctx.lang.t_with(
            "error-token-description",
            &[("max", DESCRIPTION_MAX.into())],
        );
        return Ok((
            StatusCode::BAD_REQUEST,
            render(&state, &ctx, None, Some(error)).await?,
        )
            .into_response());
    }
    let names = fields
        .iter()
        .filter(|(k, _)| k == "scope")
        .map(|(_, v)| v.as_str());
    let scopes = match names.map(Scope::parse).collect::<Result<Scopes, _>>() {
        Ok(scopes) => scopes,
        Err(unknown) => {
            let error = ctx
                .lang
                .t_with("error-token-scope", &[("scope", unknown.0.into())]);
            return Ok((
                StatusCode::BAD_REQUEST,
                render(&state, &ctx, None, Some(error)).await?,
            )
                .into_response());
        }
    };
    let token = accounts::create_access_token(&state, member.id, description, &scopes).await?;
    Ok(render(&state, &ctx, Some(&token), None)
        .await?
        .into_response())
}

pub async fn revoke(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    removed(
        &id,
        |id| accounts::revoke_access_token(&state, member.id, id),
        "/settings/tokens?notice=token-revoked",
    )
    .await
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    new_token: Option<&str>,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let tokens = accounts::access_tokens(state, member.id).await?;
    let title = ctx.t("tokens-title");
    Ok(page(
        ctx,
        &title,
        html! {
            @if let Some(token) = new_token {
                div.card.highlight role="status" {
                    p { (ctx.t("tokens-created")) }
                    p { code.token { (token) } }
                }
            }
            section.card {
                h2 { (ctx.t("tokens-new")) }
                form.stack method="post" action="/settings/tokens" {
                    (csrf_field(ctx))
                    @if let Some(error) = &error { p.form-error role="alert" { (error) } }
                    label for="description" { (ctx.t("tokens-description")) }
                    input #description name="description" type="text" maxlength=(DESCRIPTION_MAX) required;
                    fieldset {
                        legend { (ctx.t("tokens-scopes")) }
                        @for scope in Scope::ALL {
                            label.check {
                                input type="checkbox" name="scope" value=(scope.as_str());
                                " " code { (scope.as_str()) } " — " (ctx.t(&format!("scope-{}", scope.as_str().replace(':', "-"))))
                            }
                        }
                    }
                    button type="submit" { (ctx.t("tokens-create")) }
                }
            }
            section.card {
                h2 { (ctx.t("tokens-list")) }
                @if tokens.is_empty() {
                    p { (ctx.t("tokens-none")) }
                } @else {
                    table {
                        thead { tr {
                            th { (ctx.t("tokens-description")) }
                            th { (ctx.t("tokens-scopes")) }
                            th { span.visually-hidden { (ctx.t("tokens-revoke")) } }
                        } }
                        tbody {
                            @for token in &tokens {
                                tr {
                                    td { (token.description) }
                                    td { code { (token.scopes.to_lichess_string()) } }
                                    td {
                                        form method="post" action=(format!("/settings/tokens/{}/revoke", token.id)) {
                                            (csrf_field(ctx))
                                            button type="submit" { (ctx.t("tokens-revoke")) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        },
    ))
}
