//! A fixed corpus of legal games, the same for a given seed on every
//! machine: random legal moves from the starting position, each game
//! stopped at a length drawn between 20 and 120 plies or earlier where the
//! server's own rules end it (mate, stalemate, insufficient material,
//! fivefold repetition, the 75-move rule). Threefold repetition and the
//! fifty-move rule only allow a claim, so games play on through them.

use anyhow::Context;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use redqueen_domain::game::{Game, Origin, uci};
use shakmaty::Position;

/// Games in the corpus unless a program asks for another number.
pub const DEFAULT_SIZE: usize = 200;

/// Games as UCI move lists.
#[derive(Debug, Clone)]
pub struct Corpus {
    games: Vec<Vec<String>>,
}

impl Corpus {
    /// `size` games drawn from `seed`. ChaCha rather than the standard RNG:
    /// its stream is fixed, so a seed names the same corpus everywhere.
    ///
    /// # Errors
    /// Never in practice: the domain refusing a move it listed as legal.
    pub fn generate(seed: u64, size: usize) -> anyhow::Result<Self> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let games = (0..size.max(1))
            .map(|_| random_game(&mut rng))
            .collect::<anyhow::Result<_>>()?;
        Ok(Self { games })
    }

    /// The `n`th game, counting round the corpus.
    #[must_use]
    pub fn game(&self, n: usize) -> &[String] {
        &self.games[n % self.games.len()]
    }

    /// Number of games.
    #[must_use]
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Never true: `generate` makes at least one game.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Plies over all games.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.games.iter().map(Vec::len).sum()
    }
}

/// One game, played through the domain so that it ends exactly where the
/// server would end it.
fn random_game(rng: &mut ChaCha8Rng) -> anyhow::Result<Vec<String>> {
    let length = rng.random_range(20..=120);
    let mut game = Game::new(Origin::Challenge, None)?;
    let mut moves = Vec::with_capacity(length);
    while moves.len() < length && !game.is_over() {
        let legal = game.position().legal_moves();
        let chosen = *legal
            .as_slice()
            .choose(rng)
            .context("a game not over has a legal move")?;
        let played = game.play_move(game.turn(), game.ply(), &uci(chosen).into(), false)?;
        moves.push(played.uci);
        game = played.game;
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_names_one_corpus_of_games_the_rules_accept_to_their_last_ply() {
        let corpus = Corpus::generate(7, 30).unwrap();
        assert_eq!(corpus.game(3), Corpus::generate(7, 30).unwrap().game(3));
        for n in 0..corpus.len() {
            let moves = corpus.game(n);
            assert!(moves.len() <= 120);
            let game = Game::replay(Origin::Challenge, None, moves).unwrap();
            assert!(moves.len() >= 20 || game.is_over(), "game {n} is short");
        }
    }
}
