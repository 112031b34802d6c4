//! Temporary lockout after repeated failed logins (product.md §11: "repeated
//! failed logins lock further attempts for a while").

/// Failed attempts in a row that lock an account.
pub const MAX_FAILED_LOGINS: u32 = 5;
/// How long a lockout lasts, in milliseconds (15 minutes).
pub const LOCKOUT_MS: i64 = 15 * 60 * 1000;

/// An account's run of failed logins, as stored with the account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FailedLogins {
    /// Failures since the last success or the last lockout.
    pub count: u32,
    /// Until when (Unix ms) no password is even checked.
    pub locked_until: Option<i64>,
}

impl FailedLogins {
    /// Whether a login attempt at `now` is refused without checking the
    /// password (checking it would let a guesser go on).
    #[must_use]
    pub fn is_locked(self, now: i64) -> bool {
        self.locked_until.is_some_and(|until| now < until)
    }

    /// The state after one more wrong password at `now`: the fifth failure
    /// in a row locks the account and starts a new count.
    #[must_use]
    pub fn after_failure(self, now: i64) -> Self {
        let count = self.count + 1;
        if count >= MAX_FAILED_LOGINS {
            Self {
                count: 0,
                locked_until: Some(now + LOCKOUT_MS),
            }
        } else {
            Self {
                count,
                locked_until: self.locked_until,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fifth_failure_in_a_row_locks_for_fifteen_minutes() {
        let mut state = FailedLogins::default();
        for _ in 0..4 {
            state = state.after_failure(1_000);
            assert!(!state.is_locked(1_000));
        }
        state = state.after_failure(2_000);
        assert_eq!(
            state,
            FailedLogins {
                count: 0,
                locked_until: Some(2_000 + 900_000)
            }
        );
        assert!(state.is_locked(2_000));
        assert!(state.is_locked(901_999));
        assert!(!state.is_locked(902_000));
    }

    #[test]
    fn failures_after_a_lockout_count_from_zero_again() {
        let locked = FailedLogins {
            count: 0,
            locked_until: Some(10),
        };
        assert_eq!(
            locked.after_failure(20),
            FailedLogins {
                count: 1,
                locked_until: Some(10)
            }
        );
    }
}
