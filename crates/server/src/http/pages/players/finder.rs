//! `/players`: the opponent finder (product.md §9) — by username, rating
//! range in a pool (by default within 200 of the searcher's rating in it),
//! country, age, language and recent activity. For members only: it reads
//! personal information.

use axum::extract::{RawQuery, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;

use super::pool::{self, POOLS, words};
use super::{flag, rating_text};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::http::pages::time::year_of;
use crate::players;
use crate::records::PlayerSearch;
use crate::state::AppState;
use redqueen_domain::time::DAY_MS;

const PAGE: i64 = 20;

/// The finder's form, as typed (every field optional text, so a bad value
/// is shown back rather than refused; only the pool, a choice among names,
/// is refused when it names none).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct FinderForm {
    username: String,
    pool: Option<String>,
    /// `None` when the query leaves the bound out (the default window
    /// applies), empty when the searcher cleared it (any rating).
    rating_min: Option<String>,
    rating_max: Option<String>,
    country: String,
    age_min: String,
    age_max: String,
    language: String,
    active_days: String,
    page: String,
}

fn number(text: &str) -> Option<i32> {
    text.trim().parse().ok()
}

/// Oldest age and longest inactivity the finder asks about: bounds past
/// them find the same players, and keep the years and instants computed
/// from them far from overflowing.
const AGE_MAX: i32 = 150;
const ACTIVE_DAYS_MAX: i32 = 100 * 366;

/// A number of the form, clamped to `0..=max` as it is read.
fn bounded(text: &str, max: i32) -> Option<i32> {
    number(text).map(|n| n.clamp(0, max))
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    RawQuery(query): RawQuery,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let mut form: FinderForm =
        serde_urlencoded::from_str(query.as_deref().unwrap_or("")).unwrap_or_default();
    let pool = pool::chosen(form.pool.as_deref())?;
    if form.rating_min.is_none() && form.rating_max.is_none() {
        // product.md §9: by default, within ±200 of the searcher — in the
        // pool searched, as the bounds apply to it.
        if let Some(rating) = players::rating_in(&state, member.id, pool).await? {
            form.rating_min = Some(rating.saturating_sub(200).to_string());
            form.rating_max = Some(rating.saturating_add(200).to_string());
        }
    }
    let rating_min = form.rating_min.unwrap_or_default();
    let rating_max = form.rating_max.unwrap_or_default();
    let year = year_of(state.now());
    let page_number = i64::from(number(&form.page).unwrap_or(1).max(1));
    let search = PlayerSearch {
        username_prefix: Some(form.username.trim().to_lowercase()).filter(|u| !u.is_empty()),
        pool,
        rating_min: number(&rating_min),
        rating_max: number(&rating_max),
        country: Some(form.country.trim().to_uppercase()).filter(|c| c.len() == 2),
        born_from: bounded(&form.age_max, AGE_MAX).map(|age| year - age - 1),
        born_until: bounded(&form.age_min, AGE_MAX).map(|age| year - age),
        language: Some(form.language.trim().to_lowercase()).filter(|l| !l.is_empty()),
        seen_since: bounded(&form.active_days, ACTIVE_DAYS_MAX)
            .map(|days| state.now() - i64::from(days) * DAY_MS),
        exclude_user: Some(member.id),
    };
    let found = players::find_players(&state, &search, PAGE + 1, (page_number - 1) * PAGE).await?;
    let more = found.len() as i64 > PAGE;
    let field = |name: &str, label: &str, value: &str, kind: &str| {
        html! {
            div.field {
                label for=(name) { (ctx.t(label)) }
                input id=(name) name=(name) type=(kind) value=(value);
            }
        }
    };
    let again = |n: i64| {
        let mut pairs: Vec<(&str, String)> = vec![
            ("username", form.username.clone()),
            ("pool", pool.as_str().to_owned()),
            ("rating_min", rating_min.clone()),
            ("rating_max", rating_max.clone()),
            ("country", form.country.clone()),
            ("age_min", form.age_min.clone()),
            ("age_max", form.age_max.clone()),
            ("language", form.language.clone()),
            ("active_days", form.active_days.clone()),
        ];
        pairs.push(("page", n.to_string()));
        format!(
            "/players?{}",
            serde_urlencoded::to_string(&pairs).unwrap_or_default()
        )
    };
    let title = ctx.t("finder-title");
    Ok(page(&ctx, &title, html! {
        form.finder method="get" action="/players" {
            (field("username", "finder-username", &form.username, "text"))
            div.field {
                label for="pool" { (ctx.t("finder-pool")) }
                select #pool name="pool" {
                    @for &choice in POOLS {
                        option value=(choice.as_str()) selected[choice == pool] { (ctx.t(words(choice).name)) }
                    }
                }
            }
            (field("rating_min", "finder-rating-min", &rating_min, "number"))
            (field("rating_max", "finder-rating-max", &rating_max, "number"))
            (field("country", "finder-country", &form.country, "text"))
            (field("age_min", "finder-age-min", &form.age_min, "number"))
            (field("age_max", "finder-age-max", &form.age_max, "number"))
            (field("language", "finder-language", &form.language, "text"))
            (field("active_days", "finder-active-days", &form.active_days, "number"))
            button type="submit" { (ctx.t("finder-search")) }
        }
        @if found.is_empty() { p { (ctx.t("finder-none")) } }
        @else {
            table {
                thead { tr {
                    th { (ctx.t("lobby-player")) } th { (ctx.t(words(pool).rating)) } th { (ctx.t("profile-country")) }
                    th { (ctx.t("profile-age")) } th { (ctx.t("profile-languages")) } th {}
                } }
                tbody {
                    @for p in found.iter().take(PAGE as usize) {
                        tr {
                            td { a href=(format!("/@/{}", p.username)) { (p.username) } }
                            td { (rating_text(&ctx.lang, p.rating, p.games.and_then(|g| u32::try_from(g).ok()).unwrap_or(0))) }
                            td { @if let Some(c) = &p.country { (flag(c)) " " (c) } }
                            td { @if let Some(born) = p.birth_year { (year - born) } }
                            td { (p.languages.clone().unwrap_or_default()) }
                            td { a.button href=(format!("/challenges?username={}", p.username)) { (ctx.t("profile-challenge")) } }
                        }
                    }
                }
            }
        }
        nav.pager {
            @if page_number > 1 { a href=(again(page_number - 1)) { (ctx.t("pager-previous")) } " " }
            @if more { a href=(again(page_number + 1)) { (ctx.t("pager-next")) } }
        }
    }).into_response())
}
