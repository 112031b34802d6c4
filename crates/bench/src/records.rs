//! Random legal games from a seeded generator: a few hundred are played
//! once through the domain's own rules, then cut at any ply into the
//! records of as many stored games as needed, so that a million rows cost
//! string slices, not a million games of chess.

use anyhow::Context;
use rand::Rng;
use redqueen_domain::game::{Color, Game, Origin, Outcome, uci};
use shakmaty::Position;

/// One random game from the standard start, with what a stored game cut
/// at each of its plies needs.
#[derive(Debug, Clone)]
pub struct Record {
    /// Every move in UCI, separated by spaces.
    moves: String,
    /// `moves[..ends[p]]` holds the first `p` moves.
    ends: Vec<usize>,
    /// The FEN after each ply, from ply 0, as the domain writes it.
    fens: Vec<String>,
    /// How the game would end if the player to move at each ply ran out of
    /// time (a loss, or a draw when the opponent cannot mate).
    timeouts: Vec<Outcome>,
    /// The ending the board brought by itself after the last ply (mate,
    /// stalemate, ...), if the game did not simply stop at the length asked.
    ending: Option<Outcome>,
}

impl Record {
    /// Plays random legal moves until the game ends by itself or
    /// `max_plies` have been played.
    ///
    /// # Errors
    /// The domain refused a move it listed as legal (never in practice).
    pub fn random(rng: &mut impl Rng, max_plies: usize) -> anyhow::Result<Self> {
        let mut game = Game::new(Origin::Challenge, None)?;
        let mut record = Record {
            moves: String::new(),
            ends: vec![0],
            fens: vec![game.fen()],
            timeouts: vec![timeout_of(&game)?],
            ending: None,
        };
        while record.plies() < max_plies {
            let legal = game.position().legal_moves();
            anyhow::ensure!(!legal.is_empty(), "a game in progress with no legal move");
            let chosen = uci(legal[rng.random_range(0..legal.len())]);
            let text = chosen.to_string();
            game = game
                .play_move(game.turn(), game.ply(), &chosen.into(), false)?
                .game;
            if !record.moves.is_empty() {
                record.moves.push(' ');
            }
            record.moves.push_str(&text);
            record.ends.push(record.moves.len());
            record.fens.push(game.fen());
            if let Some(outcome) = game.outcome() {
                record.ending = Some(outcome);
                break;
            }
            record.timeouts.push(timeout_of(&game)?);
        }
        Ok(record)
    }

    /// How many plies the game has.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.ends.len() - 1
    }

    /// The first `ply` moves in UCI, separated by spaces.
    #[must_use]
    pub fn moves(&self, ply: usize) -> &str {
        &self.moves[..self.ends[ply]]
    }

    /// The position after `ply` moves.
    #[must_use]
    pub fn fen(&self, ply: usize) -> &str {
        &self.fens[ply]
    }

    /// The side to move after `ply` moves.
    #[must_use]
    pub fn turn(ply: usize) -> Color {
        if ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The result of a time-out after `ply` moves, for any ply at which the
    /// game is still in progress.
    #[must_use]
    pub fn timeout(&self, ply: usize) -> Option<Outcome> {
        self.timeouts.get(ply).copied()
    }

    /// The ending the board brought after the last ply, if any: a game
    /// cut at [`Record::plies`] is over with it.
    #[must_use]
    pub fn ending(&self) -> Option<Outcome> {
        self.ending
    }

    /// The last ply at which the game is still in progress.
    #[must_use]
    pub fn last_open_ply(&self) -> usize {
        self.plies() - usize::from(self.ending.is_some())
    }
}

fn timeout_of(game: &Game) -> anyhow::Result<Outcome> {
    game.time_out()?
        .outcome()
        .context("a game that timed out has an outcome")
}

/// Records reused round and round.
#[derive(Debug, Clone)]
pub struct Corpus {
    records: Vec<Record>,
}

impl Corpus {
    /// `count` random games of `min_plies` to `max_plies` plies (a game
    /// that ends by itself sooner is played again).
    ///
    /// # Errors
    /// See [`Record::random`].
    pub fn generate(
        rng: &mut impl Rng,
        count: usize,
        min_plies: usize,
        max_plies: usize,
    ) -> anyhow::Result<Self> {
        let mut records = Vec::with_capacity(count);
        while records.len() < count {
            let record = Record::random(rng, max_plies)?;
            if record.plies() >= min_plies {
                records.push(record);
            }
        }
        Ok(Self { records })
    }

    /// One of the records, at random.
    pub fn pick(&self, rng: &mut impl Rng) -> &Record {
        &self.records[rng.random_range(0..self.records.len())]
    }

    /// The records, in the order they were generated.
    #[must_use]
    pub fn records(&self) -> &[Record] {
        &self.records
    }
}
