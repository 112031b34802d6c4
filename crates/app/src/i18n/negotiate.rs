/// Picks a shipped language for a request: the member's or the session's
/// explicit choice first, then the browser's `Accept-Language` by its
/// quality values (a regional tag falls back to its language: `pt-PT` to
/// `pt`, `de-AT` to `de`), then English (product.md §1, §10).
#[must_use]
pub fn negotiate<'a>(
    chosen: Option<&str>,
    accept_language: Option<&str>,
    shipped: impl IntoIterator<Item = &'a str> + Clone,
) -> &'a str {
    if let Some(code) = chosen.and_then(|c| shipped.clone().into_iter().find(|s| *s == c)) {
        return code;
    }
    for wanted in preferences(accept_language.unwrap_or("")) {
        let exact = shipped
            .clone()
            .into_iter()
            .find(|code| code.eq_ignore_ascii_case(wanted));
        let language = primary(wanted);
        let regional = || {
            shipped
                .clone()
                .into_iter()
                .find(|code| primary(code).eq_ignore_ascii_case(language))
        };
        if let Some(code) = exact.or_else(regional) {
            return code;
        }
    }
    "en"
}

/// The language tags of an `Accept-Language` header, most wanted first:
/// by quality value (1 when absent), in the header's order among equals;
/// a tag with `q=0` (not wanted) or a malformed one is left out.
fn preferences(header: &str) -> Vec<&str> {
    let mut tags: Vec<(&str, f32)> = header
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let valid = !tag.is_empty()
                && tag != "*"
                && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
            if !valid {
                return None;
            }
            let mut quality = 1.0;
            for parameter in parts {
                let (name, value) = parameter.split_once('=')?;
                if name.trim().eq_ignore_ascii_case("q") {
                    quality = value.trim().parse::<f32>().ok()?;
                }
            }
            (quality > 0.0 && quality <= 1.0).then_some((tag, quality))
        })
        .collect();
    // A stable sort: equal qualities keep the header's order.
    tags.sort_by(|a, b| b.1.total_cmp(&a.1));
    tags.into_iter().map(|(tag, _)| tag).collect()
}

/// The language subtag of a tag: `pt` of `pt-BR`.
fn primary(tag: &str) -> &str {
    tag.split('-').next().unwrap_or(tag)
}

#[cfg(test)]
mod tests {
    use super::negotiate;

    const SHIPPED: [&str; 5] = ["en", "es", "fr", "pl", "pt"];

    #[test]
    fn an_explicit_choice_wins_over_the_browser() {
        assert_eq!(negotiate(Some("es"), Some("en-US"), SHIPPED), "es");
    }

    #[test]
    fn the_browsers_preferences_are_taken_by_quality() {
        let cases = [
            ("es-MX,es;q=0.9,en;q=0.8", "es"),
            ("de-DE,de;q=0.9,es;q=0.5", "es"),
            ("pl;q=0.9, fr;q=0.8", "pl"),
            ("fr;q=0.8, pl;q=0.9", "pl"),
            ("fr;q=0.8, pl", "pl"),
            ("pl;q=0, fr;q=0.1", "fr"),
            ("de, en;q=0.5", "en"),
            ("*, es;q=0.5", "es"),
            ("fr;q=2, es", "es"),
        ];
        for (header, picked) in cases {
            assert_eq!(negotiate(None, Some(header), SHIPPED), picked, "{header}");
        }
    }

    #[test]
    fn regional_tags_fall_back_to_their_language() {
        assert_eq!(negotiate(None, Some("pt-PT"), SHIPPED), "pt");
        assert_eq!(negotiate(None, Some("pt-BR,en;q=0.5"), SHIPPED), "pt");
        assert_eq!(negotiate(None, Some("FR-ca"), SHIPPED), "fr");
        assert_eq!(negotiate(None, Some("de-AT, pl-PL;q=0.4"), SHIPPED), "pl");
    }

    #[test]
    fn english_is_the_last_resort() {
        assert_eq!(negotiate(None, None, SHIPPED), "en");
        assert_eq!(negotiate(Some("xx"), Some("zz"), SHIPPED), "en");
        assert_eq!(negotiate(None, Some(";;;garbage"), SHIPPED), "en");
    }
}
