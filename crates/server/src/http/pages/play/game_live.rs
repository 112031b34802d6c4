//! What the game page adds for a live game (live-games.md): the live
//! actions — takebacks with the player's allowance left, answering a
//! takeback offer, asking to quit and answering a request to quit. (Its
//! clocks, with the move-time bar, are in the players' bars.)

use maud::{Markup, html};
use redqueen_domain::game::Color;

use super::buttons::{action_button, confirmed_button};
use crate::games::LoadedGame;
use crate::http::PageCtx;

/// The live actions of the player of `color` in a game in progress.
pub(super) fn live_actions(ctx: &PageCtx, loaded: &LoadedGame, color: Color) -> Markup {
    let id = &loaded.row.id;
    let game = &loaded.game;
    let live = game.live().unwrap_or_default();
    // live-games.md "Takebacks": by right while the allowance lasts, then
    // by an offer the opponent must accept; the same action does either.
    let takeback = game
        .takebacks_left(color, loaded.clock.control)
        .filter(|_| game.may_take_back(color));
    html! {
        @if live.takeback_offer == Some(!color) {
            p { (ctx.t("game-takeback-offered")) }
            (action_button(ctx, id, "takeback-yes", &ctx.t("game-takeback-accept")))
            (action_button(ctx, id, "takeback-no", &ctx.t("game-takeback-decline")))
        } @else if live.takeback_offer == Some(color) {
            p { (ctx.t("game-takeback-offer-standing")) }
        } @else if let Some(left) = takeback {
            @let label = if left > 0 {
                ctx.lang.t_with("game-takeback", &[("left", left.into())])
            } else {
                ctx.t("game-takeback-offer")
            };
            (action_button(ctx, id, "takeback-yes", &label))
        }
        @match live.quit_request {
            Some(request) if request.by != color => {
                p { (ctx.t("game-quit-asked")) }
                (action_button(ctx, id, "quit-yes", &ctx.t("game-quit-agree")))
                (action_button(ctx, id, "quit-no", &ctx.t("game-quit-decline")))
            }
            Some(_) => p { (ctx.t("game-quit-standing")) },
            None if game.may_ask_to_quit() => {
                (confirmed_button(ctx, id, "quit-yes", &ctx.t("game-quit-ask"),
                    &ctx.t("game-quit-confirm"), &ctx.t("game-quit-confirm-yes")))
            }
            None => {}
        }
    }
}
