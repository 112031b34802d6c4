//! Players: profiles with their rating history, the leaderboard, the
//! opponent finder, the personal information members give (product.md §1,
//! §7, §9), and each member's gems (live-games.md "Gems").

mod archive;
pub(crate) mod chart;
mod finder;
pub(crate) mod gems;
mod leaderboard;
mod personal;
mod pool;

pub(crate) use pool::words as pool_words;
mod profile;

use axum::Router;
use axum::routing::get;

use crate::i18n::Lang;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/@/{username}", get(profile::show))
        .route("/@/{username}/games", get(archive::show))
        .route("/leaderboard", get(leaderboard::show))
        .route("/players", get(finder::show))
        .route("/gems", get(gems::show))
        .route(
            "/settings/profile",
            get(personal::show).post(personal::save),
        )
}

/// A rating as people read it: "1712", "Provisional: 1650 (4 games)" or
/// "Unrated" (product.md §9).
#[must_use]
pub fn rating_text(lang: &Lang, rating: Option<i32>, games: u32) -> String {
    match rating {
        None => lang.t("rating-unrated"),
        Some(rating) if games < 25 => lang.t_with(
            "rating-provisional",
            &[("rating", rating.into()), ("games", games.into())],
        ),
        Some(rating) => rating.to_string(),
    }
}

/// The flag of an ISO 3166-1 alpha-2 country code, as emoji.
#[must_use]
pub fn flag(country: &str) -> String {
    country
        .chars()
        .filter(char::is_ascii_uppercase)
        .filter_map(|c| char::from_u32(0x1F1E6 + (c as u32 - 'A' as u32)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::I18n;

    #[test]
    fn ratings_read_as_unrated_provisional_or_a_number() {
        let en = I18n::load().unwrap().english();
        assert_eq!(rating_text(&en, None, 0), "Unrated");
        assert_eq!(
            rating_text(&en, Some(1650), 4),
            "Provisional: 1650 (4 games)"
        );
        assert_eq!(rating_text(&en, Some(1712), 25), "1712");
    }

    #[test]
    fn a_country_code_becomes_its_flag() {
        assert_eq!(flag("ES"), "🇪🇸");
        assert_eq!(flag("GB"), "🇬🇧");
    }
}
