//! The ids and members' names of paths and forms, parsed once as a
//! request comes in. Text that is no id names no record, so it gets the
//! answer an unknown record gets: the error the use case gives for one
//! (for an id, a 404 in every case).

use redqueen_domain::account::Username;
use redqueen_domain::game::GameId;
use redqueen_domain::tournament::TournamentId;

use crate::clubs::ClubError;
use crate::http::errors::PageError;
use crate::play::PlayError;
use crate::tournaments::TournamentError;

/// A game's id, as a use case of a game reads it.
pub fn game(text: &str) -> Result<GameId, PlayError> {
    GameId::parse(text).map_err(|_| PlayError::NoSuchGame)
}

/// A challenge's id, as a use case of a challenge reads it.
pub fn challenge(text: &str) -> Result<GameId, PlayError> {
    GameId::parse(text).map_err(|_| PlayError::NoSuchChallenge)
}

/// A tournament's id, as a use case of a tournament reads it.
pub fn tournament(text: &str) -> Result<TournamentId, TournamentError> {
    TournamentId::parse(text).map_err(|_| TournamentError::NotFound)
}

/// A game's id in a page's path: the not-found page for anything else.
pub fn game_page(text: &str) -> Result<GameId, PageError> {
    GameId::parse(text).map_err(|_| PageError::NotFound)
}

/// A tournament's id in a page's path: the not-found page for anything
/// else.
pub fn tournament_page(text: &str) -> Result<TournamentId, PageError> {
    TournamentId::parse(text).map_err(|_| PageError::NotFound)
}

/// A member's name in a page's path: the not-found page for a name nobody
/// can have.
pub fn username_page(text: &str) -> Result<Username, PageError> {
    Username::parse(text).map_err(|_| PageError::NotFound)
}

/// A member's name for a club's use case: a name nobody can have is no
/// such member, named as written.
pub fn club_member(text: &str) -> Result<Username, ClubError> {
    Username::parse(text).map_err(|_| ClubError::NoSuchMember(text.to_owned()))
}
