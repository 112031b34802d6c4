//! The game page's one-click actions as forms: each posts to
//! `/{id}/action/{action}` (`game_actions.rs`) and works without scripts.

use maud::{Markup, html};

use crate::http::PageCtx;
use crate::http::layout::csrf_field;

/// A button that does `action` at once.
pub(super) fn action_button(ctx: &PageCtx, id: &str, action: &str, label: &str) -> Markup {
    html! {
        form.inline method="post" action=(format!("/{id}/action/{action}")) {
            (csrf_field(ctx)) button type="submit" { (label) }
        }
    }
}

/// A button for an action that cannot be undone (resigning, asking to
/// quit): it opens `question` and a second button that does it. A
/// disclosure rather than a script's dialog, so the confirmation holds
/// without scripts too.
pub(super) fn confirmed_button(
    ctx: &PageCtx,
    id: &str,
    action: &str,
    label: &str,
    question: &str,
    yes: &str,
) -> Markup {
    html! {
        details.confirm data-action=(action) {
            summary.button { (label) }
            p { (question) }
            (action_button(ctx, id, action, yes))
        }
    }
}
