//! Why a club request was refused. Everything but `Internal` changed
//! nothing and is the requester's to fix; each message names the rule.

use redqueen_store::StoreError;

use super::found::{DESCRIPTION_MAX, NAME_MAX};

#[derive(Debug, thiserror::Error)]
pub enum ClubError {
    #[error("No such club")]
    NotFound,
    #[error("No such member: {0}")]
    NoSuchMember(String),
    #[error("No such game in this club")]
    NoSuchGame,
    #[error("A club's name has 1 to {NAME_MAX} characters")]
    Name,
    #[error("A club's description has at most {DESCRIPTION_MAX} characters")]
    Description,
    #[error("A club of that name exists")]
    NameTaken,
    #[error("Confirm your email address first: follow the link we sent you")]
    Unverified,
    #[error("On this site only administrators found clubs")]
    FoundersAreAdministrators,
    #[error("Only the club's directors may do that")]
    NotDirector,
    #[error("You are already a member of this club")]
    AlreadyMember,
    #[error("You have already asked to join this club")]
    AlreadyRequested,
    #[error("{0} has not asked to join this club")]
    NoRequest(String),
    #[error("{0} is not a member of this club")]
    NotMember(String),
    #[error("{0} is not on the club's ladder")]
    NotOnLadder(String),
    #[error("A game needs two different players")]
    SamePlayer,
    #[error("Only White or a director reports a game; you play neither side")]
    NotWhite,
    #[error("Only Black confirms or disputes a game White reported")]
    NotBlack,
    #[error("The game is {0}: there is nothing to {1}")]
    GameStatus(&'static str, &'static str),
    #[error("The result is 1-0, 0-1 or 1/2-1/2")]
    Result,
    #[error("{0}")]
    TimeControl(String),
    #[error("{field} is a date written YYYY-MM-DD")]
    Date { field: &'static str },
    #[error("{field} cannot be in the future")]
    FutureDate { field: &'static str },
    #[error("The game cannot be played before both players joined the ladder ({0})")]
    BeforeJoining(String),
    #[error("The absence decay was already applied this month (on {0})")]
    DecayThisMonth(String),
    #[error("The absence decay goes forward: the last one was applied on {0}")]
    DecayBeforeLast(String),
    #[error("Missing {0}")]
    Missing(&'static str),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for ClubError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict("name_key") => Self::NameTaken,
            other => Self::Internal(other.into()),
        }
    }
}
