//! The game page's record: the moves (each one a button to show its
//! position, the current one marked), the PGN to download or copy, the FEN
//! to copy, and once the game is over a link to analyse it elsewhere —
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
                            button.san type="button" data-ply=(ply) aria-current=[(ply == current).then_some("true")] { (m) } " "
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
                p #analysis { a href=(analysis_link(loaded, &san)) rel="noopener" target="_blank" { (ctx.t("game-analyse")) } }
            }
            @for player in reportable {
                p.report-link { a href=(format!("/report?user={}&game={id}", player.username)) { (ctx.lang.t_with("game-report", &[("name", player.username.as_str().into())])) } }
            }
        }
    }
}

/// The finished game on lichess's analysis board: its moves from the
/// standard start, or its last position when it began from another.
fn analysis_link(loaded: &LoadedGame, san: &[String]) -> String {
    if loaded.row.initial_fen.is_some() {
        return format!(
            "https://lichess.org/analysis/standard/{}",
            loaded.row.fen.replace(' ', "_")
        );
    }
    let numbered: Vec<String> = san
        .chunks(2)
        .enumerate()
        .map(|(n, pair)| format!("{}. {}", n + 1, pair.join(" ")))
        .collect();
    format!(
        "https://lichess.org/analysis/pgn/{}",
        path_segment(&numbered.join(" "))
    )
}

/// `text` as one segment of a URL's path: every byte but letters, digits
/// and `-._~` percent-encoded.
fn path_segment(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::path_segment;

    #[test]
    fn san_moves_are_percent_encoded_in_a_path() {
        assert_eq!(
            path_segment("1. e4 e5 2. Qh5+ Nc6 3. Qxf7#"),
            "1.%20e4%20e5%202.%20Qh5%2B%20Nc6%203.%20Qxf7%23"
        );
        assert_eq!(path_segment("a8=N O-O"), "a8%3DN%20O-O");
    }
}
