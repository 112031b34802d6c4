//! lichess's speed of a time control (lichess-api-subset.md: from
//! `limit + 40 × increment` seconds), which its shapes show as `speed` and
//! `perf`. Our live pool is one rating shown under every live speed
//! (decision 10), so the speed only labels a game.

use super::time_control::TimeControl;
use crate::name::named;

/// A lichess speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Under 30 seconds (estimated).
    UltraBullet,
    /// Under 3 minutes.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
    /// Clocks in days.
    Correspondence,
}

named!("speed", Speed {
    UltraBullet => "ultraBullet",
    Bullet => "bullet",
    Blitz => "blitz",
    Rapid => "rapid",
    Classical => "classical",
    Correspondence => "correspondence",
});

impl Speed {
    /// The speeds a live clock can have, lichess's perf keys the live pool
    /// is shown under.
    pub const LIVE: [Speed; 4] = [Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical];

    /// The speed of `control`: a live clock by its estimated length,
    /// `round + 40 × extra` seconds.
    #[must_use]
    pub const fn of(control: TimeControl) -> Speed {
        if control.is_correspondence() {
            return Speed::Correspondence;
        }
        // lichess's estimate: the initial time plus 40 moves' increments.
        let estimate = control.initial_ms() / 1000 + 40 * (control.increment_ms() / 1000);
        if estimate < 30 {
            Speed::UltraBullet
        } else if estimate < 180 {
            Speed::Bullet
        } else if estimate < 480 {
            Speed::Blitz
        } else if estimate < 1500 {
            Speed::Rapid
        } else {
            Speed::Classical
        }
    }

    /// lichess's `perf.name`: the key capitalised (`Rapid`), which
    /// lichess-bot lowercases to index `perfs`.
    #[must_use]
    pub const fn perf_name(self) -> &'static str {
        match self {
            Speed::UltraBullet => "UltraBullet",
            Speed::Bullet => "Bullet",
            Speed::Blitz => "Blitz",
            Speed::Rapid => "Rapid",
            Speed::Classical => "Classical",
            Speed::Correspondence => "Correspondence",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Named;

    fn speed(text: &str) -> Speed {
        Speed::of(text.parse().unwrap())
    }

    /// lichess-api-subset.md: `limit + 40*increment` seconds, `blitz`
    /// under 480, `rapid` under 1500, else `classical`; days:
    /// `correspondence`.
    #[test]
    fn speeds_follow_the_estimated_length() {
        for (control, expected) in [
            ("3d/move", Speed::Correspondence),
            ("30d/game", Speed::Correspondence),
            ("fast 5m/1m", Speed::Blitz),
            ("fast 5m/1m+3s", Speed::Blitz),
            ("fast 8m/1m", Speed::Rapid),
            ("fast 10m/2m+5s", Speed::Rapid),
            ("fast 20m/5m+60s", Speed::Classical),
            ("fast 24m/5m", Speed::Rapid),
            ("fast 25m/5m", Speed::Classical),
            ("standard 30m/10m", Speed::Classical),
        ] {
            assert_eq!(speed(control), expected, "{control}");
        }
    }

    #[test]
    fn perf_names_are_the_capitalised_keys() {
        for speed in Speed::ALL {
            assert_eq!(
                speed.perf_name().to_ascii_lowercase(),
                speed.as_str().to_ascii_lowercase()
            );
        }
    }
}
