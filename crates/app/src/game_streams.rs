//! Which members follow which of their games on an open game stream
//! (lichess-api-subset.md §5), on this server.
//!
//! lichess-bot starts a thread for every `gameStart` its event stream
//! receives and reads the game's stream in it; when its event stream
//! reconnects, the `gameStart`s that every new stream opens with would
//! start a second thread for a game the first still plays, and each move
//! would be sent twice. A reconnecting client therefore gets the
//! `gameStart` of a game in progress only when it does not follow that
//! game already; a client whose game stream broke (a server restart, a
//! dropped connection) gets it, and picks the game up again.
//!
//! Kept in memory: a game stream and the event stream that would announce
//! its game are one client's, and a load balancer keeps one client's
//! connections on one server as long as it can (docs/lichess-api.md).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use redqueen_domain::account::MemberId;

type Followed = HashMap<(MemberId, String), usize>;

/// The open game streams, counted per member and game.
#[derive(Debug, Default, Clone)]
pub struct GameStreams(Arc<Mutex<Followed>>);

impl GameStreams {
    /// Counts a game stream `member` opened on `game` until the returned
    /// guard is dropped (the stream ended).
    #[must_use]
    pub fn follow(&self, member: MemberId, game: &str) -> Following {
        let key = (member, game.to_owned());
        *self.lock().entry(key.clone()).or_default() += 1;
        Following {
            streams: self.clone(),
            key,
        }
    }

    /// Whether `member` has a game stream open on `game` here.
    #[must_use]
    pub fn follows(&self, member: MemberId, game: &str) -> bool {
        self.lock().contains_key(&(member, game.to_owned()))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Followed> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// One open game stream; dropping it ends the count.
#[derive(Debug)]
pub struct Following {
    streams: GameStreams,
    key: (MemberId, String),
}

impl Drop for Following {
    fn drop(&mut self) {
        let mut followed = self.streams.lock();
        if let Some(count) = followed.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                followed.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_followed_while_one_of_its_streams_is_open() {
        let streams = GameStreams::default();
        let alice = MemberId(1);

        let first = streams.follow(alice, "abcd1234");
        let second = streams.follow(alice, "abcd1234");
        drop(first);
        let still = streams.follows(alice, "abcd1234");
        drop(second);

        assert!(still);
        assert!(!streams.follows(alice, "abcd1234"));
        assert!(!streams.follows(MemberId(2), "abcd1234"));
    }
}
