//! The frame around every page: header with login state and language
//! choice, the notice of the moment, the footer. Plain HTML that works
//! without scripts and on a phone.

use maud::{DOCTYPE, Markup, html};

use super::PageCtx;
use crate::records::{PendingWarning, UserRow};

/// How wide a page's content runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Width {
    /// A column of text and forms.
    Narrow,
    /// The board with the moves beside it.
    Wide,
}

/// What every document's head starts with: the character set, the
/// viewport for phones, both colour schemes, the title, the style sheet
/// and the icon.
pub fn head_basics(title: &Markup) -> Markup {
    html! {
        meta charset="utf-8";
        meta name="viewport" content="width=device-width, initial-scale=1";
        meta name="color-scheme" content="light dark";
        title { (title) " · redqueen" }
        link rel="stylesheet" href="/static/site.css";
        link rel="icon" type="image/svg+xml" href="/static/favicon.svg";
    }
}

/// A whole page with `title` and `content`.
pub fn page(ctx: &PageCtx, title: &str, content: Markup) -> Markup {
    page_of_width(ctx, title, Width::Narrow, content)
}

/// A whole page with `title` and `content`, `width` wide.
pub fn page_of_width(ctx: &PageCtx, title: &str, width: Width, content: Markup) -> Markup {
    page_with_skip(ctx, title, width, None, content)
}

/// A whole page whose skip links lead, after the content's, to `skip`
/// (the fragment and the link's text): the game page's move form.
pub fn page_with_skip(
    ctx: &PageCtx,
    title: &str,
    width: Width,
    skip: Option<(&str, String)>,
    content: Markup,
) -> Markup {
    // The tab shows what waits for the member, as the header does; the
    // site's script keeps both up to date.
    let waiting = ctx.waiting.my_turn + ctx.waiting.challenges;
    let member = ctx.viewer.is_some();
    html! {
        (DOCTYPE)
        html lang=(ctx.lang.code()) {
            head {
                (head_basics(&html! { @if waiting > 0 { "(" (waiting) ") " } (title) }))
                // The installable app (docs/web.md).
                link rel="manifest" href="/static/manifest.webmanifest";
                meta name="theme-color" content="#1d1d1f";
                @if member { script type="module" src="/static/site.js" {} }
            }
            body data-notify-turn=[member.then(|| ctx.t("notify-turn"))]
                data-notify-turn-body=[member.then(|| ctx.t("notify-turn-body"))]
                data-notify-challenge=[member.then(|| ctx.t("notify-challenge"))] {
                a.skip href="#main" { (ctx.t("nav-skip")) }
                @if let Some((fragment, text)) = &skip { a.skip href=(fragment) { (text) } }
                (header(ctx))
                main #main class=[(width == Width::Wide).then_some("wide")] {
                    @if let Some(notice) = ctx.notice {
                        p.notice role="status" { (ctx.t(&format!("notice-{notice}"))) }
                    }
                    @if let Some(viewer) = &ctx.viewer {
                        @if !viewer.email_verified {
                            (verify_reminder(ctx))
                        }
                    }
                    @if let Some(warning) = &ctx.warning {
                        (warning_banner(ctx, warning))
                    }
                    h1 { (title) }
                    (content)
                }
                footer {
                    p { (ctx.t("footer-text")) }
                    p { a href="/languages" { (ctx.t("footer-languages")) } " · " a href="/privacy" { (ctx.t("privacy-title")) } }
                }
            }
        }
    }
}

/// An administrator's warning, until the member says they have read it.
fn warning_banner(ctx: &PageCtx, warning: &PendingWarning) -> Markup {
    html! {
        section.warning role="alert" {
            h2 { (ctx.t("conduct-warning-title")) }
            p { (warning.reason) }
            p.hint { (ctx.t("conduct-warning-rules")) " " a href="/conduct" { (ctx.t("conduct-title")) } }
            form.inline method="post" action=(format!("/conduct/warnings/{}", warning.id)) {
                (csrf_field(ctx))
                button type="submit" { (ctx.t("conduct-warning-acknowledge")) }
            }
        }
    }
}

/// A member's name as shown: a BOT account's carries lichess's title
/// (product.md §2: bots are labelled wherever a name appears).
#[must_use]
pub fn shown_name(user: &UserRow) -> String {
    if user.is_bot {
        format!("BOT {}", user.username)
    } else {
        user.username.clone()
    }
}

/// The hidden field that proves a form came from this site.
pub fn csrf_field(ctx: &PageCtx) -> Markup {
    html! { input type="hidden" name="csrf" value=(ctx.csrf.0); }
}

fn header(ctx: &PageCtx) -> Markup {
    html! {
        header.site {
            a.brand href="/" { "redqueen" }
            @if ctx.viewer.is_some() { (waiting_counts(ctx)) }
            // On a phone the links fold behind a menu button (site.css);
            // a checkbox opens it, so no script is needed. The checkbox
            // carries the name; the drawn button is its label for a
            // pointer. Wider, both are gone (no invisible focus stop).
            input #menu-toggle.menu-toggle type="checkbox" aria-label=(ctx.t("nav-menu"));
            label.menu-button for="menu-toggle" aria-hidden="true" { "☰" }
            nav aria-label=(ctx.t("nav-label")) {
                a href="/lobby" { (ctx.t("nav-lobby")) }
                a href="/leaderboard" { (ctx.t("nav-leaderboard")) }
                a href="/tournaments" { (ctx.t("nav-tournaments")) }
                a href="/clubs" { (ctx.t("nav-clubs")) }
                @if let Some(viewer) = &ctx.viewer {
                    a href="/games" { (ctx.t("nav-games")) }
                    a href="/challenges" { (ctx.t("nav-challenges")) }
                    a href="/players" { (ctx.t("nav-players")) }
                    a.who href=(format!("/@/{}", viewer.username)) { (viewer.username) }
                    a #nav-gems.gems href="/gems" { (ctx.lang.t_with("nav-gems", &[("gems", viewer.gems.into())])) }
                    a href="/settings" { (ctx.t("nav-settings")) }
                    // product.md §11: the administrators' queue of reports,
                    // where their work starts.
                    @if viewer.is_admin { a.admin href="/admin/reports" { (ctx.t("nav-administration")) } }
                    form.inline method="post" action="/logout" {
                        (csrf_field(ctx))
                        button.link type="submit" { (ctx.t("nav-log-out")) }
                    }
                } @else {
                    a href="/login" { (ctx.t("nav-log-in")) }
                    a href="/register" { (ctx.t("nav-register")) }
                }
                form.inline.language method="post" action="/language" {
                    (csrf_field(ctx))
                    input type="hidden" name="back" value=(ctx.here);
                    label for="language-picker" class="visually-hidden" { (ctx.t("nav-language")) }
                    select #language-picker name="lang" {
                        @for language in ctx.lang.all() {
                            option value=(language.code) selected[language.code == ctx.lang.code()] { (language.name) }
                        }
                    }
                    button type="submit" { (ctx.t("nav-language-apply")) }
                }
            }
        }
    }
}

/// The header's counts of what waits for the member: games where it is
/// their move, challenges to answer, club results to confirm or settle;
/// each hidden at zero, and kept up to date by `site.js`. The visible
/// words and number are the link's whole name ("Your move 2"): a spoken
/// name that said more would not start with what is seen (WCAG 2.5.3).
fn waiting_counts(ctx: &PageCtx) -> Markup {
    let waiting = ctx.waiting;
    html! {
        a #count-turn.count href="/games" hidden[waiting.my_turn == 0] {
            (ctx.t("nav-your-move")) " " span.count-number { (waiting.my_turn) }
        }
        a #count-challenges.count href="/challenges" hidden[waiting.challenges == 0] {
            (ctx.t("nav-challenges")) " " span.count-number { (waiting.challenges) }
        }
        a #count-club-results.count href="/clubs#waiting" hidden[waiting.club_results == 0] {
            (ctx.t("nav-club-results")) " " span.count-number { (waiting.club_results) }
        }
    }
}

fn verify_reminder(ctx: &PageCtx) -> Markup {
    html! {
        div.reminder role="note" {
            p { (ctx.t("reminder-verify")) }
            form method="post" action="/verify/resend" {
                (csrf_field(ctx))
                button type="submit" { (ctx.t("reminder-verify-resend")) }
            }
        }
    }
}
