//! Matches between clubs (issue 52, docs/clubs.md "Matches between
//! clubs"): a director invites another club, a director of that club
//! answers, members join the rosters until the start, and at the start the
//! boards are set and their games played; the score follows from the
//! games. The rules are the domain's (`club/team_match.rs`), free of where
//! the players live.

mod boards;
mod error;
mod invite;
mod notices;
mod roster;
mod start;
mod view;

pub use boards::answer_match_board;
pub use error::MatchError;
pub use invite::{
    Answer, DESCRIPTION_MAX as MATCH_DESCRIPTION_MAX, Invitation, InvitationForm,
    REASON_MAX as MATCH_REASON_MAX, answer, invite,
};
pub use roster::{RosterChange, change_roster};
pub use start::{finish_match, start_match};
pub use view::{ClubMatches, MatchView, RecordAgainst, club_matches, match_of, result_of};
