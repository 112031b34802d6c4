use thiserror::Error;

/// A member's name as they chose to write it.
///
/// product.md §1: 3–20 characters, ASCII letters, digits, `_` or `-`;
/// unique without regard to case (see [`Username::key`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Username(String);

/// Why a username was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum UsernameError {
    #[error("a username has at least {min} characters", min = Username::MIN_LEN)]
    TooShort,
    #[error("a username has at most {max} characters", max = Username::MAX_LEN)]
    TooLong,
    #[error("a username may contain only letters, digits, '_' and '-'")]
    InvalidCharacter,
}

impl Username {
    /// Fewest characters a username may have.
    pub const MIN_LEN: usize = 3;
    /// Most characters a username may have.
    pub const MAX_LEN: usize = 20;

    /// Parses a username typed by a person; surrounding spaces are ignored.
    ///
    /// # Errors
    /// The first rule of product.md §1 the input breaks.
    pub fn parse(input: &str) -> Result<Self, UsernameError> {
        let name = input.trim();
        if !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err(UsernameError::InvalidCharacter);
        }
        match name.len() {
            n if n < Self::MIN_LEN => Err(UsernameError::TooShort),
            n if n > Self::MAX_LEN => Err(UsernameError::TooLong),
            _ => Ok(Self(name.to_owned())),
        }
    }

    /// The name as its owner wrote it (`Alice`).
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The case-insensitive key two names are compared by (`alice`); it is
    /// also the lichess API's user `id`.
    #[must_use]
    pub fn key(&self) -> String {
        self.0.to_ascii_lowercase()
    }
}

impl std::fmt::Display for Username {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn names_within_the_rules_are_accepted_as_written() {
        for name in ["abc", "Alice", "bob_the-2nd", "A1234567890123456789", "_-_"] {
            assert_eq!(Username::parse(name).unwrap().as_str(), name);
        }
    }

    #[test]
    fn surrounding_spaces_are_ignored() {
        assert_eq!(Username::parse("  Alice ").unwrap().as_str(), "Alice");
    }

    #[test]
    fn each_broken_rule_is_named() {
        let cases = [
            ("ab", UsernameError::TooShort),
            ("", UsernameError::TooShort),
            ("A12345678901234567890", UsernameError::TooLong),
            ("al ice", UsernameError::InvalidCharacter),
            ("alice!", UsernameError::InvalidCharacter),
            ("álice", UsernameError::InvalidCharacter),
            ("al.ice", UsernameError::InvalidCharacter),
        ];
        for (input, expected) in cases {
            assert_eq!(Username::parse(input), Err(expected), "{input:?}");
        }
    }

    #[test]
    fn the_key_ignores_case() {
        let a = Username::parse("Alice").unwrap();
        let b = Username::parse("aLICE").unwrap();
        assert_eq!(a.key(), "alice");
        assert_eq!(a.key(), b.key());
        assert_ne!(a, b);
    }

    proptest! {
        #[test]
        fn every_valid_name_parses_and_keeps_its_spelling(name in "[A-Za-z0-9_-]{3,20}") {
            let parsed = Username::parse(&name).unwrap();
            prop_assert_eq!(parsed.as_str(), name.as_str());
        }

        #[test]
        fn no_name_with_another_character_parses(
            head in "[A-Za-z0-9]{1,9}", bad in "[^A-Za-z0-9_ -]", tail in "[A-Za-z0-9]{1,9}"
        ) {
            let name = format!("{head}{bad}{tail}");
            prop_assert_eq!(Username::parse(&name), Err(UsernameError::InvalidCharacter));
        }
    }
}
