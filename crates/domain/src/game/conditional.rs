//! Conditional moves (product.md §2): a player's private tree of "if they
//! play X, I reply Y" lines. When the opponent's move matches a line, the
//! reply is played at once and the tree moves on to that line's
//! continuations; every line that no longer matches is dropped.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::error::GameError;
use super::move_text::MoveText;
use super::state::Game;

/// One player's conditional moves in one game. The moves are kept in UCI as
/// [`super::MovePlayed::uci`] writes them, so they compare with played moves
/// as plain strings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionalMoves {
    branches: Vec<Branch>,
}

/// If the opponent plays `theirs`, reply `reply`, then follow `then`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Branch {
    theirs: String,
    reply: String,
    then: ConditionalMoves,
}

/// What follows an opponent's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FollowUp {
    /// The reply to play at once, in UCI, if a line matched.
    pub reply: Option<String>,
    /// The conditional moves left after the reply.
    pub remaining: ConditionalMoves,
}

/// Why a conditional line was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConditionalError {
    /// Lines are entered while the opponent is to move.
    #[error("conditional moves are entered while your opponent is to move")]
    NotOpponentsTurn,
    /// A line pairs each opponent move with a reply.
    #[error("a conditional line pairs each of your opponent's moves with your reply")]
    Unpaired,
    /// A move of the line cannot be played where it stands.
    #[error("move {} of the line: {error}", index + 1)]
    Move {
        /// The move's index in the line, from 0.
        index: usize,
        /// Why it cannot be played.
        error: GameError,
    },
    /// The line replies to a move differently from a line entered before.
    #[error("move {} of the line: you already reply differently to `{theirs}`", index + 1)]
    ConflictingReply {
        /// The index of the opponent's move in the line, from 0.
        index: usize,
        /// That move as written.
        theirs: String,
    },
}

impl ConditionalMoves {
    /// True when there are no lines.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// Every line from the current position to its end, in UCI, opponent's
    /// move first (for showing them to their owner).
    #[must_use]
    pub fn lines(&self) -> Vec<Vec<String>> {
        self.branches
            .iter()
            .flat_map(|branch| {
                let head = [branch.theirs.clone(), branch.reply.clone()];
                let tails = branch.then.lines();
                if tails.is_empty() {
                    vec![head.to_vec()]
                } else {
                    tails
                        .into_iter()
                        .map(|tail| head.iter().cloned().chain(tail).collect())
                        .collect()
                }
            })
            .collect()
    }

    /// Every line as [`Self::lines`], in SAN from the current position of
    /// `game` (the opponent to move): the form players type and read
    /// (seed 003). A line that no longer plays through is shown in UCI.
    #[must_use]
    pub fn lines_san(&self, game: &Game) -> Vec<Vec<String>> {
        self.lines()
            .into_iter()
            .map(|line| match play_through(game, &line) {
                Ok(played) => played.into_iter().map(|(_, san)| san).collect(),
                Err(_) => line,
            })
            .collect()
    }

    /// Adds a line for `owner`: moves in SAN or UCI, alternately the
    /// opponent's and `owner`'s reply, starting from the current position of
    /// `game` with the opponent to move. Every move is checked by playing the
    /// line through.
    ///
    /// # Errors
    ///
    /// [`ConditionalError`]: not the opponent's turn, a move left without a
    /// reply, a move that cannot be played, or a reply that contradicts an
    /// earlier line.
    pub fn add_line<S: AsRef<str>>(
        &self,
        game: &Game,
        owner: Color,
        line: &[S],
    ) -> Result<ConditionalMoves, ConditionalError> {
        if game.turn() == owner {
            return Err(ConditionalError::NotOpponentsTurn);
        }
        if line.is_empty() || !line.len().is_multiple_of(2) {
            return Err(ConditionalError::Unpaired);
        }
        let played: Vec<String> = play_through(game, line)?
            .into_iter()
            .map(|(uci, _)| uci)
            .collect();
        let mut tree = self.clone();
        tree.insert(line, &played, 0)?;
        Ok(tree)
    }

    /// The opponent played `theirs` (UCI as [`super::MovePlayed::uci`]
    /// writes it): the reply of the matching line, and its continuations.
    /// With no matching line, every line is dropped.
    #[must_use]
    pub fn follow(&self, theirs: &str) -> FollowUp {
        match self.branches.iter().find(|branch| branch.theirs == theirs) {
            Some(branch) => FollowUp {
                reply: Some(branch.reply.clone()),
                remaining: branch.then.clone(),
            },
            None => FollowUp {
                reply: None,
                remaining: ConditionalMoves::default(),
            },
        }
    }

    /// Merges the line (as written, and as played in UCI) from `index` on.
    fn insert<S: AsRef<str>>(
        &mut self,
        written: &[S],
        played: &[String],
        index: usize,
    ) -> Result<(), ConditionalError> {
        let (Some(theirs), Some(reply)) = (played.get(index), played.get(index + 1)) else {
            return Ok(());
        };
        let position = match self.branches.iter().position(|b| b.theirs == *theirs) {
            Some(existing) if self.branches[existing].reply != *reply => {
                return Err(ConditionalError::ConflictingReply {
                    index,
                    theirs: written[index].as_ref().to_owned(),
                });
            }
            Some(existing) => existing,
            None => {
                self.branches.push(Branch {
                    theirs: theirs.clone(),
                    reply: reply.clone(),
                    then: ConditionalMoves::default(),
                });
                self.branches.len() - 1
            }
        };
        self.branches[position]
            .then
            .insert(written, played, index + 2)
    }
}

/// Plays the line on a copy of the game; each move in UCI and in SAN.
fn play_through<S: AsRef<str>>(
    game: &Game,
    line: &[S],
) -> Result<Vec<(String, String)>, ConditionalError> {
    let mut game = game.clone();
    let mut played = Vec::with_capacity(line.len());
    for (index, text) in line.iter().enumerate() {
        let step = text
            .as_ref()
            .parse::<MoveText>()
            .map_err(GameError::from)
            .and_then(|mv| game.play_move(game.turn(), game.ply(), &mv, false))
            .map_err(|error| ConditionalError::Move { index, error })?;
        played.push((step.uci, step.san));
        game = step.game;
    }
    Ok(played)
}
