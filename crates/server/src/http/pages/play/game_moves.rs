//! The game page's record: the moves (each one a button to show its
//! position, the current one marked), the PGN to download or copy, the FEN
//! to copy, and once the game is over a link to its analysis board —
//! never during the game, when computer help is forbidden (seed 000).

use crate::records::UserRow;
use maud::{Markup, html};

use crate::games::LoadedGame;
use crate::http::PageCtx;

pub(super) fn moves_card(ctx: &PageCtx, loaded: &LoadedGame, reportable: &[&UserRow]) -> Markup {
    let id = &loaded.row.id;
    let san = loaded.game.san_moves().unwrap_or_default();
    let current = san.len();
    html! {
        section.card.moves-card {
            h2 { (ctx.t("game-moves")) }
            @if san.is_empty() { p #no-moves { (ctx.t("game-no-moves")) } }
            ol #moves.moves {
                @for (n, pair) in san.chunks(2).enumerate() {
                    li {
                        @for (i, m) in pair.iter().enumerate() {
                            @let ply = n * 2 + i + 1;
                            // One tab stop, the move shown (game.js).
                            button.san type="button" data-ply=(ply) tabindex=(if ply == current { "0" } else { "-1" })
                                aria-current=[(ply == current).then_some("true")] { (m) } " "
                        }
                    }
                }
            }
            p.game-links {
                a href=(format!("/game/export/{id}")) download=(format!("{id}.pgn")) { (ctx.t("game-download-pgn")) }
                " "
                button #copy-pgn.secondary type="button" hidden data-done=(ctx.t("game-copied")) { (ctx.t("game-copy-pgn")) }
                " "
                button #copy-fen.secondary type="button" hidden data-done=(ctx.t("game-copied")) { (ctx.t("game-copy-fen")) }
            }
            // Replaced by the page's script when the game ends (game.js).
            @if loaded.in_progress() {
                p #analysis.hint { (ctx.t("game-analysis-after")) }
            } @else {
                p #analysis { a href=(format!("/{id}/analysis")) { (ctx.t("game-analyse")) } }
            }
            @for player in reportable {
                p.report-link { a href=(format!("/report?user={}&game={id}", player.username)) { (ctx.lang.t_with("game-report", &[("name", player.username.as_str().into())])) } }
            }
        }
    }
}
