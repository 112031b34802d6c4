//! Values of a closed set, each known by one fixed name: the text the store
//! keeps and the API shows (`started`, `open_game`, `white`, `timeout`).
//!
//! Parse, don't validate (style.md, "parse at the edges"): a stored name is
//! read once into its value with [`Named::parse`], which refuses any other
//! text, and travels typed from there. The names never change: databases
//! written by earlier versions hold them.

use thiserror::Error;

/// A value known by one fixed name.
pub trait Named: Copy + 'static {
    /// What the values are, for the error naming a bad text.
    const KIND: &'static str;
    /// Every value, in declaration order.
    const ALL: &'static [Self];

    /// The value's name.
    fn as_str(self) -> &'static str;

    /// The value named exactly `text` (case matters).
    ///
    /// # Errors
    /// [`UnknownName`] when no value has that name.
    fn parse(text: &str) -> Result<Self, UnknownName> {
        Self::ALL
            .iter()
            .copied()
            .find(|value| value.as_str() == text)
            .ok_or_else(|| UnknownName {
                kind: Self::KIND,
                text: text.to_owned(),
            })
    }
}

/// A text that names no value of its kind.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown {kind} {text:?}")]
pub struct UnknownName {
    /// What was expected ("game status").
    pub kind: &'static str,
    /// The text refused.
    pub text: String,
}

/// Implements [`Named`] for a fieldless enum from its table of names, with
/// an inherent `as_str` (usable in `const`) and `FromStr` over the same
/// table: `named!("game status", GameStatus { Started => "started", ... })`.
macro_rules! named {
    ($kind:literal, $ty:ident { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// The name it is stored and shown under.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $name),+
                }
            }
        }

        impl $crate::name::Named for $ty {
            const KIND: &'static str = $kind;
            const ALL: &'static [Self] = &[$(Self::$variant),+];

            fn as_str(self) -> &'static str {
                $ty::as_str(self)
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::name::UnknownName;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                <Self as $crate::name::Named>::parse(text)
            }
        }
    };
}
pub(crate) use named;

#[cfg(test)]
mod tests;
