//! The results of a match over the board (issue 52, docs/clubs.md "Over
//! the board"): a board's player, or a director of their club, reports
//! its result for their club; the other club confirms or disputes it, as
//! the domain's rules say (`club/match_board.rs`). Each answer is decided
//! under the match's lock, so two answers to one board are one after the
//! other; the confirmation of the last board ends the match. The match's
//! open pages hear of each change (`Hub::watch_club_matches`).

use redqueen_domain::club::{
    ActsFor, ClubGameStatus, ClubId, MatchBoardAction, MatchId, MatchStatus, Side, answer_board,
};
use redqueen_store::UserRow;

use super::MatchError;
use super::view::match_of;
use crate::events::News;
use crate::state::AppState;

/// Whether `member` directs the club of `side` in the match.
async fn directs(
    state: &AppState,
    row: &redqueen_store::ClubMatchRow,
    side: Side,
    member: &UserRow,
) -> Result<bool, MatchError> {
    let standing = state
        .store
        .club_member(row.club_of(side), member.id)
        .await?;
    Ok(standing.is_some_and(|m| m.is_director))
}

/// `actor` reports, confirms or disputes the result of board `board` of
/// the match `id`, seen from `club`. Returns where the board stands.
///
/// # Errors
/// [`MatchError`]: no such match for this club or no such board, a match
/// not over the board or not being played, and the domain's refusals
/// ([`MatchError::Board`]).
pub async fn answer_match_board(
    state: &AppState,
    club: ClubId,
    id: &MatchId,
    board: i32,
    actor: &UserRow,
    action: MatchBoardAction,
) -> Result<ClubGameStatus, MatchError> {
    let row = match_of(state, club, id).await?.row;
    if row.kind.online() {
        return Err(MatchError::NotOverTheBoard);
    }
    let mut acts = ActsFor::default();
    for side in [Side::Inviting, Side::Invited] {
        if directs(state, &row, side, actor).await? {
            acts = acts.with(side);
        }
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let locked = tx
        .lock_club_match(id.as_str())
        .await?
        .ok_or(MatchError::NotFound)?;
    if locked.row.status != MatchStatus::InProgress {
        return Err(MatchError::NotPlaying(locked.row.status));
    }
    let seated = locked
        .boards
        .iter()
        .find(|b| b.board == board)
        .ok_or(MatchError::NoSuchBoard)?;
    if actor.id == seated.white_id {
        acts = acts.with(seated.white_side);
    }
    if actor.id == seated.black_id {
        acts = acts.with(seated.white_side.other());
    }
    let report = answer_board(seated.report(), action, acts).map_err(MatchError::Board)?;
    tx.set_board_report(id.as_str(), board, report, actor.id, now)
        .await?;
    super::notices::board_answered(state, &mut tx, &locked.row, seated, report).await?;
    let finished = report.status == ClubGameStatus::Confirmed
        && tx.finish_club_match(id.as_str(), now).await?;
    // The match's open pages, on every server, read it again.
    let mut news = News::default();
    news.club_match(id.as_str());
    state.relay.tell_in(&mut tx, &news).await?;
    tx.commit().await?;
    state.hub.deliver(news);
    state.notices_queued();
    tracing::info!(r#match = %id, board, ?action, status = report.status.as_str(), finished, "club match board answered");
    Ok(report.status)
}
