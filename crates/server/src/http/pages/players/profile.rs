//! `/@/{username}`: a member's profile.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::account::MemberId;

use super::super::points::points;
use super::chart::rating_chart;
use super::pool::words;
use super::{flag, rating_text};
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::http::{PageCtx, ids};
use crate::notices;
use crate::players::{self, Place, ProfileView};
use crate::records::OpeningPlayed;
use crate::state::AppState;

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    headers: HeaderMap,
    Path(username): Path<String>,
) -> Result<Response, PageError> {
    // The same address is the member's ActivityPub actor (issue 53).
    if crate::http::federation::wants_actor(&headers) {
        let name = ids::username_page(&username)?;
        return Ok(crate::http::federation::actor(&state, &name)
            .await
            .into_response());
    }
    let view = players::profile_view(&state, &ids::username_page(&username)?, ctx.viewer.as_ref())
        .await?
        .ok_or(PageError::NotFound)?;
    let results = players::tournament_results(&state, view.member.id).await?;
    let matches = players::match_results(&state, view.member.id).await?;
    let ProfileView {
        member: user,
        pools,
        counts,
        playing,
        recent,
        players,
        personal,
        away_until: away,
        openings,
    } = view;
    let name_of = |id: MemberId| {
        players
            .get(&id)
            .map(|u| u.username.clone())
            .unwrap_or_default()
    };
    let lang = &ctx.lang;
    let year = crate::http::pages::time::year_of(state.now());
    let is_me = ctx.viewer.as_ref().is_some_and(|v| v.id == user.id);
    // product.md §11: a banned member plays no more; the profile says so
    // and offers no challenge.
    let banned = user.standing().is_banned();
    let title = crate::http::layout::shown_name(&user);
    // A chart per pool played rated; one "no rated game" when none was.
    let charted: Vec<_> = pools.iter().filter(|p| !p.history.is_empty()).collect();
    Ok(page(&ctx, &title, html! {
        section.card {
            @if banned {
                p.banned-mark role="status" { (lang.t_with("profile-banned", &[("username", user.username.as_str().into())])) }
            }
            @for p in &pools {
                p.rating-line {
                    (ctx.t(words(p.pool).rating)) ": " strong { (rating_text(lang, p.rating.record.rating, p.rating.record.games)) }
                }
            }
            p.gems-line {
                @if is_me { a href="/gems" { (lang.t_with("gems-profile", &[("gems", user.gems.into())])) } }
                @else { (lang.t_with("gems-profile", &[("gems", user.gems.into())])) }
            }
            @if let Some(until) = away {
                p.notice { (lang.t_with("vacation-away-until", &[("username", user.username.as_str().into()), ("until", lang.instant(until).into())])) }
            }
            p { (lang.t_with("profile-record", &[("win", counts.win.into()), ("draw", counts.draw.into()), ("loss", counts.loss.into()), ("playing", counts.playing.into())])) }
            // Games without a result are no draws (lichess counts aborted
            // games nowhere): said apart, when there are some.
            @if counts.no_result > 0 { p.hint { (lang.t_with("profile-no-result", &[("count", counts.no_result.into())])) } }
            @if let Some(profile) = &personal {
                dl {
                    @if let Some(real_name) = &profile.real_name { dt { (ctx.t("profile-real-name")) } dd { (real_name) } }
                    @if let Some(country) = &profile.country { dt { (ctx.t("profile-country")) } dd { (flag(country)) " " (country) } }
                    @if let Some(languages) = &profile.languages { dt { (ctx.t("profile-languages")) } dd { (languages) } }
                    @if let Some(born) = profile.birth_year { dt { (ctx.t("profile-age")) } dd { (year - born) } }
                    @if let Some(bio) = &profile.bio { dt { (ctx.t("profile-bio")) } dd { (bio) } }
                }
            }
            @if ctx.viewer.is_some() && !is_me {
                @if !banned {
                    p { a.button href=(format!("/challenges?username={}", user.username)) { (ctx.t("profile-challenge")) } }
                }
                p.report-link { a href=(format!("/report?user={}", user.username)) { (ctx.lang.t_with("game-report", &[("name", user.username.as_str().into())])) } }
                @if ctx.viewer.as_ref().is_some_and(|v| v.is_admin) {
                    p { a href=(format!("/admin/members/{}", user.username)) { (ctx.t("admin-member-moderate")) } }
                }
            }
            @if is_me {
                p { a href="/settings/profile" { (ctx.t("profile-edit")) } }
            }
        }
        @for p in &charted {
            section.card {
                h2 { (ctx.t(words(p.pool).history)) }
                (rating_chart(lang, &p.history))
            }
        }
        @if charted.is_empty() {
            section.card {
                h2 { (ctx.t("profile-history")) }
                (rating_chart(lang, &[]))
            }
        }
        section.card {
            h2 { (ctx.t("games-in-progress")) }
            @if playing.is_empty() { p { (ctx.t("games-none")) } }
            ul.games {
                @for g in &playing {
                    li { a href=(format!("/{}", g.id)) { (name_of(g.white_id)) " – " (name_of(g.black_id)) } }
                }
            }
        }
        section.card {
            h2 { (ctx.t("profile-recent")) }
            @if recent.is_empty() { p { (ctx.t("games-none")) } }
            ul.games {
                @for g in &recent {
                    li {
                        a href=(format!("/{}", g.id)) { (name_of(g.white_id)) " – " (name_of(g.black_id)) }
                        " · "
                        @if let (Some(white), Some(black)) = (players.get(&g.white_id), players.get(&g.black_id)) {
                            (notices::describe_outcome(lang, g, white, black, None))
                        }
                    }
                }
            }
            p { a href=(format!("/@/{}/games", user.username)) { (ctx.t("profile-archive")) } }
        }
        (openings_card(&ctx, &openings))
        section.card.tournament-results {
            h2 { (ctx.t("profile-tournaments")) }
            @if results.is_empty() { p { (ctx.t("profile-no-tournaments")) } }
            ul {
                @for result in &results {
                    li {
                        a href=(format!("/tournaments/{}", result.id)) { (result.name) }
                        @if result.won { " " span.badge { (ctx.t("profile-tournament-won")) } }
                        @match result.place {
                            Some(Place::Swiss { rank, of, score }) => {
                                " · " (lang.t_with("profile-place-swiss", &[("rank", rank.into()), ("of", of.into()), ("points", points(score).into())]))
                            }
                            Some(Place::Group { round, rank, of }) => {
                                " · " (lang.t_with("profile-place-group", &[("rank", rank.into()), ("of", of.into()), ("round", round.into())]))
                            }
                            None => {}
                        }
                    }
                }
            }
        }
        @if !matches.is_empty() {
            section.card.match-results {
                h2 { (ctx.t("profile-club-matches")) }
                ul { @for m in &matches { li {
                    a href=(format!("/clubs/{}/matches/{}", m.club, m.id)) {
                        (lang.t_with("club-match-title", &[("inviting", m.inviting.as_str().into()), ("invited", m.invited.as_str().into())]))
                    }
                    " · " (lang.t_with("club-match-on-board", &[("board", m.board.into())]))
                    " · " (lang.t_with("profile-match-score", &[("points", points(m.halves).into()), ("games", m.finished.into())]))
                    @if m.finished < m.games { " · " (lang.t_with("club-match-playing", &[("count", (m.games - m.finished).into())])) }
                } } }
            }
        }
    }).into_response())
}

/// The openings the member played most with each colour, with how they
/// went (docs/openings.md).
fn openings_card(ctx: &PageCtx, openings: &[Vec<OpeningPlayed>; 2]) -> Markup {
    html! {
        section.card.openings {
            h2 { (ctx.t("profile-openings")) }
            @if openings.iter().all(Vec::is_empty) { p { (ctx.t("profile-no-openings")) } }
            @for (heading, played) in [("profile-openings-white", &openings[0]), ("profile-openings-black", &openings[1])] {
                @if !played.is_empty() {
                    h3 { (ctx.t(heading)) }
                    table {
                        thead { tr {
                            th scope="col" { (ctx.t("game-opening")) }
                            th scope="col" { (ctx.t("profile-openings-games")) }
                            th scope="col" { (ctx.t("profile-openings-won")) }
                            th scope="col" { (ctx.t("profile-openings-drawn")) }
                            th scope="col" { (ctx.t("profile-openings-lost")) }
                        } }
                        tbody {
                            @for opening in played {
                                tr {
                                    td { (opening.eco) " " (opening.name) }
                                    td { (opening.games) }
                                    td { (opening.won) }
                                    td { (opening.drawn) }
                                    td { (opening.lost) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
