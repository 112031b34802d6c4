//! The rating pool a players page shows (product.md §7: profiles, the
//! leaderboard and the finder show both pools): chosen with `pool=`, and
//! named in the reader's language.

use redqueen_domain::Named;
use redqueen_domain::rating::Pool;

use crate::http::errors::PageError;

/// Every pool, in the order pages show them: correspondence first, the
/// rating every member has a use for (product.md §7).
pub const POOLS: &[Pool] = <Pool as Named>::ALL;

/// The pool a `pool` parameter names: correspondence when it is absent or
/// empty.
///
/// # Errors
/// [`PageError::UnknownPool`] for any other text: a typo is refused rather
/// than silently showing another pool.
pub fn chosen(text: Option<&str>) -> Result<Pool, PageError> {
    match text.map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(Pool::Correspondence),
        Some(text) => text.parse().map_err(|_| PageError::UnknownPool),
    }
}

/// The messages naming a pool. A match rather than ids built from the
/// pool's name, so that a new pool cannot be drawn without its words.
#[derive(Debug, Clone, Copy)]
pub struct PoolWords {
    /// "Live": tabs and choices.
    pub name: &'static str,
    /// "Live rating": rating lines and columns.
    pub rating: &'static str,
    /// "Live rating history": the chart's heading.
    pub history: &'static str,
}

#[must_use]
pub const fn words(pool: Pool) -> PoolWords {
    match pool {
        Pool::Correspondence => PoolWords {
            name: "pool-name-correspondence",
            rating: "pool-rating-correspondence",
            history: "pool-history-correspondence",
        },
        Pool::Live => PoolWords {
            name: "pool-name-live",
            rating: "pool-rating-live",
            history: "pool-history-live",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::I18n;

    #[test]
    fn a_pool_is_chosen_by_its_name_and_correspondence_when_none_is_given() {
        assert_eq!(chosen(None).ok(), Some(Pool::Correspondence));
        assert_eq!(chosen(Some("")).ok(), Some(Pool::Correspondence));
        assert_eq!(chosen(Some("live")).ok(), Some(Pool::Live));
        assert_eq!(
            chosen(Some("correspondence")).ok(),
            Some(Pool::Correspondence)
        );
        for bad in ["blitz", "Live", "1"] {
            assert!(
                matches!(chosen(Some(bad)), Err(PageError::UnknownPool)),
                "{bad}"
            );
        }
    }

    #[test]
    fn every_pool_has_its_own_words_in_english_and_spanish() {
        let i18n = I18n::load().unwrap();
        for lang in [i18n.english(), i18n.lang("es").unwrap()] {
            let fields: [fn(PoolWords) -> &'static str; 3] =
                [|w| w.name, |w| w.rating, |w| w.history];
            for field in fields {
                let mut texts = std::collections::HashSet::new();
                for pool in POOLS {
                    let id = field(words(*pool));
                    let text = lang.t(id);
                    assert_ne!(text, id, "a message of {pool:?}");
                    texts.insert(text);
                }
                assert_eq!(texts.len(), POOLS.len(), "{texts:?}");
            }
        }
        assert_eq!(i18n.english().t(words(Pool::Live).rating), "Live rating");
    }
}
