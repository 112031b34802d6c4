//! Club games played on the server (clubs-and-ladder.md "Members"): a
//! ladder player challenges anyone ranked above them, with a G/N clock;
//! the challenge arrives like any other and a decline is not a defense.
//! The game follows the rules of chess only (no gems, no live limits, no
//! quit), changes no site rating, and when it ends its result joins the
//! club's recorded sequence in the game's own transaction.

use redqueen_domain::account::Username;
use redqueen_domain::club::{
    ClubControl, ClubGame, ClubGameStatus, ClubId, GameResult, Membership,
};
use redqueen_domain::game::{ChallengeColor, Color, Outcome, TimeControl};
use redqueen_domain::vacation::Day;
use redqueen_store::{ChallengeRow, GameReport, GameRow, NewClubEvent, Tx, UserRow};

use super::ClubError;
use super::membership::named;
use super::sequence::{append, take};
use crate::play::{self, ChallengeRequest, PlayError};
use crate::state::AppState;

/// `challenger` challenges `username`, ranked above them on club `club`'s
/// ladder, to a game of `control` on the server.
///
/// # Errors
/// [`ClubError`]: a player not a member or not on the ladder, a player
/// ranked below; the challenge's own refusals.
pub async fn challenge(
    state: &AppState,
    club: ClubId,
    challenger: &UserRow,
    username: &Username,
    control: ClubControl,
) -> Result<ChallengeRow, ClubError> {
    let defender = named(state, username).await?;
    let (_, ladder) = super::ladder(state, club).await?;
    let members = state.store.club_members(club.0).await?;
    let rank_of = |user: &UserRow| -> Result<u32, ClubError> {
        if !members
            .iter()
            .any(|m| m.member_id == user.id && m.status == Membership::Member)
        {
            return Err(ClubError::NotMember(user.username.clone()));
        }
        ladder
            .iter()
            .find(|l| l.member == user.id)
            .map(|l| l.rank)
            .ok_or_else(|| ClubError::NotOnLadder(user.username.clone()))
    };
    if defender.id == challenger.id {
        return Err(ClubError::SamePlayer);
    }
    let (mine, theirs) = (rank_of(challenger)?, rank_of(&defender)?);
    if theirs > mine {
        return Err(ClubError::ChallengeDown(defender.username.clone()));
    }
    let request = ChallengeRequest {
        dest: Some(defender),
        time_control: TimeControl::Club { control },
        rated: false,
        color: ChallengeColor::Random,
        initial_fen: None,
        message: None,
        rating_range: None,
        rematch_of: None,
        club: Some(club.0),
    };
    play::create_challenge(state, challenger, request)
        .await
        .map_err(|e| match e {
            PlayError::Refused(refusal) => ClubError::Refused(refusal),
            other => ClubError::Internal(anyhow::anyhow!("{other}")),
        })
}

/// Records the result of club game `row`, which just ended with
/// `outcome`, in the game's transaction: on its club event's board when
/// it was played for one, otherwise in the club's sequence as a ladder
/// challenge (a player who left the ladder meanwhile makes it count for
/// nothing on it).
///
/// # Errors
/// The database failed.
pub(crate) async fn record_online_game(
    tx: &mut Tx,
    club: ClubId,
    row: &GameRow,
    outcome: Outcome,
    now: i64,
) -> Result<(), ClubError> {
    let result = match outcome.winner {
        Some(Color::White) => GameResult::WhiteWins,
        Some(Color::Black) => GameResult::BlackWins,
        None if outcome.reason.is_void() => return Ok(()),
        None => GameResult::Draw,
    };
    let TimeControl::Club { control } = row.time_control else {
        return Ok(());
    };
    let mut taken = take(tx, club).await?;
    if super::events::record_server_game(tx, &mut taken, &row.id, result, now).await? {
        return Ok(());
    }
    let ladder = taken.history.ladder();
    if ladder.rank_of(&row.white_id).is_none() || ladder.rank_of(&row.black_id).is_none() {
        return Ok(());
    }
    let game = ClubGame {
        white: row.white_id,
        black: row.black_id,
        outcome: result.outcome(),
        played_on: Day::containing(now),
        control,
        ladder: true,
        rated_in: None,
    };
    let report = GameReport {
        result,
        status: ClubGameStatus::Confirmed,
        recorded_by: None,
        number: None,
    };
    let event = NewClubEvent::game(game, report, now);
    append(tx, &mut taken, &event).await?;
    Ok(())
}
