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

/// Declares a type of drawn id: its doc comment, its name, and what it is
/// the id of (for the docs of its methods). Game and tournament ids are
/// alike but distinct types, so that neither is taken for the other.
macro_rules! drawn_id {
    ($(#[$doc:meta])* $name:ident, $of:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(String);

        impl $name {
            #[doc = concat!("The id of ", $of, " as a path, a form or a stored row writes it.")]
            ///
            /// # Errors
            /// [`BadId`](crate::id::BadId): not 8 letters and digits.
            pub fn parse(input: &str) -> Result<Self, crate::id::BadId> {
                crate::id::drawn(input).map(Self)
            }

            #[doc = concat!("A new id of ", $of, ", drawn from `rng`.")]
            #[must_use]
            pub fn draw(rng: &mut impl rand::Rng) -> Self {
                Self(crate::id::draw(rng))
            }

            /// The id as the store and the URLs write it.
            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

pub(crate) use drawn_id;
