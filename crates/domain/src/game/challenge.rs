//! Where a challenge or an open game stands (product.md §2 "Creating a
//! game").

use shakmaty::Color;

use crate::name::named;

/// The colour a challenger asks for: one of the two, or left to chance
/// (drawn when the challenge is made, lichess's `finalColor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChallengeColor {
    White,
    Black,
    Random,
}

named!("challenge colour", ChallengeColor {
    White => "white",
    Black => "black",
    Random => "random",
});

impl ChallengeColor {
    /// The colour asked for, unless it is left to chance.
    #[must_use]
    pub const fn fixed(self) -> Option<Color> {
        match self {
            ChallengeColor::White => Some(Color::White),
            ChallengeColor::Black => Some(Color::Black),
            ChallengeColor::Random => None,
        }
    }
}

/// A challenge's status: pending until it is answered once, by its
/// challenged member, a joiner or its challenger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    /// Pending: waiting for an answer.
    Created,
    /// Accepted or joined: its game started.
    Accepted,
    /// Declined by the challenged member.
    Declined,
    /// Withdrawn by the challenger.
    Canceled,
}

named!("challenge status", ChallengeStatus {
    Created => "created",
    Accepted => "accepted",
    Declined => "declined",
    Canceled => "canceled",
});

/// Why the challenged member declined: the reasons lichess clients give
/// (lichess-api-subset.md §3, `POST /api/challenge/{id}/decline`), stored
/// and shown under lichess's own keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeclineReason {
    Generic,
    Later,
    TooFast,
    TooSlow,
    TimeControl,
    Rated,
    Casual,
    Standard,
    Variant,
    NoBot,
    OnlyBot,
}

named!("decline reason", DeclineReason {
    Generic => "generic",
    Later => "later",
    TooFast => "tooFast",
    TooSlow => "tooSlow",
    TimeControl => "timeControl",
    Rated => "rated",
    Casual => "casual",
    Standard => "standard",
    Variant => "variant",
    NoBot => "noBot",
    OnlyBot => "onlyBot",
});

impl DeclineReason {
    /// The reason a client names, in any case (lichess reads `toofast` as
    /// `tooFast`); a name it does not know declines for no reason given,
    /// as lichess does (lichess-api-subset.md §3: "unknown = generic").
    #[must_use]
    pub fn read(text: &str) -> Self {
        <Self as crate::Named>::ALL
            .iter()
            .copied()
            .find(|reason| reason.as_str().eq_ignore_ascii_case(text))
            .unwrap_or(Self::Generic)
    }

    /// Whether a person declining on the site may give this reason for a
    /// challenge that is `rated` or not, from a custom position or not,
    /// sent by a BOT or not: asking for the rated or casual game it
    /// already is, for the standard start it already has, or for no bots
    /// from a person makes no sense, and every game here is standard
    /// chess against anyone (no variants, no "only bots"). The API takes
    /// every reason, as lichess does.
    #[must_use]
    pub const fn applies(self, rated: bool, from_position: bool, from_bot: bool) -> bool {
        match self {
            Self::Rated => !rated,
            Self::Casual => rated,
            Self::Standard => from_position,
            Self::NoBot => from_bot,
            Self::Variant | Self::OnlyBot => false,
            Self::Generic | Self::Later | Self::TooFast | Self::TooSlow | Self::TimeControl => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DeclineReason;
    use crate::Named;

    #[test]
    fn a_reason_is_read_in_any_case_and_an_unknown_one_is_generic() {
        let cases = [
            ("tooFast", DeclineReason::TooFast),
            ("toofast", DeclineReason::TooFast),
            ("TIMECONTROL", DeclineReason::TimeControl),
            ("Later", DeclineReason::Later),
            ("noBot", DeclineReason::NoBot),
            ("onlybot", DeclineReason::OnlyBot),
            ("", DeclineReason::Generic),
            ("because", DeclineReason::Generic),
        ];
        for (text, reason) in cases {
            assert_eq!(DeclineReason::read(text), reason, "{text:?}");
        }
    }

    #[test]
    fn every_reason_reads_back_from_its_lowercase_key() {
        // The API shows `declineReasonKey` in lowercase (§3); a client
        // sending it back means the same reason.
        for reason in DeclineReason::ALL {
            assert_eq!(
                DeclineReason::read(&reason.as_str().to_lowercase()),
                *reason
            );
        }
    }

    #[test]
    fn the_site_offers_only_the_reasons_that_can_apply() {
        use DeclineReason::{Casual, NoBot, OnlyBot, Rated, Standard, TooFast, Variant};
        // (reason, rated, from a position, from a BOT, offered)
        let cases = [
            (Rated, false, false, false, true),
            (Rated, true, false, false, false),
            (Casual, true, false, false, true),
            (Casual, false, false, false, false),
            (Standard, false, true, false, true),
            (Standard, false, false, false, false),
            (NoBot, false, false, true, true),
            (NoBot, false, false, false, false),
            (Variant, false, true, true, false),
            (OnlyBot, true, true, true, false),
            (TooFast, true, true, true, true),
        ];
        for (reason, rated, position, bot, offered) in cases {
            assert_eq!(
                reason.applies(rated, position, bot),
                offered,
                "{reason:?} rated {rated} position {position} bot {bot}"
            );
        }
    }
}
