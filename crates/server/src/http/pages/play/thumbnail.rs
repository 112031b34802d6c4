//! A small picture of a game's position for the game lists: the board's
//! squares drawn by the stylesheet, each piece an element in its grid cell
//! with the board's own piece images, from the viewer's side.

use maud::{Markup, html};
use redqueen_domain::game::Color;

/// The position of `fen` (its first field) seen from `bottom`'s side.
pub(super) fn thumbnail(fen: &str, bottom: Color) -> Markup {
    let pieces = pieces(fen.split(' ').next().unwrap_or_default());
    html! {
        div.mini-board.cg-wrap.(if bottom == Color::White { "from-white" } else { "from-black" }) aria-hidden="true" {
            @for (role, color, file, rank) in pieces {
                @let (column, row) = match bottom {
                    Color::White => (file + 1, 8 - rank),
                    Color::Black => (8 - file, rank + 1),
                };
                piece class=(format!("{role} {color} c{column} r{row}")) {}
            }
        }
    }
}

/// The pieces of a FEN board: role, colour, file and rank from 0.
fn pieces(board: &str) -> Vec<(&'static str, &'static str, u8, u8)> {
    let mut found = Vec::new();
    for (row, line) in board.split('/').take(8).enumerate() {
        let rank = 7 - u8::try_from(row).unwrap_or(7);
        let mut file = 0u8;
        for ch in line.chars() {
            if let Some(skip) = ch.to_digit(10) {
                file = file.saturating_add(u8::try_from(skip).unwrap_or(8));
                continue;
            }
            let role = match ch.to_ascii_lowercase() {
                'k' => "king",
                'q' => "queen",
                'r' => "rook",
                'b' => "bishop",
                'n' => "knight",
                'p' => "pawn",
                _ => continue,
            };
            let color = if ch.is_ascii_uppercase() {
                "white"
            } else {
                "black"
            };
            if file < 8 {
                found.push((role, color, file, rank));
            }
            file += 1;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::pieces;

    #[test]
    fn a_fen_board_gives_each_piece_its_square() {
        let found = pieces("4k3/8/8/8/8/8/P7/R3K3");
        assert_eq!(
            found,
            vec![
                ("king", "black", 4, 7),
                ("pawn", "white", 0, 1),
                ("rook", "white", 0, 0),
                ("king", "white", 4, 0),
            ]
        );
        assert_eq!(
            pieces("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").len(),
            32
        );
    }
}
