//! What a player may do in a game in progress, as plain forms: the move
//! form, draw offers and claims, abort or resign, asking to delete (a
//! stand-alone correspondence game) and a live game's actions
//! (`game_live.rs`). What cannot be undone asks first (`buttons.rs`).

use maud::{Markup, html};
use redqueen_domain::game::Color;

use super::buttons::{action_button, confirmed_button};
use super::game_live::live_actions;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::layout::csrf_field;

pub(super) fn actions(ctx: &PageCtx, loaded: &LoadedGame, color: Color) -> Markup {
    let id = &loaded.row.id;
    let game = &loaded.game;
    let button = |action: &str, label: &str| action_button(ctx, id, action, &ctx.t(label));
    let confirmed = |action: &str, label: &str| {
        confirmed_button(
            ctx,
            id,
            action,
            &ctx.t(label),
            &ctx.t(&format!("{label}-confirm")),
            &ctx.t(&format!("{label}-confirm-yes")),
        )
    };
    let offer_from_them = game.draw_offer() == Some(!color);
    let deletion_from_them = game.deletion_request() == Some(!color);
    // live-games.md: a limited live game counts each player's draw requests.
    let draw_label = match game.draw_requests_left(color) {
        Some(left) => ctx
            .lang
            .t_with("game-draw-offer-left", &[("left", left.into())]),
        None => ctx.t("game-draw-offer"),
    };
    html! {
        section.card.game-actions {
            @if game.turn() == color {
                form.stack method="post" action=(format!("/{id}/move")) {
                    (csrf_field(ctx))
                    input type="hidden" name="ply" value=(game.ply());
                    label for="move" { (ctx.t("game-your-move")) }
                    input #move name="move" type="text" required autocomplete="off" placeholder="e4, Nf3, O-O, e7e8q";
                    @if game.may_offer_draw_with_move(color) {
                        label.check { input type="checkbox" name="offer_draw" value="on"; " " (ctx.t("game-move-offer-draw")) }
                    }
                    button type="submit" { (ctx.t("game-play")) }
                }
            } @else {
                p { (ctx.t("game-wait")) }
            }
            div.actions {
                @if offer_from_them {
                    p { (ctx.t("game-draw-offered")) }
                    (button("draw-yes", "game-draw-accept"))
                    (button("draw-no", "game-draw-decline"))
                } @else if game.draw_offer() == Some(color) {
                    p { (ctx.t("game-draw-offer-standing")) }
                } @else if game.may_request_draw(color) {
                    (action_button(ctx, id, "draw-yes", &draw_label))
                }
                @if game.claimable_draw(color).is_some() { (button("claim", "game-claim-draw")) }
                // A live game may be aborted until both sides have moved,
                // and resigned only from ply 20 (live-games.md).
                @if game.is_abortable() {
                    (confirmed("abort", "game-abort"))
                } @else if game.may_resign() {
                    (confirmed("resign", "game-resign"))
                }
                @if !game.may_resign() {
                    p.hint { (ctx.t("game-live-after-twenty-plies")) }
                }
                @if game.is_live() {
                    (live_actions(ctx, loaded, color))
                } @else if loaded.row.origin.is_stand_alone() {
                    @if deletion_from_them {
                        p { (ctx.t("game-deletion-asked")) }
                        (confirmed("delete-yes", "game-deletion-accept"))
                        (button("delete-no", "game-deletion-decline"))
                    } @else if game.both_sides_moved() && game.deletion_request().is_none() {
                        (confirmed("delete-yes", "game-deletion-ask"))
                    }
                }
            }
        }
    }
}
