//! An open challenge's page (the links of `POST /api/challenge/open`): the
//! challenge, and the members who took or were kept a side.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, GameId};
use redqueen_store::{OpenChallengeRow, StoreResult, UserRow};

use crate::state::AppState;

/// An open challenge with the members its sides name.
#[derive(Debug, Clone)]
pub struct OpenChallengeView {
    pub open: OpenChallengeRow,
    /// Who took a side, and who a side is kept for.
    pub players: Vec<UserRow>,
}

/// The open challenge `id` while it still waits for its players; `None`
/// once it started, lapsed or never was.
///
/// # Errors
/// The database failed.
pub async fn waiting_open_challenge(
    state: &AppState,
    id: &GameId,
) -> StoreResult<Option<OpenChallengeView>> {
    match state.store.open_challenge(id.as_str()).await? {
        Some(open) if open.is_open(state.now()) => Ok(Some(with_players(state, open).await?)),
        _ => Ok(None),
    }
}

/// The open challenge `id` however it stands, for the page that says why
/// a side could not be taken.
///
/// # Errors
/// The database failed.
pub async fn open_challenge_view(
    state: &AppState,
    id: &GameId,
) -> StoreResult<Option<OpenChallengeView>> {
    match state.store.open_challenge(id.as_str()).await? {
        Some(open) => Ok(Some(with_players(state, open).await?)),
        None => Ok(None),
    }
}

async fn with_players(state: &AppState, open: OpenChallengeRow) -> StoreResult<OpenChallengeView> {
    let ids: Vec<MemberId> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|c| [open.taken_by(c), open.reserved_for(c)])
        .flatten()
        .collect();
    let players = state.store.users_by_ids(&ids).await?;
    Ok(OpenChallengeView { open, players })
}
