//! The monthly absence decay (clubs-and-ladder.md "Absence decay"): on the
//! club's decay day each month the job applies it as of that day; a
//! director may apply it for a meeting day instead — never a future day,
//! at most once per calendar month, each later than the last. Either way
//! the next one is due on the decay day of the following month.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubId, RankChange, hand_decay_days};
use redqueen_domain::vacation::Day;
use redqueen_store::NewClubEvent;

use super::ClubError;
use super::membership::take_as_director;
use super::sequence::{Taken, append, season_of, take};
use crate::state::AppState;

/// Applies the decay to the taken club as of `on`, after the checks.
async fn decay(
    tx: &mut redqueen_store::Tx,
    taken: &mut Taken,
    on: Day,
    now: i64,
) -> Result<Vec<RankChange<MemberId>>, ClubError> {
    if let Some(last) = taken.row.last_decay_on {
        if last.month_number() == on.month_number() {
            return Err(ClubError::DecayThisMonth(last.to_string()));
        }
        if on < last {
            return Err(ClubError::DecayBeforeLast(last.to_string()));
        }
    }
    let (_, applied) = append(tx, taken, &NewClubEvent::decay(on, now)).await?;
    tx.set_club_decay(taken.row.id, on, taken.row.decay_day.after(on))
        .await?;
    Ok(applied.rank_changes)
}

/// A director applies this month's decay as of `on` (a meeting day);
/// returns each player's drop.
///
/// # Errors
/// [`ClubError`]: not a director, a second decay in one month, a day
/// outside [`hand_decay_days`] (which holds no future day).
pub async fn apply_decay_on(
    state: &AppState,
    club: ClubId,
    director: MemberId,
    on: Day,
) -> Result<Vec<RankChange<MemberId>>, ClubError> {
    let now = state.now();
    let today = Day::containing(now);
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    // Decisions of turn 3: a decay by hand lies within the current season,
    // after the founding and the last decay (a day of 1970 would have the
    // job catch up every month since). A second decay this month is said
    // as such by `decay`.
    let last = taken.row.last_decay_on;
    let days = hand_decay_days(
        season_of(&taken.row),
        Day::containing(taken.row.created_at),
        last,
        today,
    );
    let this_month = last.is_some_and(|l| l.month_number() == on.month_number());
    if !this_month && !days.contains(&on) {
        return Err(ClubError::DecayOutside {
            from: days.start().to_string(),
            to: days.end().to_string(),
        });
    }
    let drops = decay(&mut tx, &mut taken, on, now).await?;
    tx.commit().await?;
    Ok(drops)
}

/// The job: applies every due decay, as of the day it was due; returns
/// how many it applied. A club whose decay a director already applied in
/// that month is only moved on to the next month.
///
/// # Errors
/// The database failed.
pub async fn apply_due_decays(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let today = Day::containing(now);
    let mut applied = 0;
    for club in state.store.clubs_due_for_decay(today).await? {
        let mut tx = state.store.begin().await?;
        let mut taken = take(&mut tx, ClubId(club)).await.map_err(anyhow_of)?;
        let due = taken.row.next_decay_on;
        if due > today {
            continue; // another app server got there first
        }
        match decay(&mut tx, &mut taken, due, now).await {
            Ok(_) => applied += 1,
            Err(ClubError::DecayThisMonth(_) | ClubError::DecayBeforeLast(_)) => {
                let last = taken.row.last_decay_on.unwrap_or(due);
                tx.set_club_decay(club, last, taken.row.decay_day.after(due))
                    .await?;
            }
            Err(error) => return Err(anyhow_of(error)),
        }
        tx.commit().await?;
    }
    Ok(applied)
}

fn anyhow_of(error: ClubError) -> anyhow::Error {
    match error {
        ClubError::Internal(error) => error,
        other => anyhow::anyhow!("{other}"),
    }
}
