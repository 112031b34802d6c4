//! The tournament director's two use cases: start a tournament whose time
//! has come, and act on a round whose games have all ended. Each is one
//! transaction that begins with a conditional UPDATE only one app server
//! can make, so running them twice, or on two servers, does the work once.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Seats;
use redqueen_domain::tournament::{TournamentEnding, TournamentId, TournamentStatus};
use redqueen_store::{GameRow, TournamentEnd, TournamentRecord, Tx};

use super::notices;
use super::plan::{Next, after_round, first_round, slot_games};
use super::ratings::current_ratings;
use super::round::{begin_round, start_games};
use crate::play::commit_announcing;
use crate::state::AppState;

async fn record_in(tx: &mut Tx, id: &TournamentId) -> anyhow::Result<TournamentRecord> {
    tx.tournament_record(id.as_str())
        .await?
        .ok_or_else(|| anyhow::anyhow!("tournament {id} vanished"))
}

/// Starts the tournament `id` if it is upcoming and its start has come:
/// cancelled under the minimum (everyone is emailed), else round 1 is
/// paired and its games start. Returns whether this call started it.
///
/// # Errors
/// The database failed; nothing was written.
pub async fn start_tournament(state: &AppState, id: &TournamentId) -> anyhow::Result<bool> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    if !tx.claim_start(id.as_str(), now).await? {
        return Ok(false);
    }
    let record = record_in(&mut tx, id).await?;
    let entrants: Vec<MemberId> = record.entrants.iter().map(|e| e.user_id).collect();
    let minimum = usize::try_from(record.tournament.min_players).unwrap_or(usize::MAX);
    if entrants.len() < minimum {
        let end = TournamentEnd {
            status: TournamentStatus::Cancelled,
            winner_id: None,
            reason: TournamentEnding::UnderMinimum,
        };
        tx.end_tournament(id.as_str(), end, now).await?;
        notices::cancelled(state, &mut tx, &record.tournament, &entrants).await?;
        tx.commit().await?;
        state.notices_queued();
        tracing::info!(
            tournament = %id,
            players = entrants.len(),
            "tournament cancelled"
        );
        return Ok(true);
    }
    let ratings = current_ratings(state, &record).await?;
    let next = first_round(&record, &ratings, rand::random())?;
    let games = follow(state, &mut tx, &record, next, now).await?;
    commit_announcing(state, tx, &games).await?;
    state.notices_queued();
    tracing::info!(
        tournament = %id,
        players = entrants.len(),
        "tournament started"
    );
    Ok(true)
}

/// Acts on round `number` of the tournament `id` once the games it
/// started have all ended (and the pause begun after them, if any, is
/// over at the app's `now`): a live tournament first pauses (its
/// `round_pause_ms`, tournaments.md); then a live group plays its next
/// Berger round, or the round closes ([`close_round`]). Returns whether
/// this call did something; each step is claimed by a conditional UPDATE,
/// so two directors do it once.
///
/// # Errors
/// The database failed; nothing was written.
pub async fn round_over(state: &AppState, id: &TournamentId, number: i32) -> anyhow::Result<bool> {
    let now = state.now();
    let Some(record) = state.store.tournament_record(id.as_str()).await? else {
        return Ok(false);
    };
    let Some(round) = record.rounds.iter().find(|r| r.number == number) else {
        return Ok(false);
    };
    let pause = record.tournament.round_pause_ms;
    if pause > 0 && round.resume_at.is_none() {
        let mut tx = state.store.begin().await?;
        let paused = tx
            .pause_round(id.as_str(), number, round.slot, now.saturating_add(pause))
            .await?;
        tx.commit().await?;
        return Ok(paused);
    }
    let next_slot = round.slot + 1;
    let games = slot_games(&record, number, next_slot);
    if games.is_empty() {
        return close_round(state, id, number).await;
    }
    let mut tx = state.store.begin().await?;
    if !tx.claim_next_slot(id.as_str(), number, round.slot).await? {
        return Ok(false);
    }
    let started = start_games(&mut tx, &record.tournament, number, next_slot, &games, now).await?;
    commit_announcing(state, tx, &started).await?;
    // A player who withdrew mid-group forfeits the rest of its games
    // (tournaments.md, Double Round Robin), these as they start.
    for entrant in record.entrants.iter().filter(|e| e.withdrawn) {
        let theirs: Vec<String> = started
            .iter()
            .filter(|g| g.color_of(entrant.user_id).is_some())
            .map(|g| g.id.clone())
            .collect();
        super::entry::forfeit_all(state, &theirs, entrant.user_id).await?;
    }
    tracing::info!(
        tournament = %id,
        round = number,
        berger_round = next_slot,
        "Berger round started"
    );
    Ok(true)
}

/// Closes round `number` of the tournament `id` once all its games have
/// ended: Swiss time losers are disqualified, and the next round starts
/// or the tournament ends with its winner. Returns whether this call
/// closed it.
///
/// # Errors
/// The database failed; nothing was written.
pub async fn close_round(state: &AppState, id: &TournamentId, number: i32) -> anyhow::Result<bool> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    if !tx.close_round(id.as_str(), number, now).await? {
        return Ok(false);
    }
    let record = record_in(&mut tx, id).await?;
    let ratings = current_ratings(state, &record).await?;
    let decision = after_round(&record, number, &ratings, rand::random())?;
    for user_id in &decision.disqualified {
        tx.disqualify_entrant(id.as_str(), *user_id).await?;
    }
    if !decision.group_ratings.is_empty() {
        tx.set_group_ratings(id.as_str(), number, &decision.group_ratings)
            .await?;
    }
    let games = follow(state, &mut tx, &record, decision.next, now).await?;
    commit_announcing(state, tx, &games).await?;
    state.notices_queued();
    tracing::info!(tournament = %id, round = number, "tournament round closed");
    Ok(true)
}

/// Starts the next round, or ends the tournament.
async fn follow(
    state: &AppState,
    tx: &mut Tx,
    record: &TournamentRecord,
    next: Next,
    now: i64,
) -> anyhow::Result<Vec<GameRow>> {
    match next {
        Next::Round(plan) => begin_round(state, tx, &record.tournament, &plan, now).await,
        Next::End {
            winner,
            ending,
            final_ratings,
        } => {
            let id = record.tournament.id.as_str();
            tx.set_final_ratings(id, &final_ratings).await?;
            let end = TournamentEnd {
                status: TournamentStatus::Finished,
                winner_id: winner,
                reason: ending,
            };
            tx.end_tournament(id, end, now).await?;
            tracing::info!(
                tournament = %id,
                ?winner,
                reason = ending.as_str(),
                "tournament ended"
            );
            Ok(Vec::new())
        }
    }
}
