//! A member everywhere is `alice@chess.example` (issue 53): a username and
//! the host of their server, as WebFinger's `acct:` resources and the
//! fediverse's `@alice@chess.example` write it.

use std::fmt;

use crate::account::{Username, UsernameError};

/// A server's host as handles write it: a DNS name or an IP address, with
/// a port when it is not the scheme's, lower case (`chess.example`,
/// `127.0.0.1:8080`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Host(String);

/// Why a handle or a host was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BadHandle {
    #[error("a handle is name@host")]
    NoHost,
    #[error("the name of a handle: {0}")]
    Name(UsernameError),
    #[error("a host is a domain name or an IP address, with an optional port")]
    Host,
}

/// Most characters of a host, the longest DNS name and a port.
const HOST_MAX: usize = 253 + 6;

impl Host {
    /// A host as written, without scheme or path.
    ///
    /// # Errors
    /// [`BadHandle::Host`]: empty, too long, a label out of the DNS's
    /// rules, or a port that is not a number from 1 to 65535.
    pub fn parse(text: &str) -> Result<Self, BadHandle> {
        let host = text.trim().to_ascii_lowercase();
        if host.is_empty() || host.len() > HOST_MAX {
            return Err(BadHandle::Host);
        }
        let (name, port) = match host.rsplit_once(':') {
            Some((name, port)) => (name, Some(port)),
            None => (host.as_str(), None),
        };
        if let Some(port) = port
            && !port.parse::<u16>().is_ok_and(|p| p > 0)
        {
            return Err(BadHandle::Host);
        }
        let label_ok = |label: &str| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        };
        if !name.split('.').all(label_ok) {
            return Err(BadHandle::Host);
        }
        Ok(Self(host))
    }

    /// The host of a server's base address (`https://chess.example/` is
    /// `chess.example`, `http://127.0.0.1:8080` is `127.0.0.1:8080`).
    ///
    /// # Errors
    /// [`BadHandle::Host`]: no `http` or `https` scheme, or a host out of
    /// the rules.
    pub fn of_base_url(url: &str) -> Result<Self, BadHandle> {
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"))
            .ok_or(BadHandle::Host)?;
        let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
        Self::parse(authority)
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Host {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A member of some server: `alice@chess.example`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Handle {
    pub username: Username,
    pub host: Host,
}

impl Handle {
    /// A handle as people and WebFinger write it: `alice@chess.example`,
    /// `@alice@chess.example` or `acct:alice@chess.example`.
    ///
    /// # Errors
    /// [`BadHandle`]: no host, a name or a host out of the rules.
    pub fn parse(text: &str) -> Result<Self, BadHandle> {
        let text = text.trim();
        let text = text
            .strip_prefix("acct:")
            .or_else(|| text.strip_prefix('@'))
            .unwrap_or(text);
        let (name, host) = text.split_once('@').ok_or(BadHandle::NoHost)?;
        Ok(Self {
            username: Username::parse(name).map_err(BadHandle::Name)?,
            host: Host::parse(host)?,
        })
    }

    /// WebFinger's resource: `acct:alice@chess.example`.
    #[must_use]
    pub fn acct(&self) -> String {
        format!("acct:{self}")
    }
}

impl fmt::Display for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.username, self.host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each way of writing a handle, and what it names.
    #[test]
    fn handles_as_people_and_webfinger_write_them() {
        let table = [
            ("alice@chess.example", "alice", "chess.example"),
            ("@Alice@Chess.Example", "Alice", "chess.example"),
            ("acct:alice@chess.example", "alice", "chess.example"),
            (" bob_2@127.0.0.1:8080 ", "bob_2", "127.0.0.1:8080"),
            ("carol@localhost", "carol", "localhost"),
        ];
        for (text, name, host) in table {
            let handle = Handle::parse(text).expect(text);
            assert_eq!(handle.username.as_str(), name, "{text}");
            assert_eq!(handle.host.as_str(), host, "{text}");
            assert_eq!(handle.acct(), format!("acct:{name}@{host}"));
        }
    }

    /// What is refused, and why.
    #[test]
    fn handles_out_of_the_rules_are_refused() {
        let table = [
            ("alice", BadHandle::NoHost),
            ("acct:alice", BadHandle::NoHost),
            ("a@chess.example", BadHandle::Name(UsernameError::TooShort)),
            (
                "al ice@chess.example",
                BadHandle::Name(UsernameError::InvalidCharacter),
            ),
            ("alice@", BadHandle::Host),
            ("alice@chess..example", BadHandle::Host),
            ("alice@-chess.example", BadHandle::Host),
            ("alice@chess.example:0", BadHandle::Host),
            ("alice@chess.example:99999", BadHandle::Host),
            ("alice@chess.example/path", BadHandle::Host),
            ("alice@bob@chess.example", BadHandle::Host),
        ];
        for (text, error) in table {
            assert_eq!(Handle::parse(text), Err(error), "{text}");
        }
    }

    /// A server's own host, from its base address.
    #[test]
    fn the_host_of_a_base_address() {
        let table = [
            ("https://chess.example", Ok("chess.example")),
            ("https://Chess.Example/", Ok("chess.example")),
            ("http://127.0.0.1:8080", Ok("127.0.0.1:8080")),
            ("http://localhost:3000/play?x", Ok("localhost:3000")),
            ("ftp://chess.example", Err(BadHandle::Host)),
            ("chess.example", Err(BadHandle::Host)),
        ];
        for (url, expected) in table {
            assert_eq!(
                Host::of_base_url(url).as_ref().map(Host::as_str),
                expected.as_ref().map(|h| *h),
                "{url}"
            );
        }
    }
}
