use fluent_langneg::{NegotiationStrategy, accepted_languages, negotiate_languages};
use unic_langid::LanguageIdentifier;

/// Picks a shipped language for a request: the member's or the session's
/// explicit choice first, then the browser's `Accept-Language`, then English
/// (product.md §1, §10).
#[must_use]
pub fn negotiate<'a>(
    chosen: Option<&str>,
    accept_language: Option<&str>,
    shipped: impl IntoIterator<Item = &'a str> + Clone,
) -> &'a str {
    if let Some(code) = chosen.and_then(|c| shipped.clone().into_iter().find(|s| *s == c)) {
        return code;
    }
    let available: Vec<LanguageIdentifier> = shipped
        .clone()
        .into_iter()
        .filter_map(|code| code.parse().ok())
        .collect();
    let requested = accepted_languages::parse(accept_language.unwrap_or(""));
    let english: LanguageIdentifier = "en".parse().unwrap_or_default();
    let best = negotiate_languages(
        &requested,
        &available,
        Some(&english),
        NegotiationStrategy::Lookup,
    );
    let best = best.first().map(|id| id.language.as_str().to_owned());
    shipped
        .into_iter()
        .find(|code| Some(*code) == best.as_deref())
        .unwrap_or("en")
}

#[cfg(test)]
mod tests {
    use super::negotiate;

    const SHIPPED: [&str; 2] = ["en", "es"];

    #[test]
    fn an_explicit_choice_wins_over_the_browser() {
        assert_eq!(negotiate(Some("es"), Some("en-US"), SHIPPED), "es");
    }

    #[test]
    fn the_browsers_first_shipped_preference_is_used() {
        assert_eq!(
            negotiate(None, Some("es-MX,es;q=0.9,en;q=0.8"), SHIPPED),
            "es"
        );
        assert_eq!(
            negotiate(None, Some("fr-FR,fr;q=0.9,es;q=0.5"), SHIPPED),
            "es"
        );
        assert_eq!(negotiate(None, Some("de, en;q=0.5"), SHIPPED), "en");
    }

    #[test]
    fn english_is_the_last_resort() {
        assert_eq!(negotiate(None, None, SHIPPED), "en");
        assert_eq!(negotiate(Some("xx"), Some("zz"), SHIPPED), "en");
        assert_eq!(negotiate(None, Some(";;;garbage"), SHIPPED), "en");
    }
}
