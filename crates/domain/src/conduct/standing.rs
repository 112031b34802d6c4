//! What a member's sanctions allow at a given time.

/// A member's sanctions, as stored with the account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Standing {
    /// Banned (since when): no login, no play, no API (product.md §11).
    pub banned_at: Option<i64>,
    /// Muted until when: no chat.
    pub muted_until: Option<i64>,
}

impl Standing {
    #[must_use]
    pub const fn is_banned(self) -> bool {
        self.banned_at.is_some()
    }

    /// Until when the member may not chat, if they are muted at `now`. A
    /// banned member cannot chat either, but cannot log in to try.
    #[must_use]
    pub fn muted_at(self, now: i64) -> Option<i64> {
        self.muted_until.filter(|until| now < *until)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_mute_holds_until_its_end_and_a_ban_until_lifted() {
        let muted = Standing {
            banned_at: None,
            muted_until: Some(10_000),
        };
        let cases = [(0, Some(10_000)), (9_999, Some(10_000)), (10_000, None)];
        for (now, expected) in cases {
            assert_eq!(muted.muted_at(now), expected, "at {now}");
        }
        assert!(!muted.is_banned());
        assert!(
            Standing {
                banned_at: Some(5),
                muted_until: None
            }
            .is_banned()
        );
        assert_eq!(Standing::default().muted_at(0), None);
    }

    proptest! {
        #[test]
        fn once_a_mute_ends_it_stays_ended(until in 0..i64::MAX, now in 0..i64::MAX, later in 0..i64::MAX) {
            let standing = Standing { banned_at: None, muted_until: Some(until) };
            if standing.muted_at(now).is_none() && later >= now {
                prop_assert_eq!(standing.muted_at(later), None);
            }
        }
    }
}
