//! A member, by the integer id the store gives their account: the one id
//! type of players, actors and stored rows, so no id is ever converted
//! between integer types on the way.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A member's id (positive, as the store numbers accounts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MemberId(pub i64);

impl fmt::Display for MemberId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
