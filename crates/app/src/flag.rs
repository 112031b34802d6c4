//! Yes-or-no values, read one way wherever they arrive: lichess clients
//! send `true`/`True`/`1`/`yes` (lichess-api-subset.md §A), browsers send a
//! checked checkbox as `on`. Anything else is refused, never taken as yes.

use serde::de::{self, Deserialize, Deserializer, Unexpected};

/// `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`, in any case; `None`
/// for anything else.
#[must_use]
pub fn parse_flag(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" => Some(true),
        "false" | "0" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// A checkbox of a page form: off when absent (browsers leave unchecked
/// boxes out), refused when it holds anything [`parse_flag`] refuses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flag(pub bool);

impl<'de> Deserialize<'de> for Flag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_flag(&text)
            .map(Flag)
            .ok_or_else(|| de::Error::invalid_value(Unexpected::Str(&text), &"on or off"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_of_yes_and_no_is_read_and_nothing_else() {
        for yes in ["true", "True", "1", "yes", "YES", "on", " on "] {
            assert_eq!(parse_flag(yes), Some(true), "{yes}");
        }
        for no in ["false", "False", "0", "no", "off"] {
            assert_eq!(parse_flag(no), Some(false), "{no}");
        }
        for neither in ["perhaps", "", "2", "y", "onn"] {
            assert_eq!(parse_flag(neither), None, "{neither}");
        }
    }

    #[derive(Debug, Default, serde::Deserialize)]
    #[serde(default)]
    struct Form {
        rated: Flag,
    }

    #[test]
    fn a_checkbox_is_off_when_absent_on_when_checked_and_refused_otherwise() {
        let read = |body: &str| serde_urlencoded::from_str::<Form>(body).map(|f| f.rated);
        assert_eq!(read("").ok(), Some(Flag(false)));
        assert_eq!(read("rated=on").ok(), Some(Flag(true)));
        assert!(read("rated=perhaps").is_err());
    }
}
