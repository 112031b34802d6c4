//! The time zones a member may read times in (product.md §10): the IANA
//! names of the time-zone database bundled in the binary.

/// A time zone's IANA name known to the database (`Europe/Madrid`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeZoneName(String);

impl TimeZoneName {
    /// The zone named `name`, if the database knows it.
    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        let zone = jiff::tz::db().get(name.trim()).ok()?;
        zone.iana_name().map(|name| Self(name.to_owned()))
    }

    /// Every name the database knows, sorted, for the settings' list.
    #[must_use]
    pub fn all() -> Vec<String> {
        let mut names: Vec<String> = jiff::tz::db()
            .available()
            .map(|name| name.as_str().to_owned())
            .collect();
        names.sort();
        names
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::TimeZoneName;

    #[test]
    fn known_zones_are_accepted_and_others_refused() {
        assert_eq!(
            TimeZoneName::parse("Europe/Madrid").map(|z| z.as_str().to_owned()),
            Some("Europe/Madrid".to_owned())
        );
        assert_eq!(TimeZoneName::parse("Mars/Olympus"), None);
        assert_eq!(TimeZoneName::parse(""), None);
        let all = TimeZoneName::all();
        assert!(all.len() > 300, "{}", all.len());
        assert!(all.iter().any(|z| z == "America/Sao_Paulo"));
    }
}
