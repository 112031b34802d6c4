//! The game page's opening explorer (docs/openings.md): beside a
//! correspondence game, in play or over, and a live game once it is over,
//! the moves the site's finished games played from the position on the
//! board, which `explorer.js` reads from `/api/explorer` as the board
//! moves. Closed while a live game is played: the page says why.

use maud::{Markup, html};

use crate::games::LoadedGame;
use crate::http::PageCtx;

/// The explorer's card, or why it is closed.
pub fn explorer_card(ctx: &PageCtx, loaded: &LoadedGame) -> Markup {
    if loaded.game.is_live() && loaded.in_progress() {
        return html! {
            section.card #explorer-closed {
                h2 { (ctx.t("explorer-title")) }
                p { (ctx.t("explorer-closed-live")) }
            }
        };
    }
    explorer_card_open(ctx)
}

/// The explorer's card, open: also beside the analysis board.
pub(crate) fn explorer_card_open(ctx: &PageCtx) -> Markup {
    html! {
        // The sentence for a position games ended in, its count filled in
        // by the script (issue 49).
        section.card #explorer data-results=(ctx.t("explorer-results"))
            data-ended-here=(ctx.lang.t_with("explorer-ended-here", &[("games", "{games}".into())])) {
            h2 { (ctx.t("explorer-title")) }
            p #explorer-opening {}
            table #explorer-moves hidden {
                thead { tr {
                    th scope="col" { (ctx.t("explorer-move")) }
                    th scope="col" { (ctx.t("explorer-games")) }
                    th scope="col" { (ctx.t("explorer-results")) }
                    th scope="col" { (ctx.t("explorer-rating")) }
                } }
                tbody {}
            }
            p #explorer-empty hidden { (ctx.t("explorer-empty")) }
            p.hint { (ctx.t("explorer-source")) }
        }
        script type="module" src="/static/explorer.js" {}
    }
}
