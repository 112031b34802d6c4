//! The name a deleted account keeps in the games it played (product.md
//! §1: "finished games remain with the name replaced by a tombstone").

use super::MemberId;

/// `deleted~17`: unique to the account, and never a username (`~` is not
/// allowed in one), so nobody can register it, no profile link finds it,
/// and no member's name can be taken for it.
#[must_use]
pub fn tombstone(member: MemberId) -> String {
    format!("deleted~{}", member.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::account::Username;
    use proptest::prelude::*;

    #[test]
    fn a_tombstone_names_the_account_and_is_no_username() {
        assert_eq!(tombstone(MemberId(17)), "deleted~17");
        assert_ne!(tombstone(MemberId(17)), tombstone(MemberId(171)));
    }

    proptest! {
        #[test]
        fn no_tombstone_parses_as_a_username(id in 0..i64::MAX) {
            let name = tombstone(MemberId(id));
            prop_assert!(Username::parse(&name).is_err());
        }
    }
}
