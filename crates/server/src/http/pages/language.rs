//! The languages of the site (product.md §10): the header's picker, and
//! `/languages`, each language with its completeness and how to add one.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::CookieJar;
use maud::html;
use serde::Deserialize;

use super::login::language_cookie;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::page;
use crate::state::AppState;

/// `/languages`: every shipped language under its own name, the share of
/// the English messages it has, and an invitation to translators.
pub async fn list(State(state): State<AppState>, ctx: PageCtx) -> Response {
    let title = ctx.t("languages-title");
    page(
        &ctx,
        &title,
        html! {
            p { (ctx.t("languages-intro")) }
            table.languages {
                thead { tr {
                    th { (ctx.t("languages-language")) }
                    th { (ctx.t("languages-code")) }
                    th { (ctx.t("languages-complete")) }
                } }
                tbody {
                    @for language in state.i18n.languages() {
                        tr {
                            td lang=(language.code) { (language.name) }
                            td { code { (language.code) } }
                            td { (ctx.lang.t_with("languages-percent", &[("percent", language.translated_percent.into())])) }
                        }
                    }
                }
            }
            h2 { (ctx.t("languages-translate-title")) }
            p { (ctx.t("languages-translate-intro")) }
            ol {
                li { (ctx.lang.t_with("languages-translate-copy", &[("folder", "locales/en".into())])) }
                li { (ctx.t("languages-translate-messages")) }
                li { (ctx.lang.t_with("languages-translate-list", &[("file", "crates/server/src/i18n/catalog.rs".into())])) }
                li { (ctx.lang.t_with("languages-translate-test", &[("command", "cargo test -p redqueen i18n".into())])) }
            }
            p { (ctx.t("languages-translate-send")) }
        },
    )
    .into_response()
}

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
    let back = if is_local_path(&form.back) {
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

/// Only a path of this site, never an open redirect (also where a login
/// goes on to, `login.rs`): `/` followed by
/// neither `/` nor `\` (browsers read `/\host` as `//host`), and no
/// control characters (a tab or newline inside `//` is skipped too).
pub(super) fn is_local_path(back: &str) -> bool {
    let mut chars = back.chars();
    chars.next() == Some('/')
        && !matches!(chars.next(), Some('/' | '\\'))
        && !back.chars().any(char::is_control)
}

#[cfg(test)]
mod tests {
    use super::is_local_path;

    #[test]
    fn only_paths_of_this_site_are_gone_back_to() {
        for good in ["/", "/clubs/1?done=x", "/@/Alice", "/a//b"] {
            assert!(is_local_path(good), "{good}");
        }
        for bad in [
            "",
            "//evil.example",
            "/\\evil.example",
            "/\t/evil.example",
            "https://evil.example",
            "evil",
            "/ok\n",
        ] {
            assert!(!is_local_path(bad), "{bad:?}");
        }
    }
}
