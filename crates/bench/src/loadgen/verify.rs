//! After the server stopped: does the database hold, for every game the
//! run created, exactly the moves the server accepted, in order?

use redqueen_store::Store;

use super::writer::PlayedGame;

/// The comparison over all games.
#[derive(Debug, Clone, Copy, Default)]
pub struct Verification {
    pub games: usize,
    /// Accepted moves the database does not hold where they belong.
    pub lost: usize,
    /// Stored moves that were not accepted there.
    pub extra: usize,
    /// Moves that got no answer and are stored, each right after its
    /// game's accepted moves (what a crash may leave; not counted extra).
    pub unanswered_stored: usize,
}

impl Verification {
    /// True when the database holds what was accepted, no more, no less.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.lost == 0 && self.extra == 0
    }
}

/// Compares each game's stored `moves` with the accepted ones. From the
/// first difference on, the rest of each side counts (lost and extra).
///
/// # Errors
/// The database failed.
pub async fn verify(store: &Store, games: &[PlayedGame]) -> anyhow::Result<Verification> {
    let mut verification = Verification::default();
    for game in games {
        let stored = store.game(&game.id).await?.map(|row| row.moves);
        let stored: Vec<&str> = stored.as_deref().unwrap_or("").split_whitespace().collect();
        let same = stored
            .iter()
            .zip(&game.accepted)
            .take_while(|(stored, accepted)| **stored == accepted.as_str())
            .count();
        verification.games += 1;
        verification.lost += game.accepted.len() - same;
        let mut extra = stored.len() - same;
        if same == game.accepted.len()
            && extra == 1
            && game.unanswered.as_deref() == stored.get(same).copied()
        {
            verification.unanswered_stored += 1;
            extra = 0;
        }
        verification.extra += extra;
    }
    Ok(verification)
}
