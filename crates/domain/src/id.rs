//! What every typed id shares: the one refusal of input that names no
//! record, and the form of the ids the site draws itself (games with their
//! challenges, tournaments) — lichess's 8 letters and digits.

use rand::Rng;
use rand::distr::Alphanumeric;
use thiserror::Error;

/// Input that cannot be an id of its kind, so it names no record: the web
/// answers it as it answers an id of no record (not found).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("not an id")]
pub struct BadId;

/// The length of a drawn id (lichess's game ids have 8 characters).
pub(crate) const DRAWN_LEN: usize = 8;

/// `input` if it has the form of a drawn id: exactly [`DRAWN_LEN`] ASCII
/// letters and digits, the alphabet the ids are drawn from.
pub(crate) fn drawn(input: &str) -> Result<String, BadId> {
    if input.len() == DRAWN_LEN && input.bytes().all(|b| b.is_ascii_alphanumeric()) {
        Ok(input.to_owned())
    } else {
        Err(BadId)
    }
}

/// A new id of that form, from `rng`.
pub(crate) fn draw(rng: &mut impl Rng) -> String {
    rng.sample_iter(Alphanumeric)
        .take(DRAWN_LEN)
        .map(char::from)
        .collect()
}

/// A store-numbered id (a club, a club event) from its decimal text, as
/// the path of a page or an endpoint writes it.
pub(crate) fn numbered(input: &str) -> Result<i64, BadId> {
    input.parse().map_err(|_| BadId)
}
