//! What the game page adds for a live game (live-games.md): the live
//! actions — takebacks with the player's allowance left, answering a
//! takeback offer, asking to quit and answering a request to quit. (Its
//! clocks, with the move-time bar, are in the players' bars.)

use maud::{Markup, html};
use redqueen_domain::game::Color;

use super::buttons::{action_button, confirmed_button};
use crate::games::LoadedGame;
use crate::http::PageCtx;

/// A player's live actions, as data (`game_panel.rs`: the panel is drawn
/// from it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct LiveActions {
    takeback: Takeback,
    quit: Quit,
}

/// live-games.md "Takebacks": by right while the allowance lasts, then
/// by an offer the opponent must accept; the same action does either.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Takeback {
    /// The opponent offers to take back their move.
    Answer,
    /// The player's own offer stands.
    Standing,
    /// The player may take back their move: by right with `left` more,
    /// by an offer once none is left.
    May {
        left: u8,
    },
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Quit {
    /// The opponent asks to quit.
    Answer,
    /// The player's own request stands.
    Standing,
    /// A stand-alone live game: the player may ask.
    May,
    None,
}

impl LiveActions {
    /// The live actions of the player of `color` in a game in progress.
    pub(super) fn of(loaded: &LoadedGame, color: Color) -> Self {
        let game = &loaded.game;
        let live = game.live().unwrap_or_default();
        let takeback = match live.takeback_offer {
            Some(by) if by != color => Takeback::Answer,
            Some(_) => Takeback::Standing,
            None => game
                .takebacks_left(color, loaded.clock.control)
                .filter(|_| game.may_take_back(color))
                .map_or(Takeback::None, |left| Takeback::May { left }),
        };
        let quit = match live.quit_request {
            Some(request) if request.by != color => Quit::Answer,
            Some(_) => Quit::Standing,
            None if game.may_ask_to_quit() => Quit::May,
            None => Quit::None,
        };
        Self { takeback, quit }
    }

    /// The live actions as the panel draws them.
    pub(super) fn render(self, ctx: &PageCtx, id: &str) -> Markup {
        html! {
            @match self.takeback {
                Takeback::Answer => {
                    p { (ctx.t("game-takeback-offered")) }
                    (action_button(ctx, id, "takeback-yes", &ctx.t("game-takeback-accept")))
                    (action_button(ctx, id, "takeback-no", &ctx.t("game-takeback-decline")))
                }
                Takeback::Standing => p { (ctx.t("game-takeback-offer-standing")) },
                Takeback::May { left } => {
                    @let label = if left > 0 {
                        ctx.lang.t_with("game-takeback", &[("left", left.into())])
                    } else {
                        ctx.t("game-takeback-offer")
                    };
                    (action_button(ctx, id, "takeback-yes", &label))
                }
                Takeback::None => {}
            }
            @match self.quit {
                Quit::Answer => {
                    p { (ctx.t("game-quit-asked")) }
                    (action_button(ctx, id, "quit-yes", &ctx.t("game-quit-agree")))
                    (action_button(ctx, id, "quit-no", &ctx.t("game-quit-decline")))
                }
                Quit::Standing => p { (ctx.t("game-quit-standing")) },
                Quit::May => {
                    (confirmed_button(ctx, id, "quit-yes", &ctx.t("game-quit-ask"),
                        &ctx.t("game-quit-confirm"), &ctx.t("game-quit-confirm-yes")))
                }
                Quit::None => {}
            }
        }
    }
}
