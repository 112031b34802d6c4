//! The state of one game: the position, the move list, the repetition
//! history, the standing offers and, once it has ended, the outcome.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position, PositionError, Square};

use super::error::{GameError, RecordError};
use super::live::LivePlay;
use super::notation::{san_plus, uci};
use super::outcome::{EndReason, LichessStatus, Outcome};
use super::play::automatic_ending;
use super::repetition::Repetition;
use crate::name::named;

/// Where a game comes from (product.md §2). Only stand-alone games (from a
/// challenge or an open game) may be aborted or deleted: tournament and club
/// games always get an outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// A challenge to a named player (a rematch is one too).
    Challenge,
    /// An open game from the lobby.
    OpenGame,
    /// Paired by a tournament.
    Tournament,
    /// A club game (ladder, qualifier, meeting tournament).
    Club,
    /// A board of a match between two clubs (issue 52): played by the
    /// rules of a tournament's games (docs/clubs.md).
    ClubMatch,
}

named!("game origin", Origin {
    Challenge => "challenge",
    OpenGame => "open_game",
    Tournament => "tournament",
    Club => "club",
    ClubMatch => "club_match",
});

impl Origin {
    /// True for games that belong to no tournament or club.
    #[must_use]
    pub const fn is_stand_alone(self) -> bool {
        matches!(self, Origin::Challenge | Origin::OpenGame)
    }

    /// True when a game of this origin moves gems as it ends: a
    /// stand-alone live game (live-games.md "Gems": not tournament or club
    /// games, nor correspondence ones).
    #[must_use]
    pub const fn settles_gems(self, live: bool) -> bool {
        live && self.is_stand_alone()
    }
}

/// One game. A correspondence game is built by [`Game::new`] or
/// [`Game::replay`], a live game by [`Game::new_live`] (it then follows
/// live-games.md's rules too); either is restored from its stored parts by
/// [`Game::restore`], and changed only by transitions that return a new
/// `Game`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(super) origin: Origin,
    pub(super) initial: Chess,
    pub(super) position: Chess,
    pub(super) moves: Vec<UciMove>,
    pub(super) repetition: Repetition,
    pub(super) draw_offer: Option<Color>,
    pub(super) deletion_request: Option<Color>,
    pub(super) outcome: Option<Outcome>,
    /// What a live game keeps beyond the rest; `None` for correspondence.
    pub(super) live: Option<LivePlay>,
}

/// A game's moves in SAN and its positions as FEN ([`Game::record`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveRecord {
    /// Each move in SAN, with check and mate marks.
    pub san: Vec<String>,
    /// Each position, the start first: one more than there are moves.
    pub fens: Vec<String>,
}

/// One move added to a game, as its record shows it ([`Game::step_from`]):
/// what a watcher who has the record up to that move needs of the next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveStep {
    /// The move in SAN, with its check or mate mark.
    pub san: String,
    /// The position after it.
    pub fen: String,
}

impl Game {
    /// A new game from the standard starting position, or from `initial_fen`
    /// (a custom start, lichess's `fromPosition`).
    ///
    /// # Errors
    ///
    /// [`RecordError::InvalidFen`] for a FEN that is not a legal position,
    /// [`RecordError::StartPositionOver`] for a position that is already
    /// mate, stalemate or a dead draw.
    pub fn new(origin: Origin, initial_fen: Option<&str>) -> Result<Game, RecordError> {
        let game = Game::starting_from(origin, start_position(initial_fen)?);
        if automatic_ending(&game.position, &game.repetition).is_some() {
            return Err(RecordError::StartPositionOver);
        }
        Ok(game)
    }

    /// A new live game (live-games.md), as [`Game::new`] otherwise.
    ///
    /// # Errors
    ///
    /// As [`Game::new`].
    pub fn new_live(origin: Origin, initial_fen: Option<&str>) -> Result<Game, RecordError> {
        Ok(Game {
            live: Some(LivePlay::default()),
            ..Game::new(origin, initial_fen)?
        })
    }

    /// A correspondence game at `initial`, before any move.
    fn starting_from(origin: Origin, initial: Chess) -> Game {
        Game {
            origin,
            position: initial.clone(),
            repetition: Repetition::starting_at(&initial),
            initial,
            moves: Vec::new(),
            draw_offer: None,
            deletion_request: None,
            outcome: None,
            live: None,
        }
    }

    /// A game rebuilt by playing its UCI move list from the start, checking
    /// every move. Endings on the board (mate, stalemate, insufficient
    /// material, fivefold, 75 moves) are found again; other endings are not
    /// part of a move list.
    ///
    /// # Errors
    ///
    /// [`RecordError`] naming the first move that is malformed, illegal, or
    /// comes after the game ended.
    pub fn replay<S: AsRef<str>>(
        origin: Origin,
        initial_fen: Option<&str>,
        moves: &[S],
    ) -> Result<Game, RecordError> {
        moves
            .iter()
            .zip(0..)
            .try_fold(Game::new(origin, initial_fen)?, |game, (text, ply)| {
                game.replay_move(ply, text.as_ref())
            })
    }

    fn replay_move(self, ply: u32, text: &str) -> Result<Game, RecordError> {
        let uci = UciMove::from_ascii(text.as_bytes()).map_err(|_| RecordError::MalformedMove {
            ply,
            text: text.to_owned(),
        })?;
        self.replay_uci(ply, &uci)
    }

    fn replay_uci(self, ply: u32, uci: &UciMove) -> Result<Game, RecordError> {
        if self.outcome.is_some() {
            return Err(RecordError::MoveAfterEnd { ply });
        }
        let m = uci
            .to_move(&self.position)
            .map_err(|_| RecordError::IllegalMove {
                ply,
                text: uci.to_string(),
            })?;
        Ok(self.with_move(m))
    }

    /// The game as it was before its last move, found by replaying the
    /// moves before it (a capture or a pawn move cannot be undone from the
    /// board alone): the position, the record and the repetition history go
    /// back; the live state stays, and every standing offer ends (each was
    /// about a position that is gone).
    pub(super) fn before_last_move(&self) -> Result<Game, RecordError> {
        let kept = &self.moves[..self.moves.len().saturating_sub(1)];
        let replayed = kept.iter().zip(0..).try_fold(
            Game::starting_from(self.origin, self.initial.clone()),
            |game, (uci, ply)| game.replay_uci(ply, uci),
        )?;
        Ok(Game {
            live: self.live.map(LivePlay::without_takeback_offer),
            ..replayed
        })
    }

    /// Where the game comes from.
    #[must_use]
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// True for a live game ([`Game::new_live`]).
    #[must_use]
    pub fn is_live(&self) -> bool {
        self.live.is_some()
    }

    /// A live game's requests, takebacks and request to quit; `None` for a
    /// correspondence game.
    #[must_use]
    pub fn live(&self) -> Option<LivePlay> {
        self.live
    }

    /// The player to move at the start of the game: the clock that runs
    /// first ([`super::Clock::start`], [`super::Clock::replay`]).
    #[must_use]
    pub fn first_to_move(&self) -> Color {
        self.initial.turn()
    }

    /// The player to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// How many half-moves have been played in this game. A move is submitted
    /// with the ply of the position its player saw ([`Game::play_move`]).
    #[must_use]
    pub fn ply(&self) -> u32 {
        u32::try_from(self.moves.len()).unwrap_or(u32::MAX)
    }

    /// True once White and Black have each made a move (product.md §2: the
    /// end of the abort window).
    #[must_use]
    pub fn both_sides_moved(&self) -> bool {
        self.moves.len() >= 2
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The current position as FEN (en passant square only when the capture
    /// is legal).
    #[must_use]
    pub fn fen(&self) -> String {
        fen_of(&self.position)
    }

    /// The FEN of a custom start, `None` for the standard start.
    #[must_use]
    pub fn initial_fen(&self) -> Option<String> {
        let fen = fen_of(&self.initial);
        (fen != fen_of(&Chess::default())).then_some(fen)
    }

    /// The opening the game followed (docs/openings.md), with the ply its
    /// named position was reached at: `None` from a position of the
    /// players' choosing, or when the table names none of its positions.
    #[must_use]
    pub fn opening(&self) -> Option<(crate::opening::Opening, usize)> {
        if self.initial != Chess::default() {
            return None;
        }
        crate::opening::of_line(&self.moves)
    }

    /// The moves in UCI, castling as `e1g1` (lichess's `moves`).
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        self.moves.iter().map(ToString::to_string).collect()
    }

    /// The moves played after the first `n`, in UCI: what a change added.
    #[must_use]
    pub fn moves_after(&self, n: usize) -> Vec<String> {
        self.moves.iter().skip(n).map(ToString::to_string).collect()
    }

    /// How many moves were played.
    #[must_use]
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// The last move in UCI, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<String> {
        self.moves.last().map(ToString::to_string)
    }

    /// The record in SAN with check and mate marks, replayed from the start.
    ///
    /// # Errors
    ///
    /// [`RecordError::IllegalMove`] if a restored record holds a move that
    /// is not legal where it stands.
    pub fn san_moves(&self) -> Result<Vec<String>, RecordError> {
        let mut position = self.initial.clone();
        self.moves
            .iter()
            .zip(0..)
            .map(|(uci, ply)| {
                let m = uci
                    .to_move(&position)
                    .map_err(|_| RecordError::IllegalMove {
                        ply,
                        text: uci.to_string(),
                    })?;
                Ok(SanPlus::from_move_and_play_unchecked(&mut position, m).to_string())
            })
            .collect()
    }

    /// The record in SAN and the FEN of every position from the start to
    /// now (one more than there are moves), replayed once for both: what
    /// the board shows to replay a game move by move.
    ///
    /// # Errors
    ///
    /// [`RecordError::IllegalMove`] if a restored record holds a move that
    /// is not legal where it stands.
    pub fn record(&self) -> Result<MoveRecord, RecordError> {
        let mut position = self.initial.clone();
        let mut record = MoveRecord {
            san: Vec::with_capacity(self.moves.len()),
            fens: Vec::with_capacity(self.moves.len() + 1),
        };
        record.fens.push(fen_of(&position));
        for (uci, ply) in self.moves.iter().zip(0..) {
            let m = uci
                .to_move(&position)
                .map_err(|_| RecordError::IllegalMove {
                    ply,
                    text: uci.to_string(),
                })?;
            record
                .san
                .push(SanPlus::from_move_and_play_unchecked(&mut position, m).to_string());
            record.fens.push(fen_of(&position));
        }
        Ok(record)
    }

    /// The move that makes this game out of `before`, when this game is
    /// `before` with exactly one more move (a move, perhaps with a draw
    /// claimed or offered with it): its SAN and the FEN after it, the last
    /// entries of this game's [`Game::record`], made without replaying the
    /// game. `None` for any other change (a takeback, an offer, ...).
    #[must_use]
    pub fn step_from(&self, before: &Game) -> Option<MoveStep> {
        let (last, earlier) = self.moves.split_last()?;
        if earlier != before.moves.as_slice() || self.initial != before.initial {
            return None;
        }
        let m = last.to_move(&before.position).ok()?;
        Some(MoveStep {
            san: san_plus(&before.position, m),
            fen: fen_of(&self.position),
        })
    }

    /// True when the player to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.position.is_check()
    }

    /// The legal moves of the player to move ([`dests_of`]); empty once
    /// the game is over.
    #[must_use]
    pub fn dests(&self) -> BTreeMap<Square, Vec<Square>> {
        if self.outcome.is_some() {
            return BTreeMap::new();
        }
        dests_of(&self.position)
    }

    /// The player with a standing draw offer, if any.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The player with a standing request to delete the game, if any.
    #[must_use]
    pub fn deletion_request(&self) -> Option<Color> {
        self.deletion_request
    }

    /// How the game ended; `None` while it is in progress.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// True once the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The game's status in lichess's vocabulary (lichess-api-subset.md §B).
    #[must_use]
    pub fn lichess_status(&self) -> LichessStatus {
        self.outcome
            .map_or(LichessStatus::STARTED, |o| o.reason.lichess_status())
    }

    /// Refuses any action on a finished game.
    pub(super) fn ensure_in_progress(&self) -> Result<(), GameError> {
        if self.outcome.is_some() {
            Err(GameError::GameOver)
        } else {
            Ok(())
        }
    }

    /// The game ended with `outcome`; standing offers and requests end with
    /// it.
    pub(super) fn finished(mut self, outcome: Outcome) -> Game {
        self.outcome = Some(outcome);
        self.draw_offer = None;
        self.deletion_request = None;
        self.live = self.live.map(LivePlay::without_requests);
        self
    }

    /// [`Game::finished`] without a result told by `by`'s act or clock
    /// ([`LivePlay::no_result_by`]); a correspondence game keeps nothing.
    pub(super) fn finished_without_result(self, reason: EndReason, by: Color) -> Game {
        let mut game = self.finished(Outcome::no_winner(reason));
        game.live = game.live.map(|live| LivePlay {
            no_result_by: Some(by),
            ..live
        });
        game
    }
}

/// The position a game starts from: `initial_fen`, or the standard start.
pub(super) fn start_position(initial_fen: Option<&str>) -> Result<Chess, RecordError> {
    initial_fen.map_or(Ok(Chess::default()), parse_fen)
}

/// Parses a FEN of a legal standard chess position. An en passant square
/// no pawn could have skipped is dropped, as other tools write them.
/// The legal moves of the player to move in `position` as origin square →
/// destination squares (the browser board's `dests`). Castling is listed
/// both as the king's two-square step and as the king onto its rook, so
/// either gesture works.
#[must_use]
pub fn dests_of(position: &Chess) -> BTreeMap<Square, Vec<Square>> {
    let mut dests: BTreeMap<Square, Vec<Square>> = BTreeMap::new();
    for m in position.legal_moves() {
        let UciMove::Normal { from, to, .. } = uci(m) else {
            continue;
        };
        let targets = dests.entry(from).or_default();
        targets.push(to);
        if m.is_castle() {
            targets.push(m.to());
        }
    }
    for targets in dests.values_mut() {
        targets.sort();
        targets.dedup();
    }
    dests
}

pub(crate) fn parse_fen(text: &str) -> Result<Chess, RecordError> {
    let invalid = || RecordError::InvalidFen(text.to_owned());
    text.trim()
        .parse::<Fen>()
        .map_err(|_| invalid())?
        .into_position(CastlingMode::Standard)
        .or_else(PositionError::ignore_invalid_ep_square)
        .map_err(|_| invalid())
}

/// The FEN of a position, with an en passant square only when the capture
/// is legal.
pub(super) fn fen_of(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}
