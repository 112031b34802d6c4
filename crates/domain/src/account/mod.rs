//! Account values parsed at the edge (product.md §1): once built, a value of
//! these types is known to be valid, so nothing inside the server re-checks it.

mod email;
mod lockout;
mod member_id;
mod notice;
mod password;
mod scope;
mod tombstone;
mod username;

pub use email::{EmailAddress, EmailError};
pub use lockout::{FailedLogins, LOCKOUT_MS, MAX_FAILED_LOGINS};
pub use member_id::MemberId;
pub use notice::{EmailOption, MailState, NoticeKind, YourTurnEmails};
pub use password::{NewPassword, PasswordError};
pub use scope::{Scope, ScopeError, Scopes};
pub use tombstone::tombstone;
pub use username::{Username, UsernameError};
