//! Live challenges and open games that nobody answered lapse after 10
//! minutes (live-games.md; `challenge::LIVE_CHALLENGE_MS`). They are out of
//! every list and cannot be accepted from that instant (the store's reads
//! of pending challenges compare with `now`); this job then closes them as
//! canceled and tells both members, as a withdrawal does.

use crate::events::{News, UserEvent};
use crate::state::AppState;

/// Challenges closed per statement; a longer backlog takes more.
const ROUND: i64 = 500;

/// Closes the challenges that lapsed by now; returns how many.
///
/// # Errors
/// The database failed.
pub async fn lapse_challenges(state: &AppState) -> anyhow::Result<usize> {
    let mut closed = 0;
    loop {
        let mut tx = state.store.begin().await?;
        let lapsed = tx.lapse_challenges(state.now(), ROUND).await?;
        let mut news = News::default();
        for challenge in &lapsed {
            let members = std::iter::once(challenge.challenger_id).chain(challenge.dest_user_id);
            for member in members {
                news.user(member, UserEvent::ChallengeCanceled(challenge.id.clone()));
            }
        }
        if lapsed
            .iter()
            .any(|challenge| challenge.dest_user_id.is_none())
        {
            news.lobby();
        }
        state.commit_telling(tx, news).await?;
        closed += lapsed.len();
        if lapsed.len() < usize::try_from(ROUND)? {
            return Ok(closed);
        }
    }
}
