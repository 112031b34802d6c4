use thiserror::Error;

/// What a personal access token may do (lichess-api-subset.md §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// Board API, seeks, event stream.
    BoardPlay,
    /// Bot API, for BOT accounts only.
    BotPlay,
    /// List challenges, event stream.
    ChallengeRead,
    /// Create, accept, decline and cancel challenges.
    ChallengeWrite,
}

/// A scope name that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "unknown scope {0:?}; the scopes are board:play, bot:play, challenge:read and challenge:write"
)]
pub struct ScopeError(pub String);

impl Scope {
    /// Every scope, in the order the settings page lists them.
    pub const ALL: [Scope; 4] = [
        Scope::BoardPlay,
        Scope::BotPlay,
        Scope::ChallengeRead,
        Scope::ChallengeWrite,
    ];

    /// The lichess name (`board:play`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::BoardPlay => "board:play",
            Scope::BotPlay => "bot:play",
            Scope::ChallengeRead => "challenge:read",
            Scope::ChallengeWrite => "challenge:write",
        }
    }

    /// Parses a lichess scope name.
    ///
    /// # Errors
    /// [`ScopeError`] for any other name.
    pub fn parse(name: &str) -> Result<Self, ScopeError> {
        Scope::ALL
            .into_iter()
            .find(|scope| scope.as_str() == name)
            .ok_or_else(|| ScopeError(name.to_owned()))
    }
}

/// The set of scopes a token carries, kept sorted and without repeats.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Scopes(Vec<Scope>);

impl Scopes {
    /// Parses names separated by spaces or commas, as people and lichess
    /// write them (`"board:play challenge:read"`, `"board:play,challenge:read"`).
    ///
    /// # Errors
    /// The first unknown name.
    pub fn parse(list: &str) -> Result<Self, ScopeError> {
        list.split([' ', ','])
            .filter(|name| !name.is_empty())
            .map(Scope::parse)
            .collect::<Result<Vec<_>, _>>()
            .map(Self::from_iter)
    }

    /// Whether the token may use an endpoint that accepts any one of
    /// `accepted` (lichess: "any one suffices").
    #[must_use]
    pub fn allows_any(&self, accepted: &[Scope]) -> bool {
        accepted.iter().any(|scope| self.0.contains(scope))
    }

    /// The lichess form: names joined by commas (`board:play,challenge:read`).
    #[must_use]
    pub fn to_lichess_string(&self) -> String {
        self.0
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// Scopes are stored as lichess writes them ([`Scopes::to_lichess_string`]).
impl std::fmt::Display for Scopes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_lichess_string())
    }
}

/// [`Scopes::parse`].
impl std::str::FromStr for Scopes {
    type Err = ScopeError;

    fn from_str(list: &str) -> Result<Self, ScopeError> {
        Self::parse(list)
    }
}

impl FromIterator<Scope> for Scopes {
    fn from_iter<I: IntoIterator<Item = Scope>>(iter: I) -> Self {
        let mut scopes: Vec<Scope> = iter.into_iter().collect();
        scopes.sort_unstable();
        scopes.dedup();
        Self(scopes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_separated_by_spaces_or_commas_parse_sorted_without_repeats() {
        let scopes =
            Scopes::parse("challenge:write board:play,board:play  challenge:read").unwrap();
        assert_eq!(
            scopes.to_lichess_string(),
            "board:play,challenge:read,challenge:write"
        );
    }

    #[test]
    fn an_unknown_scope_is_named_in_the_error() {
        assert_eq!(
            Scopes::parse("board:play email:read"),
            Err(ScopeError("email:read".into()))
        );
    }

    #[test]
    fn any_one_accepted_scope_suffices() {
        let scopes = Scopes::parse("challenge:read").unwrap();
        assert!(scopes.allows_any(&[Scope::ChallengeRead, Scope::BoardPlay]));
        assert!(!scopes.allows_any(&[Scope::BoardPlay, Scope::BotPlay]));
        assert!(!Scopes::default().allows_any(&Scope::ALL));
    }

    #[test]
    fn every_scope_name_round_trips() {
        for scope in Scope::ALL {
            assert_eq!(Scope::parse(scope.as_str()), Ok(scope));
        }
    }
}
