//! Founding a club (clubs-and-ladder.md "Members"): any member with a
//! confirmed address, or only administrators where the installation says
//! so (`clubs_founded_by_administrators`). The founder is its first
//! director and its first member, at rank 1.

use redqueen_domain::club::{ClubId, DecayDay, Membership};
use redqueen_domain::text::{is_one_line, is_plain_text};
use redqueen_domain::vacation::Day;
use redqueen_store::{NewClub, NewClubEvent, UserRow};

use super::ClubError;
use super::sequence::{append, take};
use crate::state::AppState;

pub const NAME_MAX: usize = 60;

pub const DESCRIPTION_MAX: usize = 2_000;

/// The key two club names are compared by: trimmed, spaces collapsed, in
/// lower case.
fn name_key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// `founder` founds a club; returns its id.
///
/// # Errors
/// [`ClubError`]: an unconfirmed address, founding reserved to
/// administrators, a bad name or description, a name taken.
pub async fn found_club(
    state: &AppState,
    founder: &UserRow,
    name: &str,
    description: &str,
) -> Result<ClubId, ClubError> {
    if !founder.email_verified {
        return Err(ClubError::Unverified);
    }
    if founder.is_bot {
        return Err(ClubError::Bot(founder.username.clone()));
    }
    if state.settings.clubs_founded_by_administrators && !founder.is_admin {
        return Err(ClubError::FoundersAreAdministrators);
    }
    // Lengths as sent, as the OpenAPI document's `maxLength` counts.
    if !is_one_line(name) || name.chars().count() > NAME_MAX {
        return Err(ClubError::Name);
    }
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(ClubError::Name);
    }
    if description.chars().count() > DESCRIPTION_MAX || !is_plain_text(description) {
        return Err(ClubError::Description);
    }
    let description = description.trim();
    let now = state.now();
    let today = Day::containing(now);
    let mut tx = state.store.begin().await?;
    let id = ClubId(
        tx.insert_club(&NewClub {
            name: &name,
            name_key: &name_key(&name),
            description,
            // The first decay: nobody has been idle a whole month yet.
            decay_day: DecayDay::DEFAULT,
            next_decay_on: DecayDay::DEFAULT.after(today),
            founder: founder.id,
            now,
        })
        .await?,
    );
    tx.put_club_member(id.0, founder.id, Membership::Member, true, now)
        .await?;
    let mut taken = take(&mut tx, id).await?;
    append(
        &mut tx,
        &mut taken,
        &NewClubEvent::joined(founder.id, today, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}
