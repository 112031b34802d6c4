//! The board as text for emails (product.md §6: "the board position as
//! text"), seen from the recipient's side.

/// Eight ranks of `FEN` letters and dots with file and rank labels; White
/// pieces in capitals. `white_at_bottom` turns the board for Black.
#[must_use]
pub fn diagram(fen: &str, white_at_bottom: bool) -> String {
    let placement = fen.split_whitespace().next().unwrap_or_default();
    let mut ranks: Vec<(char, Vec<char>)> = placement
        .split('/')
        .zip(('1'..='8').rev())
        .map(|(row, label)| {
            let squares = row
                .chars()
                .flat_map(|c| match c.to_digit(10) {
                    Some(n) => vec!['.'; n as usize],
                    None => vec![c],
                })
                .collect();
            (label, squares)
        })
        .collect();
    let mut files: Vec<char> = ('a'..='h').collect();
    if !white_at_bottom {
        ranks.reverse();
        for (_, squares) in &mut ranks {
            squares.reverse();
        }
        files.reverse();
    }
    let mut text = String::new();
    for (label, squares) in ranks {
        let row: Vec<String> = squares.iter().map(char::to_string).collect();
        text.push_str(&format!("{label}  {}\n", row.join(" ")));
    }
    let footer: Vec<String> = files.iter().map(char::to_string).collect();
    text.push_str(&format!("   {}\n", footer.join(" ")));
    text
}

#[cfg(test)]
mod tests {
    use super::diagram;

    const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    #[test]
    fn white_sees_its_pieces_at_the_bottom() {
        let text = diagram(AFTER_E4, true);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "8  r n b q k b n r");
        assert_eq!(lines[4], "4  . . . . P . . .");
        assert_eq!(lines[7], "1  R N B Q K B N R");
        assert_eq!(lines[8], "   a b c d e f g h");
    }

    #[test]
    fn black_sees_the_board_turned() {
        let text = diagram(AFTER_E4, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "1  R N B K Q B N R");
        assert_eq!(lines[4], "5  . . . . . . . .");
        assert_eq!(lines[3], "4  . . . P . . . .");
        assert_eq!(lines[8], "   h g f e d c b a");
    }
}
