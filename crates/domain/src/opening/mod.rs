//! Opening names (docs/openings.md): the lichess opening table (CC0,
//! vendored in `data/openings/`), each entry an ECO code, a name and the
//! moves that reach its position. A game's opening is the entry of the
//! last position of its opening moves that the table names — lichess's
//! way: back from the end of the line to a named position — so move
//! orders that transpose into a named position get its name.

pub mod explorer;

use std::collections::HashMap;
use std::sync::LazyLock;

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

/// A named opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Opening {
    /// The Encyclopaedia of Chess Openings' code, `A00` to `E99`.
    pub eco: &'static str,
    /// "Family: Variation, Subvariation", in English as the table has it.
    pub name: &'static str,
}

impl Opening {
    /// The family: the name before its first colon ("Sicilian Defense").
    #[must_use]
    pub fn family(&self) -> &'static str {
        self.name.split(':').next().unwrap_or(self.name)
    }
}

/// The table's five volumes (ECO A to E): `eco`, `name`, `pgn` columns.
const VOLUMES: [&str; 5] = [
    include_str!("../../data/openings/a.tsv"),
    include_str!("../../data/openings/b.tsv"),
    include_str!("../../data/openings/c.tsv"),
    include_str!("../../data/openings/d.tsv"),
    include_str!("../../data/openings/e.tsv"),
];

/// The named positions, by their Zobrist hash (en passant counted only
/// when a capture is legal, as the table's positions are), and the
/// longest line, beyond which no position is named.
struct Table {
    named: HashMap<Zobrist64, Opening>,
    longest: usize,
}

static TABLE: LazyLock<Table> = LazyLock::new(Table::load);

fn key(position: &Chess) -> Zobrist64 {
    position.zobrist_hash(EnPassantMode::Legal)
}

/// The position after the SAN moves of `pgn` ("1. e4 c5 2. Nf3"), with
/// how many there were; `None` when a move does not parse or is illegal.
fn play_pgn(pgn: &str) -> Option<(Chess, usize)> {
    let mut position = Chess::default();
    let mut plies = 0;
    for token in pgn.split_whitespace().filter(|t| !t.ends_with('.')) {
        let played = San::from_ascii(token.as_bytes())
            .ok()?
            .to_move(&position)
            .ok()?;
        position.play_unchecked(played);
        plies += 1;
    }
    Some((position, plies))
}

impl Table {
    fn load() -> Self {
        let mut named = HashMap::new();
        let mut longest = 0;
        for volume in VOLUMES {
            for line in volume.lines().skip(1) {
                let mut columns = line.split('\t');
                let (Some(eco), Some(name), Some(pgn)) =
                    (columns.next(), columns.next(), columns.next())
                else {
                    continue;
                };
                // Every line plays (a test checks it); one that did not
                // would only go unnamed.
                let Some((position, plies)) = play_pgn(pgn) else {
                    continue;
                };
                longest = longest.max(plies);
                named.entry(key(&position)).or_insert(Opening { eco, name });
            }
        }
        Self { named, longest }
    }
}

/// The opening the table names for `position`, if any.
#[must_use]
pub fn named(position: &Chess) -> Option<Opening> {
    TABLE.named.get(&key(position)).copied()
}

/// The opening of a game from the usual start that began with `moves`
/// (UCI): the last named position among them, with the ply it was
/// reached at; `None` when none is named (or a move is not legal).
#[must_use]
pub fn of_moves<S: AsRef<str>>(moves: &[S]) -> Option<(Opening, usize)> {
    let line: Vec<UciMove> = moves
        .iter()
        .take(TABLE.longest)
        .map(|text| text.as_ref().parse())
        .collect::<Result<_, _>>()
        .ok()?;
    of_line(&line)
}

/// [`of_moves`] for moves already read.
#[must_use]
pub fn of_line(moves: &[UciMove]) -> Option<(Opening, usize)> {
    let mut position = Chess::default();
    let mut found = None;
    for (ply, uci) in moves.iter().take(TABLE.longest).enumerate() {
        let played = uci.to_move(&position).ok()?;
        position.play_unchecked(played);
        if let Some(opening) = named(&position) {
            found = Some((opening, ply + 1));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name_of(line: &str) -> Option<(&'static str, &'static str, usize)> {
        let moves: Vec<&str> = line.split_whitespace().collect();
        of_moves(&moves).map(|(o, ply)| (o.eco, o.name, ply))
    }

    #[test]
    fn known_lines_have_their_names() {
        let table = [
            ("", None),
            ("e2e4", Some(("B00", "King's Pawn Game", 1))),
            ("e2e4 e7e5 g1f3 b8c6 f1b5", Some(("C60", "Ruy Lopez", 5))),
            (
                "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6",
                Some(("C65", "Ruy Lopez: Berlin Defense", 6)),
            ),
            (
                "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
                Some(("B90", "Sicilian Defense: Najdorf Variation", 10)),
            ),
            (
                "d2d4 d7d5 c2c4 e7e6",
                Some(("D30", "Queen's Gambit Declined", 4)),
            ),
            (
                "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",
                Some(("E20", "Nimzo-Indian Defense", 6)),
            ),
            ("c2c4", Some(("A10", "English Opening", 1))),
            // A move the table does not name keeps the last named one.
            (
                "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 h2h3 h7h6",
                Some(("C65", "Ruy Lopez: Berlin Defense", 6)),
            ),
        ];
        for (line, expected) in table {
            assert_eq!(name_of(line), expected, "{line}");
        }
    }

    #[test]
    fn move_orders_that_transpose_get_the_same_name() {
        let nimzo = name_of("d2d4 g8f6 c2c4 e7e6 b1c3 f8b4").unwrap();
        let other_order = name_of("c2c4 e7e6 d2d4 g8f6 b1c3 f8b4").unwrap();
        assert_eq!((nimzo.0, nimzo.1), (other_order.0, other_order.1));
    }

    #[test]
    fn every_line_of_the_table_plays_and_is_named_as_its_entry() {
        let mut lines = 0;
        for volume in VOLUMES {
            for line in volume.lines().skip(1) {
                let columns: Vec<&str> = line.split('\t').collect();
                let (eco, name, pgn) = (columns[0], columns[1], columns[2]);
                let (position, _) = play_pgn(pgn).unwrap_or_else(|| panic!("{line}"));
                let found = named(&position).unwrap();
                assert_eq!((found.eco, found.name), (eco, name), "{line}");
                lines += 1;
            }
        }
        assert!(lines > 3_000, "{lines}");
    }

    #[test]
    fn a_family_is_the_name_before_its_colon() {
        let (opening, _) = of_moves(&["e2e4", "c7c5"]).unwrap();
        assert_eq!(opening.family(), "Sicilian Defense");
    }
}
