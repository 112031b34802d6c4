//! When each move of a game was played, as the game's row keeps it: the
//! instants (Unix ms) separated by spaces, each after the first written as
//! its difference from the one before, `+` and the milliseconds (`1733500000000
//! +2400 +15230`). A difference takes 2 to 6 bytes in a live game where an
//! instant takes 13, so a long game's row stays within one of SQLite's
//! pages (docs/benchmarks.md, "a move deep into a game"). A word without
//! `+` is an instant: rows written before the differences read the same.

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
pub fn push_stamp(stamps: &mut String, at: i64) {
    let last = read_stamps(stamps).try_fold(None, |_, instant| instant.map(Some));
    if !stamps.is_empty() {
        stamps.push(' ');
    }
    // Writing to a String cannot fail.
    let _ = match last {
        Ok(Some(last)) => write!(stamps, "+{}", at.saturating_sub(last)),
        _ => write!(stamps, "{at}"),
    };
}
