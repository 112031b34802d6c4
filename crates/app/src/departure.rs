//! What ends a member's play on the site: a ban (product.md §11,
//! `conduct/`) or the deletion of their account (§1, `accounts/`), one
//! use case both call. Their sessions end and their tokens
//! stop working at once, so nothing new starts; their pending challenges
//! are canceled; every game in progress is forfeited to the opponent
//! (rated as usual; a tournament counts it as a forfeit); they leave
//! every tournament, club event and club match not over, so nobody pairs them again;
//! and the clubs they directed pass on when they were the last director.

use redqueen_store::UserRow;

use crate::events::{News, UserEvent};
use crate::play::{self, PlayError};
use crate::state::AppState;
use crate::stored_id;

/// Ends `member`'s play; returns how many games were forfeited.
///
/// # Errors
/// The database failed (what was done stays done; running it again
/// finishes the rest).
pub(crate) async fn end_play(state: &AppState, member: &UserRow) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    tx.delete_sessions_of(member.id).await?;
    let canceled = tx.cancel_challenges_of(member.id, now).await?;
    tx.withdraw_from_tournaments(member.id).await?;
    // Off the rosters of matches not started; their match games are
    // among the games forfeited below.
    tx.leave_club_matches(member.id, None, now).await?;
    let games = tx.games_in_progress_of(member.id).await?;
    // Their streams and sockets close now, on every app server (whose
    // token caches forget their tokens first), rather than at their next
    // keep-alive.
    let mut news = News::default();
    news.member_ended(member.id);
    for (id, challenger, challenged) in canceled {
        for party in std::iter::once(challenger).chain(challenged) {
            news.user(party, UserEvent::ChallengeCanceled(id.clone()));
        }
    }
    news.lobby();
    state.relay.tell_in(&mut tx, &news).await?;
    tx.commit().await?;
    state.tokens.forget_member(member.id);
    state.hub.deliver(news);
    let mut forfeited = 0;
    for game in &games {
        match play::forfeit(state, &stored_id::game(&game.id)?, member.id).await {
            Ok(_) => forfeited += 1,
            // Ended meanwhile: nothing left to forfeit.
            Err(PlayError::Rule(_)) => {}
            Err(error) => return Err(error.into()),
        }
    }
    crate::clubs::withdraw_everywhere(state, member)
        .await
        .map_err(anyhow::Error::from)?;
    crate::clubs::hand_over_clubs(state, member)
        .await
        .map_err(anyhow::Error::from)?;
    tracing::info!(member = %member.id, forfeited, "play ended");
    Ok(forfeited)
}
