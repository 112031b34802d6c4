//! Ids read back from the store, typed where they leave it. The store
//! keeps only ids the site drew, so one that does not parse is a corrupt
//! row: an error like a failed read, never a record passed on untyped.

use anyhow::Context;
use redqueen_domain::game::GameId;
use redqueen_domain::tournament::TournamentId;

/// The game (or challenge) id of a stored row.
///
/// # Errors
/// The stored text is no game id.
pub fn game(stored: &str) -> anyhow::Result<GameId> {
    GameId::parse(stored).with_context(|| format!("stored game id {stored:?}"))
}

/// The tournament id of a stored row.
///
/// # Errors
/// The stored text is no tournament id.
pub fn tournament(stored: &str) -> anyhow::Result<TournamentId> {
    TournamentId::parse(stored).with_context(|| format!("stored tournament id {stored:?}"))
}

/// The club match id of a stored row.
///
/// # Errors
/// The stored text is no match id.
pub fn club_match(stored: &str) -> anyhow::Result<redqueen_domain::club::MatchId> {
    redqueen_domain::club::MatchId::parse(stored)
        .with_context(|| format!("stored club match id {stored:?}"))
}
