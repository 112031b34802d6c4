//! When each move of a game was played, as the game's row keeps it: the
//! instants (Unix ms) separated by spaces, each after the first written as
//! its difference from the one before, `+` and the milliseconds (`1733500000000
//! +2400 +15230`). A difference takes 3 to 7 bytes with its space in a
//! live game where an instant takes 14, so a long game's row stays within
//! one of SQLite's pages (docs/benchmarks.md, "a move deep into a game").
//! A word without `+` is an instant: rows written before the differences
//! read the same.

use std::fmt::Write as _;
use std::num::ParseIntError;

/// The instants of `stamps`, in order.
///
/// # Errors
/// An item is a word that is neither an instant nor a difference (never
/// written by this code).
pub fn read_stamps(stamps: &str) -> impl Iterator<Item = Result<i64, ParseIntError>> + '_ {
    let mut last = 0_i64;
    stamps.split_whitespace().map(move |word| {
        // Checked before parsing: Rust's integers read a leading `+` too.
        let at = match word.strip_prefix('+') {
            Some(gap) => last.saturating_add(gap.parse::<i64>()?),
            None => word.parse()?,
        };
        last = at;
        Ok(at)
    })
}

/// Appends to `stamps` a move played at `at`: its difference from the last
/// instant, or the instant itself when it is the first (or the stamps
/// before do not read, which this code never writes).
///
/// `last` is the last move's instant as the caller keeps it beside the
/// stamps (the row's `last_move_at`), which spares reading them all on
/// every move. It is taken only when the last stamp is a difference:
/// written by this code, which keeps the two together; stamps written
/// before (instants, and a takeback that left `last_move_at` behind) are
/// read instead.
pub fn push_stamp(stamps: &mut String, at: i64, last: Option<i64>) {
    let last_is_difference = stamps
        .rsplit(' ')
        .next()
        .is_some_and(|word| word.starts_with('+'));
    let last = match last {
        Some(last) if last_is_difference => Some(last),
        _ => last_stamp(stamps),
    };
    if !stamps.is_empty() {
        stamps.push(' ');
    }
    // Writing to a String cannot fail.
    let _ = match last {
        Some(last) => write!(stamps, "+{}", at.saturating_sub(last)),
        None => write!(stamps, "{at}"),
    };
}

/// The instant of the last stamp (read whole: for a takeback, which is
/// rare); `None` when there is none or they do not read.
#[must_use]
pub fn last_stamp(stamps: &str) -> Option<i64> {
    read_stamps(stamps)
        .try_fold(None, |_, instant| instant.map(Some))
        .ok()
        .flatten()
}
