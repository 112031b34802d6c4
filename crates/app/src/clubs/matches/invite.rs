//! A director invites another club to a match, and a director of that
//! club accepts or declines (issue 52, docs/clubs.md "Matches between
//! clubs"). Accepting opens the rosters until the start.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{BoardCounts, ClubId, MatchId, MatchKind, MatchStatus, RatingLimits};
use redqueen_domain::game::TimeControl;
use redqueen_domain::text::{is_one_line, is_plain_text};
use redqueen_domain::time::{DAY_MS, HOUR_MS};
use redqueen_store::{MatchAnswer, NewClubMatch, UserRow};

use super::MatchError;
use crate::state::AppState;
use crate::tournaments::{instant, optional_rating};

/// The longest description, in characters.
pub const DESCRIPTION_MAX: usize = 1_000;
/// The longest reason for declining, in characters.
pub const REASON_MAX: usize = 200;
/// How far ahead a match may start.
pub const START_WITHIN_DAYS: i64 = 90;
/// How soon a match may start: the invited club has an hour at least to
/// answer, and its members to join.
const START_AFTER_MS: i64 = HOUR_MS;

/// An invitation as a form or the API sends it, every field as written.
#[derive(Debug, Clone, Default)]
pub struct InvitationForm {
    /// The invited club's id.
    pub club: String,
    pub kind: String,
    pub time_control: String,
    pub min_boards: String,
    pub max_boards: String,
    pub rated: bool,
    pub rating_min: String,
    pub rating_max: String,
    pub starts_at: String,
    pub description: String,
}

/// An invitation's settings, each checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub invited: ClubId,
    pub kind: MatchKind,
    pub time_control: TimeControl,
    pub boards: BoardCounts,
    pub rated: bool,
    pub limits: RatingLimits,
    pub starts_at: i64,
    pub description: String,
}

/// A count of boards: empty is `default`.
fn boards(text: &str, default: u32) -> Option<u32> {
    let text = text.trim();
    if text.is_empty() {
        return Some(default);
    }
    text.parse().ok()
}

impl InvitationForm {
    /// The settings, or the first one refused (in the form's order).
    ///
    /// # Errors
    /// [`MatchError`] naming the setting.
    pub fn read(&self, now: i64) -> Result<Invitation, MatchError> {
        if self.club.trim().is_empty() {
            return Err(MatchError::MissingClub);
        }
        let invited = ClubId::parse(self.club.trim())
            .map_err(|_| MatchError::NoClubToInvite(self.club.trim().to_owned()))?;
        let kind = match self.kind.trim() {
            "" | "correspondence" => MatchKind::Correspondence,
            "live" => MatchKind::Live,
            "over_the_board" => MatchKind::OverTheBoard,
            _ => return Err(MatchError::Kind),
        };
        // A live clock has no default: the director says which.
        let default_control = match kind {
            MatchKind::Correspondence => "3d/move",
            MatchKind::Live => "",
            MatchKind::OverTheBoard => "G/30",
        };
        let written = Some(self.time_control.trim())
            .filter(|t| !t.is_empty())
            .unwrap_or(default_control);
        let time_control = written
            .parse()
            .ok()
            .filter(|control: &TimeControl| kind.plays(*control))
            .ok_or(match kind {
                MatchKind::Correspondence => MatchError::CorrespondenceControl,
                MatchKind::Live => MatchError::LiveControl,
                MatchKind::OverTheBoard => MatchError::ClubControl,
            })?;
        let (minimum, maximum) = (
            boards(&self.min_boards, 1),
            boards(&self.max_boards, redqueen_domain::club::MAX_BOARDS),
        );
        let counts = match (minimum, maximum) {
            (Some(minimum), Some(maximum)) => BoardCounts::new(minimum, maximum),
            _ => Err(redqueen_domain::club::BadBoards::OutOfRange),
        }
        .map_err(MatchError::Boards)?;
        let (Some(min), Some(max)) = (
            optional_rating(&self.rating_min),
            optional_rating(&self.rating_max),
        ) else {
            return Err(MatchError::RatingLimits);
        };
        if let (Some(low), Some(high)) = (min, max)
            && low > high
        {
            return Err(MatchError::RatingOrder);
        }
        // Over the board the players' ratings are each club's own, on
        // scales that do not compare: no limits (docs/clubs.md).
        if !kind.online() && (min.is_some() || max.is_some()) {
            return Err(MatchError::OverTheBoardLimits);
        }
        if self.starts_at.trim().is_empty() {
            return Err(MatchError::MissingStartsAt);
        }
        let starts_at = instant(&self.starts_at)
            .filter(|at| *at >= now + START_AFTER_MS && *at <= now + START_WITHIN_DAYS * DAY_MS)
            .ok_or(MatchError::StartsAt)?;
        // Lengths as sent, as the OpenAPI document's `maxLength` counts.
        if self.description.chars().count() > DESCRIPTION_MAX || !is_plain_text(&self.description) {
            return Err(MatchError::Description);
        }
        Ok(Invitation {
            invited,
            kind,
            time_control,
            boards: counts,
            // Over the board a match changes no rating (docs/clubs.md).
            rated: self.rated && kind.online(),
            limits: RatingLimits { min, max },
            starts_at,
            description: self.description.trim().to_owned(),
        })
    }
}

/// Refuses anyone but a director of `club`.
pub(super) async fn director_of(
    state: &AppState,
    club: ClubId,
    member: MemberId,
) -> Result<(), MatchError> {
    let standing = state.store.club_member(club.0, member).await?;
    if standing.is_some_and(|m| m.is_director) {
        Ok(())
    } else {
        Err(MatchError::NotDirector)
    }
}

/// A director of `club` invites the club the form names; returns the new
/// match's id. Who asks is checked before what they ask.
///
/// # Errors
/// [`MatchError`]: no such club, not a director, a setting refused, the
/// same club.
pub async fn invite(
    state: &AppState,
    club: ClubId,
    director: &UserRow,
    form: &InvitationForm,
) -> Result<MatchId, MatchError> {
    if state.store.club(club.0).await?.is_none() {
        return Err(MatchError::NoSuchClub);
    }
    director_of(state, club, director.id).await?;
    let invitation = &form.read(state.now())?;
    if invitation.invited == club {
        return Err(MatchError::SameClub);
    }
    if state.store.club(invitation.invited.0).await?.is_none() {
        return Err(MatchError::NoClubToInvite(invitation.invited.to_string()));
    }
    let id = MatchId::draw(&mut rand::rng());
    let count = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    let mut tx = state.store.begin().await?;
    tx.insert_club_match(&NewClubMatch {
        id: id.as_str(),
        inviting_club_id: club.0,
        invited_club_id: invitation.invited.0,
        kind: invitation.kind,
        time_control: invitation.time_control,
        min_boards: count(invitation.boards.minimum()),
        max_boards: count(invitation.boards.maximum()),
        rated: invitation.rated,
        rating_min: invitation.limits.min,
        rating_max: invitation.limits.max,
        starts_at: invitation.starts_at,
        description: &invitation.description,
        invited_by: director.id,
        now: state.now(),
    })
    .await?;
    if let Some(record) = tx.club_match(id.as_str()).await? {
        super::notices::invited(state, &mut tx, &record.row).await?;
    }
    tx.commit().await?;
    state.notices_queued();
    tracing::info!(r#match = %id, club = %club, invited = %invitation.invited, "club match invited");
    Ok(id)
}

/// What a director of the invited club says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Accept,
    Decline { reason: String },
}

/// A director of `club`, the invited club, answers the invitation `id`.
///
/// # Errors
/// [`MatchError`]: no such match for this club, not the invited club or
/// not its director, already answered, the start passed, a bad reason.
pub async fn answer(
    state: &AppState,
    club: ClubId,
    id: &MatchId,
    director: &UserRow,
    answer: &Answer,
) -> Result<(), MatchError> {
    let row = super::view::match_of(state, club, id).await?.row;
    if row.invited_club_id != club.0 {
        return Err(MatchError::NotInvitedClub);
    }
    director_of(state, club, director.id).await?;
    let stored = match answer {
        Answer::Accept => MatchAnswer::Accept,
        Answer::Decline { reason } => {
            if reason.chars().count() > REASON_MAX || !is_one_line(reason) {
                return Err(MatchError::Reason);
            }
            MatchAnswer::Decline {
                reason: reason.trim(),
            }
        }
    };
    if row.status != MatchStatus::Invited {
        return Err(MatchError::NotInvited(row.status));
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    if !tx
        .answer_club_match(id.as_str(), stored, director.id, now)
        .await?
    {
        drop(tx);
        // Answered meanwhile, or its start came.
        let row = super::view::match_of(state, club, id).await?.row;
        return Err(if row.status == MatchStatus::Invited {
            MatchError::StartPassed
        } else {
            MatchError::NotInvited(row.status)
        });
    }
    if let Some(record) = tx.club_match(id.as_str()).await? {
        let accepted = matches!(answer, Answer::Accept);
        super::notices::answered(state, &mut tx, &record.row, accepted).await?;
    }
    tx.commit().await?;
    state.notices_queued();
    tracing::info!(r#match = %id, ?answer, "club match answered");
    Ok(())
}
