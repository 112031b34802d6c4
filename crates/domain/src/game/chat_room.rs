//! The two rooms of a game's chat (lichess's `room`): the players', and
//! the spectators'. A line written for the spectators (a bot's greeting to
//! them) is shown to whoever watches and not to the opponent, as on
//! lichess (lichess-api-subset.md §6: Bot streams include spectator chat).

use serde::{Deserialize, Serialize};

use crate::name::named;

/// Where a chat line is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChatRoom {
    /// Between the two players (product.md §2 "Chat").
    #[default]
    Player,
    /// For those who watch the game.
    Spectator,
}

named!("chat room", ChatRoom {
    Player => "player",
    Spectator => "spectator",
});

#[cfg(test)]
mod tests {
    use super::ChatRoom;

    #[test]
    fn rooms_are_named_as_lichess_names_them() {
        assert_eq!("player".parse::<ChatRoom>(), Ok(ChatRoom::Player));
        assert_eq!("spectator".parse::<ChatRoom>(), Ok(ChatRoom::Spectator));
        assert!("lobby".parse::<ChatRoom>().is_err());
        assert_eq!(ChatRoom::Spectator.as_str(), "spectator");
    }
}
