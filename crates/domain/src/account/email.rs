use thiserror::Error;

/// An email address, shown to nobody but its owner and administrators
/// (product.md §1, privacy).
///
/// The check is deliberately plain — one `@`, a non-empty local part, a
/// domain with a dot and no spaces — since the only real proof that an
/// address works is the verification email.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct EmailAddress(String);

/// Why an email address was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum EmailError {
    #[error("an email address is required")]
    Empty,
    #[error("an email address has at most {max} characters", max = EmailAddress::MAX_LEN)]
    TooLong,
    #[error("an email address looks like name@example.org")]
    Malformed,
}

impl EmailAddress {
    /// Longest address accepted (RFC 5321's path limit).
    pub const MAX_LEN: usize = 254;

    /// Parses an address typed by a person; surrounding spaces are ignored.
    ///
    /// # Errors
    /// [`EmailError`] naming what is wrong.
    pub fn parse(input: &str) -> Result<Self, EmailError> {
        let address = input.trim();
        if address.is_empty() {
            return Err(EmailError::Empty);
        }
        if address.len() > Self::MAX_LEN {
            return Err(EmailError::TooLong);
        }
        let (local, domain) = address.split_once('@').ok_or(EmailError::Malformed)?;
        let well_formed = !local.is_empty()
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && address
                .chars()
                .all(|c| !c.is_whitespace() && !c.is_control() && !"<>,;\"()[]\\".contains(c));
        if well_formed {
            Ok(Self(address.to_owned()))
        } else {
            Err(EmailError::Malformed)
        }
    }

    /// The address as its owner wrote it.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The key two addresses are compared by: one address may be registered
    /// only once, whatever its case.
    #[must_use]
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

/// Never prints the address itself, so a stray `{:?}` in a log line cannot
/// leak it.
impl std::fmt::Debug for EmailAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EmailAddress(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_addresses_are_accepted() {
        for address in [
            "a@b.co",
            "alice.smith+chess@example.org",
            "X_Y@mail.example.com",
        ] {
            assert_eq!(EmailAddress::parse(address).unwrap().as_str(), address);
        }
    }

    #[test]
    fn malformed_addresses_are_refused_with_the_reason() {
        let cases = [
            ("", EmailError::Empty),
            ("   ", EmailError::Empty),
            ("alice", EmailError::Malformed),
            ("@example.org", EmailError::Malformed),
            ("alice@", EmailError::Malformed),
            ("alice@example", EmailError::Malformed),
            ("alice@@example.org", EmailError::Malformed),
            ("al ice@example.org", EmailError::Malformed),
            ("alice@example..org", EmailError::Malformed),
            ("<alice@example.org>", EmailError::Malformed),
        ];
        for (input, expected) in cases {
            assert_eq!(EmailAddress::parse(input), Err(expected), "{input:?}");
        }
        let long = format!("{}@example.org", "a".repeat(250));
        assert_eq!(EmailAddress::parse(&long), Err(EmailError::TooLong));
    }

    #[test]
    fn the_key_ignores_case() {
        let address = EmailAddress::parse("Alice@Example.ORG").unwrap();
        assert_eq!(address.key(), "alice@example.org");
    }

    #[test]
    fn debug_output_hides_the_address() {
        let address = EmailAddress::parse("alice@example.org").unwrap();
        assert!(!format!("{address:?}").contains("alice"));
    }
}
