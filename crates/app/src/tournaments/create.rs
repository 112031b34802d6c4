//! Creating a tournament (tournaments.md: "created by an administrator").

use redqueen_domain::tournament::{TournamentId, TournamentKind, TournamentStatus};
use redqueen_store::{TournamentRow, UserRow};

use super::error::TournamentError;
use super::settings::{System, TournamentSettings};
use crate::state::AppState;

/// Whether `creator` may create tournaments: administrators only. Checked
/// before the settings are read, so that anyone else is told only that.
///
/// # Errors
/// [`TournamentError::NotAdmin`] for anyone but an administrator.
pub const fn may_create(creator: &UserRow) -> Result<(), TournamentError> {
    if creator.is_admin {
        Ok(())
    } else {
        Err(TournamentError::NotAdmin)
    }
}

/// Creates an upcoming tournament with `settings` (read at the edge by
/// [`super::SettingsForm::parse`]).
///
/// # Errors
/// [`TournamentError::NotAdmin`] for anyone but an administrator.
pub async fn create_tournament(
    state: &AppState,
    creator: &UserRow,
    settings: TournamentSettings,
) -> Result<TournamentRow, TournamentError> {
    may_create(creator)?;
    let (swiss_rounds, group_size) = match settings.system {
        System::Swiss { rounds } => (Some(rounds), None),
        System::DoubleRoundRobin { group_size } => (None, Some(group_size.get())),
    };
    let int = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    let row = TournamentRow {
        id: TournamentId::draw(&mut rand::rng()).to_string(),
        name: settings.name,
        kind: if settings.time_control.is_correspondence() {
            TournamentKind::Correspondence
        } else {
            TournamentKind::Live
        },
        time_control: settings.time_control,
        rated: settings.rated,
        system: settings.system.name(),
        group_size: group_size.map(int),
        swiss_rounds: swiss_rounds.map(int),
        signup_opens_at: settings.signup_opens_at,
        signup_closes_at: settings.signup_closes_at,
        starts_at: settings.starts_at,
        min_players: int(settings.min_players),
        max_players: int(settings.max_players),
        rating_min: settings.rating_min,
        rating_max: settings.rating_max,
        vacation_allowed: settings.vacation_allowed,
        status: TournamentStatus::Upcoming,
        entrant_count: 0,
        current_round: 0,
        winner_id: None,
        end_reason: None,
        created_by: creator.id,
        created_at: state.now(),
        finished_at: None,
        round_pause_ms: settings.round_pause_ms,
    };
    let mut tx = state.store.begin().await?;
    tx.insert_tournament(&row).await?;
    tx.commit().await?;
    tracing::info!(tournament = %row.id, by = %creator.id, "tournament created");
    Ok(row)
}
