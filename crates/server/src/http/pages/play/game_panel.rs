//! What a player may do in a game in progress, as plain forms: the move
//! form, draw offers and claims, abort or resign, asking to delete (a
//! stand-alone correspondence game) and a live game's actions
//! (`game_live.rs`). What cannot be undone asks first (`buttons.rs`).
//!
//! The panel is first read from the game as data ([`Actions`]), then
//! drawn from that: a socket's feed sends a player's panel with every
//! state, and keeps the panels it drew by their data, so that a move
//! draws none (a player's panel alternates between their move and the
//! opponent's; docs/benchmarks.md, issue 35).

use maud::{Markup, html};
use redqueen_domain::game::{Color, Game};

use super::buttons::{action_button, confirmed_button};
use super::game_live::LiveActions;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::layout::csrf_field;

/// What the player of one colour may do in a game in progress, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Actions {
    /// On the player's move, the move form, with its box to offer a draw
    /// with the move when a move may carry one.
    move_form: Option<MoveForm>,
    draw: Draw,
    claim: bool,
    ending: Ending,
    /// live-games.md: resigning waits for ply 20 (a hint says so).
    before_resign: bool,
    more: More,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct MoveForm {
    offer_draw: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Draw {
    /// The opponent offers a draw.
    Answer,
    /// The player's own offer stands.
    Standing,
    /// The player may offer one; in a live game that limits them, with
    /// `left` more.
    May {
        left: Option<u8>,
    },
    None,
}

/// A live game may be aborted until both sides have moved, and resigned
/// only from ply 20 (live-games.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Abort,
    Resign,
    None,
}

/// What only some games have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum More {
    Live(LiveActions),
    /// A stand-alone correspondence game: asking to delete it, or
    /// answering the opponent's request.
    Deletion(Deletion),
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deletion {
    /// The opponent asks to delete the game.
    Answer,
    /// Both sides have moved and nobody asked yet: the player may ask.
    May,
}

impl Deletion {
    /// What the player of `color` may do about deleting `game`, if anything.
    fn of(game: &Game, color: Color) -> Option<Self> {
        match game.deletion_request() {
            Some(by) if by != color => Some(Self::Answer),
            None if game.both_sides_moved() => Some(Self::May),
            _ => None,
        }
    }
}

impl Actions {
    /// The actions of the player of `color` in `loaded`, in progress.
    pub(super) fn of(loaded: &LoadedGame, color: Color) -> Self {
        let game = &loaded.game;
        let draw = match game.draw_offer() {
            Some(by) if by != color => Draw::Answer,
            Some(_) => Draw::Standing,
            None if game.may_request_draw(color) => Draw::May {
                left: game.draw_requests_left(color),
            },
            None => Draw::None,
        };
        let ending = if game.is_abortable() {
            Ending::Abort
        } else if game.may_resign() {
            Ending::Resign
        } else {
            Ending::None
        };
        let more = if game.is_live() {
            More::Live(LiveActions::of(loaded, color))
        } else if loaded.row.origin.is_stand_alone() {
            Deletion::of(game, color).map_or(More::None, More::Deletion)
        } else {
            More::None
        };
        Self {
            move_form: (game.turn() == color).then(|| MoveForm {
                offer_draw: game.may_offer_draw_with_move(color),
            }),
            draw,
            claim: game.claimable_draw(color).is_some(),
            ending,
            before_resign: !game.may_resign(),
            more,
        }
    }

    /// The panel of game `id`. The move form carries the `ply` it was
    /// drawn at, which makes a form posted after the game moved on stale;
    /// the panels a socket sends go without it, as the page's script
    /// sends its moves with the ply of the state it has.
    pub(super) fn render(self, ctx: &PageCtx, id: &str, ply: Option<u32>) -> Markup {
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
        html! {
            section.card.game-actions {
                @if let Some(form) = self.move_form {
                    form.stack.move-form method="post" action=(format!("/{id}/move")) {
                        (csrf_field(ctx))
                        @if let Some(ply) = ply { input type="hidden" name="ply" value=(ply); }
                        label for="move" { (ctx.t("game-your-move")) }
                        input #move name="move" type="text" required autocomplete="off" placeholder="e4, Nf3, O-O, e7e8q";
                        // Without the page's script only: with it, the box
                        // under the board serves typed moves too (issue 49:
                        // two boxes said the same).
                        @if form.offer_draw {
                            label.check.without-script { input type="checkbox" name="offer_draw" value="on"; " " (ctx.t("game-move-offer-draw")) }
                        }
                        button type="submit" { (ctx.t("game-play")) }
                    }
                } @else {
                    p { (ctx.t("game-wait")) }
                }
                div.actions {
                    @match self.draw {
                        Draw::Answer => {
                            p { (ctx.t("game-draw-offered")) }
                            (button("draw-yes", "game-draw-accept"))
                            (button("draw-no", "game-draw-decline"))
                        }
                        Draw::Standing => p { (ctx.t("game-draw-offer-standing")) },
                        Draw::May { left } => {
                            // live-games.md: a limited live game counts each
                            // player's draw requests.
                            @let label = match left {
                                Some(left) => ctx.lang.t_with("game-draw-offer-left", &[("left", left.into())]),
                                None => ctx.t("game-draw-offer"),
                            };
                            (action_button(ctx, id, "draw-yes", &label))
                        }
                        Draw::None => {}
                    }
                    @if self.claim { (button("claim", "game-claim-draw")) }
                    @match self.ending {
                        Ending::Abort => (confirmed("abort", "game-abort")),
                        Ending::Resign => (confirmed("resign", "game-resign")),
                        Ending::None => {}
                    }
                    @if self.before_resign {
                        p.hint { (ctx.t("game-live-after-twenty-plies")) }
                    }
                    @match self.more {
                        More::Live(live) => (live.render(ctx, id)),
                        More::Deletion(Deletion::Answer) => {
                            p { (ctx.t("game-deletion-asked")) }
                            (confirmed("delete-yes", "game-deletion-accept"))
                            (button("delete-no", "game-deletion-decline"))
                        }
                        More::Deletion(Deletion::May) => (confirmed("delete-yes", "game-deletion-ask")),
                        More::None => {}
                    }
                }
            }
        }
    }
}

/// The panel of the player of `color` in `loaded`, in progress, as the
/// page draws it.
pub(super) fn actions(ctx: &PageCtx, loaded: &LoadedGame, color: Color) -> Markup {
    Actions::of(loaded, color).render(ctx, &loaded.row.id, Some(loaded.game.ply()))
}
