//! `/settings/profile`: the personal information a member chooses to give
//! (product.md §1): all optional, shown only to logged-in members; and
//! the time zone they read times in (§10), shown to nobody.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::text::{is_one_line, is_plain_text};
use serde::Deserialize;

use crate::accounts;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::http::pages::time::year_of;
use crate::i18n::TimeZoneName;
use crate::players;
use crate::records::ProfileRow;
use crate::state::AppState;

const NAME_MAX: usize = 100;
const BIO_MAX: usize = 500;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct PersonalForm {
    real_name: String,
    birth_year: String,
    country: String,
    languages: String,
    bio: String,
    time_zone: String,
}

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let p = players::personal_details(&state, member.id).await?;
    let form = PersonalForm {
        real_name: p.real_name.unwrap_or_default(),
        birth_year: p.birth_year.map(|y| y.to_string()).unwrap_or_default(),
        country: p.country.unwrap_or_default(),
        languages: p.languages.unwrap_or_default(),
        bio: p.bio.unwrap_or_default(),
        time_zone: member.time_zone.clone().unwrap_or_default(),
    };
    Ok(render(&ctx, &form, None).into_response())
}

/// Parses the form into what is stored (the profile, the time zone), or
/// the message of the first field that is wrong.
fn parse(
    ctx: &PageCtx,
    form: &PersonalForm,
    year: i32,
) -> Result<(ProfileRow, Option<TimeZoneName>), String> {
    let text = |value: &str| Some(value.trim().to_owned()).filter(|v| !v.is_empty());
    let real_name = text(&form.real_name);
    if real_name
        .as_ref()
        .is_some_and(|n| n.chars().count() > NAME_MAX || !is_one_line(n))
    {
        return Err(ctx
            .lang
            .t_with("personal-error-name", &[("max", NAME_MAX.into())]));
    }
    let birth_year = match text(&form.birth_year) {
        None => None,
        Some(y) => match y.parse::<i32>() {
            Ok(y) if (1900..=year - 5).contains(&y) => Some(y),
            _ => {
                return Err(ctx.lang.t_with(
                    "personal-error-birth-year",
                    &[("latest", (year - 5).into())],
                ));
            }
        },
    };
    let country = text(&form.country).map(|c| c.to_uppercase());
    if country
        .as_ref()
        .is_some_and(|c| c.len() != 2 || !c.chars().all(|ch| ch.is_ascii_uppercase()))
    {
        return Err(ctx.t("personal-error-country"));
    }
    let languages: Vec<String> = form
        .languages
        .split(',')
        .map(|l| l.trim().to_lowercase())
        .filter(|l| !l.is_empty())
        .collect();
    if languages
        .iter()
        .any(|l| !(2..=3).contains(&l.len()) || !l.chars().all(|c| c.is_ascii_lowercase()))
    {
        return Err(ctx.t("personal-error-languages"));
    }
    let bio = text(&form.bio);
    if bio
        .as_ref()
        .is_some_and(|b| b.chars().count() > BIO_MAX || !is_plain_text(b))
    {
        return Err(ctx
            .lang
            .t_with("personal-error-bio", &[("max", BIO_MAX.into())]));
    }
    let time_zone = match form.time_zone.trim() {
        "" => None,
        name => Some(TimeZoneName::parse(name).ok_or_else(|| {
            ctx.lang
                .t_with("personal-error-time-zone", &[("zone", name.into())])
        })?),
    };
    let profile = ProfileRow {
        real_name,
        birth_year,
        country,
        languages: Some(languages.join(",")).filter(|l| !l.is_empty()),
        bio,
    };
    Ok((profile, time_zone))
}

pub async fn save(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<PersonalForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let (profile, time_zone) = match parse(&ctx, &form, year_of(state.now())) {
        Ok(parsed) => parsed,
        Err(message) => {
            return Ok(
                (StatusCode::BAD_REQUEST, render(&ctx, &form, Some(message))).into_response(),
            );
        }
    };
    accounts::set_profile(&state, member.id, &profile, time_zone.as_ref()).await?;
    Ok(Redirect::to(&format!("/@/{}", member.username)).into_response())
}

fn render(ctx: &PageCtx, form: &PersonalForm, error: Option<String>) -> Markup {
    let title = ctx.t("personal-title");
    let field = |name: &str, label: &str, value: &str, hint: Option<&str>| {
        html! {
            div.field {
                label for=(name) { (ctx.t(label)) }
                input id=(name) name=(name) type="text" value=(value);
                @if let Some(hint) = hint { p.hint { (ctx.t(hint)) } }
            }
        }
    };
    page(
        ctx,
        &title,
        html! {
            p { (ctx.t("personal-help")) }
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            form.stack method="post" action="/settings/profile" {
                (csrf_field(ctx))
                (field("real_name", "profile-real-name", &form.real_name, None))
                (field("birth_year", "personal-birth-year", &form.birth_year, None))
                (field("country", "profile-country", &form.country, Some("personal-country-hint")))
                (field("languages", "profile-languages", &form.languages, Some("personal-languages-hint")))
                label for="bio" { (ctx.t("profile-bio")) }
                textarea #bio name="bio" rows="3" maxlength="500" { (form.bio) }
                div.field {
                    label for="time_zone" { (ctx.t("personal-time-zone")) }
                    select #time_zone name="time_zone" {
                        // Not chosen: the browser's zone, said (issue 49).
                        option value="" selected[form.time_zone.is_empty()] {
                            @match &ctx.browser_zone {
                                Some(zone) => (ctx.lang.t_with("personal-time-zone-browser", &[("zone", zone.as_str().into())])),
                                None => "UTC",
                            }
                        }
                        @for zone in TimeZoneName::all() {
                            option selected[zone == form.time_zone] { (zone) }
                        }
                    }
                    p.hint { (ctx.t("personal-time-zone-hint")) }
                }
                button type="submit" { (ctx.t("personal-save")) }
            }
        },
    )
}
