//! The players' own parts of the game page: the chat between them, each
//! one's private notes, and in a correspondence game their conditional
//! moves (product.md §2 "During a game"). The page's script sends these
//! forms without leaving the page and says when they are saved; without
//! it they post and come back with a notice.

use crate::records::{ChatLine, UserRow};
use maud::{Markup, html};

use crate::http::PageCtx;
use crate::http::layout::csrf_field;

pub(super) fn chat_card(
    ctx: &PageCtx,
    id: &str,
    chat: &[ChatLine],
    reportable: &[&UserRow],
    muted_until: Option<i64>,
) -> Markup {
    html! {
        section.card.chat {
            h2 { (ctx.t("game-chat")) }
            (chat_lines(ctx, id, chat, reportable))
            @if let Some(until) = muted_until {
                p.hint role="status" { (ctx.lang.t_with("conduct-muted-until", &[("until", ctx.lang.instant(until).into())])) }
            } @else {
                form.stack #chat-form method="post" action=(format!("/{id}/chat")) {
                    (csrf_field(ctx))
                    label for="chat-text" class="visually-hidden" { (ctx.t("game-chat")) }
                    input #chat-text name="text" type="text" maxlength="140" required autocomplete="off";
                    button type="submit" { (ctx.t("game-chat-send")) }
                }
            }
        }
    }
}

/// The spectators' room, read-only, for whoever watches: what a player
/// (a bot's greeting) wrote for them (lichess's `room=spectator`).
pub(super) fn spectator_chat_card(ctx: &PageCtx, id: &str, chat: &[ChatLine]) -> Markup {
    html! {
        section.card.chat {
            h2 { (ctx.t("game-spectator-chat")) }
            (chat_lines(ctx, id, chat, &[]))
        }
    }
}

/// A room's lines, oldest first; the lines of the `reportable` members
/// carry a report link (product.md §11).
fn chat_lines(ctx: &PageCtx, id: &str, chat: &[ChatLine], reportable: &[&UserRow]) -> Markup {
    html! {
        div.chat-lines aria-live="polite" {
            @for line in chat {
                p.chat-line {
                    strong { (line.username.clone().unwrap_or_else(|| "redqueen".into())) ": " } (line.text)
                    @if let Some(author) = line.username.as_deref().filter(|a| reportable.iter().any(|p| p.username == *a)) {
                        " " a.chat-report href=(format!("/report?user={author}&game={id}&line={}", line.id)) title=(ctx.t("chat-report")) { "⚑" }
                    }
                }
            }
        }
    }
}

pub(super) fn note_card(ctx: &PageCtx, id: &str, note: &str) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("game-note")) }
            form.stack.saves method="post" action=(format!("/{id}/note")) {
                (csrf_field(ctx))
                label for="note" class="visually-hidden" { (ctx.t("game-note")) }
                textarea #note name="text" rows="4" maxlength="10000" { (note) }
                p.hint { (ctx.t("game-note-private")) }
                (save_button(ctx, "game-note-save"))
            }
        }
    }
}

/// The conditional lines, each in SAN as typed (seed 003's notation).
pub(super) fn conditional_card(ctx: &PageCtx, id: &str, lines: &[Vec<String>]) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("game-conditional")) }
            form.stack.saves method="post" action=(format!("/{id}/conditional")) {
                (csrf_field(ctx))
                label for="lines" { (ctx.t("game-conditional-help")) }
                textarea #lines name="lines" rows="4" {
                    @for line in lines { (line.join(" ")) "\n" }
                }
                (save_button(ctx, "game-conditional-save"))
            }
        }
    }
}

/// A form's save button with the line that says it was saved.
fn save_button(ctx: &PageCtx, label: &str) -> Markup {
    html! {
        div.save-row {
            button type="submit" { (ctx.t(label)) }
            span.saved role="status" data-saved=(ctx.t("game-saved")) {}
        }
    }
}
