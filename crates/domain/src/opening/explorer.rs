//! What a finished game adds to the opening explorer (docs/openings.md):
//! each position of its first [`EXPLORER_PLIES`] plies with the move
//! played from it, counted in the slice of games it belongs to — its
//! speed, the players' rating band and the month it ended — so that a
//! query for a position adds up the slices its filters keep.

use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use crate::vacation::Day;

/// How deep games are indexed: past it, positions are nearly all unique
/// to their game, and the explorer's use (the opening) is over.
pub const EXPLORER_PLIES: usize = 30;

/// A position as the explorer keys it: its Zobrist hash (en passant only
/// when a capture is legal, so transpositions meet), as a signed number
/// for the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionKey(pub i64);

impl PositionKey {
    /// The key of `position`.
    #[must_use]
    pub fn of(position: &Chess) -> Self {
        let Zobrist64(hash) = position.zobrist_hash(EnPassantMode::Legal);
        Self(i64::from_ne_bytes(hash.to_ne_bytes()))
    }
}

/// The "move" of a game that ended in the position: it counts the game
/// among those that reached it (the position's totals, its recent games)
/// and among no move played from it (issue 49: under a finished game's
/// final position the explorer said no game had reached it).
pub const ENDED_HERE: &str = "";

/// The explorer's part of a game being read, move by move: each position
/// of its first [`EXPLORER_PLIES`] plies with the move played from it, and
/// the position the game ended in, within those plies, with
/// [`ENDED_HERE`]; a position the game came back to counts once, with the
/// move first played from it. The site's games ([`line_of`]) and an
/// imported database's are counted by this one rule.
#[derive(Debug, Clone, Default)]
pub struct ExplorerLine {
    plies: usize,
    moves: Vec<(PositionKey, String)>,
}

impl ExplorerLine {
    /// Records `played`, a legal move in `position`; `false` once the line
    /// has its [`EXPLORER_PLIES`] plies: the rest of the game is not read.
    pub fn record(&mut self, position: &Chess, played: Move) -> bool {
        if self.plies >= EXPLORER_PLIES {
            return false;
        }
        self.add(position, UciMove::from_standard(played).to_string());
        self.plies += 1;
        self.plies < EXPLORER_PLIES
    }

    fn add(&mut self, position: &Chess, uci: String) {
        let key = PositionKey::of(position);
        if !self.moves.iter().any(|(seen, _)| *seen == key) {
            self.moves.push((key, uci));
        }
    }

    /// The positions and their moves of a game read to its
    /// [`EXPLORER_PLIES`]th ply (its end is past them).
    #[must_use]
    pub fn into_moves(self) -> Vec<(PositionKey, String)> {
        self.moves
    }

    /// The positions and their moves of a game that ended in `last`,
    /// after its last move: `last` with [`ENDED_HERE`] when the game ended
    /// within the plies.
    #[must_use]
    pub fn ended_in(mut self, last: &Chess) -> Vec<(PositionKey, String)> {
        if self.plies < EXPLORER_PLIES {
            self.add(last, ENDED_HERE.to_owned());
        }
        self.moves
    }
}

/// Each position of the first [`EXPLORER_PLIES`] plies of a game from the
/// usual start, with the move played from it (UCI), and the position the
/// game ended in, as [`ExplorerLine`] counts them. `None` when a move is
/// not legal.
#[must_use]
pub fn line_of(moves: &[UciMove]) -> Option<Vec<(PositionKey, String)>> {
    let mut position = Chess::default();
    let mut line = ExplorerLine::default();
    for uci in moves.iter().take(EXPLORER_PLIES) {
        let played = uci.to_move(&position).ok()?;
        line.record(&position, played);
        position.play_unchecked(played);
    }
    Some(line.ended_in(&position))
}

/// Why the explorer cannot find the position asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionRequestError {
    #[error("not a legal chess position: {0}")]
    BadFen(String),
    #[error("not a legal move there: {0}")]
    BadMove(String),
}

/// The position after the UCI moves `play` from `fen` (the usual start
/// when `None`), as the explorer is asked for it.
///
/// # Errors
/// The FEN is not a legal standard position, or a move is not legal.
pub fn position_after(fen: Option<&str>, play: &[&str]) -> Result<Chess, PositionRequestError> {
    let mut position = match fen.filter(|f| !f.trim().is_empty()) {
        Some(fen) => {
            crate::game::parse_fen(fen).map_err(|_| PositionRequestError::BadFen(fen.to_owned()))?
        }
        None => Chess::default(),
    };
    for text in play {
        let bad = || PositionRequestError::BadMove((*text).to_owned());
        let uci: UciMove = text.parse().map_err(|_| bad())?;
        let played = uci.to_move(&position).map_err(|_| bad())?;
        position.play_unchecked(played);
    }
    Ok(position)
}

/// The speed of a game from its PGN `TimeControl` tag, as lichess
/// estimates it (base time plus 40 increments): `-` or days per move are
/// correspondence; a game without the tag (over the board, as master
/// databases have them) is classical.
#[must_use]
pub fn speed_of_pgn(time_control: Option<&str>) -> crate::game::Speed {
    use crate::game::Speed;
    let Some(tag) = time_control.map(str::trim) else {
        return Speed::Classical;
    };
    if tag == "-" || tag.contains('/') {
        return Speed::Correspondence;
    }
    let (base, increment) = tag.split_once('+').unwrap_or((tag, "0"));
    let (Ok(base), Ok(increment)) = (base.parse::<u64>(), increment.parse::<u64>()) else {
        return Speed::Classical;
    };
    match base + 40 * increment {
        0..30 => Speed::UltraBullet,
        30..180 => Speed::Bullet,
        180..480 => Speed::Blitz,
        480..1500 => Speed::Rapid,
        _ => Speed::Classical,
    }
}

/// The month `YYYYMM` of a PGN date (`2024.06.03`); 0 when its year or
/// month is unknown (`????.??.??`) or the year is not one of four digits
/// (PGN's dates have them; the index's keys for years need them).
#[must_use]
pub fn month_of_pgn(date: &str) -> i32 {
    let mut parts = date.trim().split('.');
    let (Some(year), Some(month)) = (parts.next(), parts.next()) else {
        return 0;
    };
    match (year.parse::<i32>(), month.parse::<i32>()) {
        (Ok(year), Ok(month)) if (1..=9999).contains(&year) && (1..=12).contains(&month) => {
            year * 100 + month
        }
        _ => 0,
    }
}

/// The width of a rating band.
const BAND: i32 = 200;

/// The players' rating band: their average rating down to a multiple of
/// 200 (1600 for 1600–1799); 0 when the game was played without ratings.
#[must_use]
pub fn rating_band(white: Option<i32>, black: Option<i32>) -> i32 {
    match (white, black) {
        (Some(white), Some(black)) => (white + black) / 2 / BAND * BAND,
        _ => 0,
    }
}

/// The month of the instant `ms` as `YYYYMM` (UTC): the explorer's period.
#[must_use]
pub fn month_of(ms: i64) -> i32 {
    let (year, month, _) = Day::containing(ms).ymd();
    i32::try_from(year * 100 + i64::from(month)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(line: &str) -> Vec<UciMove> {
        line.split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect()
    }

    #[test]
    fn a_line_is_each_position_with_the_move_played_from_it() {
        let line = line_of(&moves("e2e4 e7e5 g1f3")).unwrap();
        assert_eq!(line.len(), 4);
        assert_eq!(
            line[0],
            (PositionKey::of(&Chess::default()), "e2e4".to_owned())
        );
        assert_eq!(line[2].1, "g1f3");
        assert_eq!(line_of(&moves("e2e5")), None);
    }

    #[test]
    fn a_line_ends_at_its_thirtieth_ply_even_when_positions_repeat() {
        // Knights out and back for 32 plies (8 distinct positions), then
        // 1.e4 e5 2.Nf3: plies 33 to 35 are past the 30th and not counted.
        let shuffle = "g1f3 g8f6 f3g1 f6g8 ".repeat(8);
        let game = moves(&format!("{shuffle}e2e4 e7e5 g1f3"));
        let line = line_of(&game).unwrap();
        assert_eq!(line.len(), 4);
        assert!(line.iter().all(|(_, uci)| uci != "e7e5" && uci != "e2e4"));

        let mut read = ExplorerLine::default();
        let mut position = Chess::default();
        let mut plies = 0;
        for uci in &game {
            let played = uci.to_move(&position).unwrap();
            plies += 1;
            let more = read.record(&position, played);
            position.play_unchecked(played);
            if !more {
                break;
            }
        }
        assert_eq!(plies, EXPLORER_PLIES);
        assert_eq!(read.into_moves(), line);
    }

    #[test]
    fn the_position_a_game_ended_in_is_in_its_line_once_and_within_the_plies() {
        let ended = line_of(&moves("e2e4 e7e5 g1f3")).unwrap();
        let after = position_after(None, &["e2e4", "e7e5", "g1f3"]).unwrap();
        assert_eq!(ended[3], (PositionKey::of(&after), ENDED_HERE.to_owned()));
        // Ended where it had been: counted once, with the move played then.
        let back = line_of(&moves("g1f3 g8f6 f3g1 f6g8")).unwrap();
        assert_eq!(back.len(), 4);
        assert_eq!(back[0].1, "g1f3");
        // Past the indexed plies the end is not indexed either.
        let long = ["g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8"; 4].join(" ");
        let long = moves(&long);
        assert!(long.len() >= EXPLORER_PLIES);
        assert!(
            line_of(&long)
                .unwrap()
                .iter()
                .all(|(_, uci)| uci != ENDED_HERE)
        );
    }

    #[test]
    fn transpositions_meet_on_one_key() {
        let a = line_of(&moves("g1f3 d7d5 d2d4 g8f6")).unwrap();
        let b = line_of(&moves("d2d4 d7d5 g1f3 g8f6")).unwrap();
        assert_eq!(a[3].0, b[3].0);
        assert_ne!(a[1].0, b[1].0);
    }

    #[test]
    fn only_the_first_plies_are_indexed_and_a_position_once() {
        let long = "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6 b1d2 a7a6 \
                    a2a4 c8e6 b2b4 c5a7 c1b2 e8g8 e1g1 h7h6 h2h3 f8e8 d1c2 d8d7 \
                    f1e1 a8d8 a1d1 g8h7 c4b3 h7g8 b3c4";
        let moves = moves(long);
        assert!(moves.len() > EXPLORER_PLIES);
        assert_eq!(line_of(&moves).unwrap().len(), EXPLORER_PLIES);
        // Knights out and back: the start position comes again, counted once.
        let back = line_of(&super::tests::moves("g1f3 g8f6 f3g1 f6g8 e2e4")).unwrap();
        assert_eq!(back.len(), 5, "with the position it ended in");
        assert_eq!(back[0].1, "g1f3");
    }

    #[test]
    fn a_position_is_asked_for_by_fen_and_moves() {
        let after = position_after(None, &["e2e4", "e7e5"]).unwrap();
        let same = position_after(
            Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
            &[],
        )
        .unwrap();
        assert_eq!(PositionKey::of(&after), PositionKey::of(&same));
        assert_eq!(
            position_after(Some("nonsense"), &[]),
            Err(PositionRequestError::BadFen("nonsense".into()))
        );
        assert_eq!(
            position_after(None, &["e2e5"]),
            Err(PositionRequestError::BadMove("e2e5".into()))
        );
    }

    #[test]
    fn pgn_speeds_and_dates() {
        use crate::game::Speed;
        assert_eq!(speed_of_pgn(Some("600+5")), Speed::Rapid);
        assert_eq!(speed_of_pgn(Some("180+2")), Speed::Blitz);
        assert_eq!(speed_of_pgn(Some("15+0")), Speed::UltraBullet);
        assert_eq!(speed_of_pgn(Some("-")), Speed::Correspondence);
        assert_eq!(speed_of_pgn(Some("1/259200")), Speed::Correspondence);
        assert_eq!(speed_of_pgn(None), Speed::Classical);
        assert_eq!(month_of_pgn("2024.06.03"), 202_406);
        assert_eq!(month_of_pgn("1972.??.??"), 0);
        assert_eq!(month_of_pgn("????.??.??"), 0);
        assert_eq!(month_of_pgn("0000.01.01"), 0);
        assert_eq!(month_of_pgn("-200.01.01"), 0);
        assert_eq!(month_of_pgn("10000.01.01"), 0);
        assert_eq!(month_of_pgn("0001.01.01"), 101);
    }

    #[test]
    fn bands_and_months() {
        assert_eq!(rating_band(Some(1600), Some(1799)), 1600);
        assert_eq!(rating_band(Some(2450), Some(2350)), 2400);
        assert_eq!(rating_band(None, Some(1500)), 0);
        assert_eq!(month_of(0), 197_001);
        assert_eq!(month_of(1_790_000_000_000), 202_609);
    }
}
