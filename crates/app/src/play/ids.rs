//! Game and challenge ids in lichess's form: 8 letters and digits (a
//! challenge's id becomes its game's id), and a 4-character player secret
//! that makes a `fullId`.

use redqueen_domain::game::GameId;

use crate::secret::random_token;

/// A new game or challenge id.
#[must_use]
pub fn new_game_id() -> GameId {
    GameId::draw(&mut rand::rng())
}

/// A new player secret.
#[must_use]
pub fn new_player_secret() -> String {
    random_token(4)
}
