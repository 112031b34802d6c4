use thiserror::Error;

/// A password a member chose, checked for length only: long passphrases are
/// better than composition rules (NIST SP 800-63B §5.1.1).
#[derive(Clone, PartialEq, Eq)]
pub struct NewPassword(String);

/// Why a new password was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PasswordError {
    #[error("a password has at least {min} characters", min = NewPassword::MIN_CHARS)]
    TooShort,
    #[error("a password has at most {max} characters", max = NewPassword::MAX_CHARS)]
    TooLong,
}

impl NewPassword {
    /// Fewest characters a password may have.
    pub const MIN_CHARS: usize = 8;
    /// Most characters a password may have (bounds the hashing work).
    pub const MAX_CHARS: usize = 200;

    /// Accepts the password exactly as typed: spaces are part of it.
    ///
    /// # Errors
    /// [`PasswordError`] when it is too short or too long.
    pub fn parse(input: &str) -> Result<Self, PasswordError> {
        match input.chars().count() {
            n if n < Self::MIN_CHARS => Err(PasswordError::TooShort),
            n if n > Self::MAX_CHARS => Err(PasswordError::TooLong),
            _ => Ok(Self(input.to_owned())),
        }
    }

    /// The password, for hashing.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for NewPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NewPassword(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_is_counted_in_characters_not_bytes() {
        assert!(NewPassword::parse("ñññññññ").is_err());
        assert!(NewPassword::parse("ññññññññ").is_ok());
    }

    #[test]
    fn too_short_and_too_long_are_refused() {
        assert_eq!(NewPassword::parse("1234567"), Err(PasswordError::TooShort));
        assert_eq!(
            NewPassword::parse(&"x".repeat(201)),
            Err(PasswordError::TooLong)
        );
        assert_eq!(
            NewPassword::parse(" spaces count ").unwrap().expose(),
            " spaces count "
        );
    }

    #[test]
    fn debug_output_hides_the_password() {
        assert!(!format!("{:?}", NewPassword::parse("secret-words").unwrap()).contains("secret"));
    }
}
