//! Every user-facing string comes from Project Fluent files under
//! `locales/<lang>/` (product.md §10). English is the source; a message
//! missing in a language falls back to English, message by message.

mod catalog;
mod completeness;
mod format;
mod negotiate;
pub mod time;
mod zones;

use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue;
pub use negotiate::negotiate;
pub use zones::TimeZoneName;

/// One shipped language: its code, its own name, its messages, its
/// conventions for dates and numbers.
pub struct Language {
    pub code: &'static str,
    pub name: &'static str,
    /// The share of the English messages it has, in percent, for the
    /// languages page.
    pub translated_percent: usize,
    bundle: FluentBundle<FluentResource>,
    formats: format::Formats,
}

/// All shipped languages; the first is English, the fallback.
pub struct I18n {
    languages: Vec<Language>,
}

impl I18n {
    /// Loads the catalog compiled into the binary.
    ///
    /// # Errors
    /// A file that does not parse or repeats a message id: caught by the
    /// tests before it can ship.
    pub fn load() -> anyhow::Result<Arc<Self>> {
        let english: Vec<&str> = catalog::FILES[0]
            .2
            .iter()
            .flat_map(|source| message_ids_of(source))
            .collect();
        let languages = catalog::FILES
            .iter()
            .map(|(code, name, files)| {
                let id: LanguageIdentifier = code.parse()?;
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks: they would show in plain-text
                // emails and break exact text in tests.
                bundle.set_use_isolating(false);
                bundle.set_formatter(Some(format::fluent_number));
                for source in *files {
                    let resource = FluentResource::try_new((*source).to_owned())
                        .map_err(|(_, e)| anyhow::anyhow!("locales/{code}: syntax errors {e:?}"))?;
                    bundle
                        .add_resource(resource)
                        .map_err(|e| anyhow::anyhow!("locales/{code}: {e:?}"))?;
                }
                let formats = format::Formats::new(code)?;
                let translated = english.iter().filter(|id| bundle.has_message(id)).count();
                Ok(Language {
                    code,
                    name,
                    translated_percent: translated * 100 / english.len().max(1),
                    bundle,
                    formats,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Arc::new(Self { languages }))
    }

    /// The shipped languages, English first.
    #[must_use]
    pub fn languages(&self) -> &[Language] {
        &self.languages
    }

    /// A handle to the language with this code, if shipped.
    #[must_use]
    pub fn lang(self: &Arc<Self>, code: &str) -> Option<Lang> {
        self.languages
            .iter()
            .position(|l| l.code == code)
            .map(|index| Lang {
                i18n: Arc::clone(self),
                index,
                zone: None,
            })
    }

    /// English, the fallback.
    #[must_use]
    pub fn english(self: &Arc<Self>) -> Lang {
        Lang {
            i18n: Arc::clone(self),
            index: 0,
            zone: None,
        }
    }
}

/// The ids of the messages a Fluent source defines (each at the start of
/// its line).
fn message_ids_of(source: &str) -> impl Iterator<Item = &str> {
    source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once('=').map(|(id, _)| id.trim()))
}

/// The instant `ms` in `zone` (UTC when `None`).
fn zoned(ms: i64, zone: Option<jiff::tz::TimeZone>) -> Option<jiff::Zoned> {
    let at = jiff::Timestamp::from_millisecond(ms).ok()?;
    Some(at.to_zoned(zone.unwrap_or(jiff::tz::TimeZone::UTC)))
}

/// A language chosen for one request or one email, with the reader's
/// time zone (UTC unless they set one).
#[derive(Clone)]
pub struct Lang {
    i18n: Arc<I18n>,
    index: usize,
    zone: Option<jiff::tz::TimeZone>,
}

impl Lang {
    /// The same language read in the time zone named `zone` (an IANA
    /// name, `Europe/Madrid`); UTC when `None` or unknown.
    #[must_use]
    pub fn in_zone(mut self, zone: Option<&str>) -> Self {
        self.zone = zone.and_then(|name| jiff::tz::db().get(name).ok());
        self
    }

    /// The reader's time zone as shown beside times: `UTC`,
    /// `Europe/Madrid`.
    #[must_use]
    pub fn zone_name(&self) -> &str {
        self.zone
            .as_ref()
            .and_then(jiff::tz::TimeZone::iana_name)
            .unwrap_or("UTC")
    }

    fn zoned(&self, ms: i64) -> Option<jiff::Zoned> {
        zoned(ms, self.zone.clone())
    }

    /// An instant in the reader's conventions and time zone, saying the
    /// zone: "Tue, Dec 3, 2026, 4:10 AM (UTC)".
    #[must_use]
    pub fn instant(&self, ms: i64) -> String {
        let Some(at) = self.zoned(ms) else {
            return String::new();
        };
        let formatted = self.i18n.languages[self.index].formats.instant(&at);
        self.t_with(
            "time-in-zone",
            &[
                ("time", FluentValue::from(formatted)),
                ("zone", FluentValue::from(self.zone_name())),
            ],
        )
    }

    /// The date of an instant in the reader's time zone: "Dec 3, 2026".
    #[must_use]
    pub fn date(&self, ms: i64) -> String {
        self.zoned(ms).map_or_else(String::new, |at| {
            self.i18n.languages[self.index].formats.date(&at)
        })
    }

    /// A vacation day, counted in UTC for everyone (product.md §5):
    /// "Mar 1, 2027".
    #[must_use]
    pub fn day(&self, day: redqueen_domain::vacation::Day) -> String {
        zoned(day.start_ms(), None).map_or_else(String::new, |at| {
            self.i18n.languages[self.index].formats.date(&at)
        })
    }

    /// The language's code (`es`), for `<html lang>` and cookies.
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.i18n.languages[self.index].code
    }

    /// All shipped languages, for the language picker.
    #[must_use]
    pub fn all(&self) -> &[Language] {
        self.i18n.languages()
    }

    /// The message `id` in this language, or in English when missing.
    #[must_use]
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with arguments (`{ $name }` in the Fluent file).
    #[must_use]
    pub fn t_with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        self.format(id, Some(&fluent_args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let languages = &self.i18n.languages;
        let found = [self.index, 0].into_iter().find_map(|i| {
            let bundle = &languages[i].bundle;
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
            if !errors.is_empty() {
                tracing::warn!(
                    id,
                    language = languages[i].code,
                    ?errors,
                    "message formatted with errors"
                );
            }
            Some(text)
        });
        found.unwrap_or_else(|| {
            tracing::warn!(id, "message missing in every language");
            id.to_owned()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_language_loads_without_errors() {
        let i18n = I18n::load().unwrap();
        assert_eq!(i18n.languages()[0].code, "en");
        assert!(i18n.lang("es").is_some());
    }

    #[test]
    fn messages_are_translated_with_their_arguments() {
        let i18n = I18n::load().unwrap();
        let es = i18n.lang("es").unwrap();
        assert_eq!(es.t("nav-log-in"), "Entrar");
        let text = es.t_with("email-greeting", &[("username", "Ana".into())]);
        assert!(text.contains("Ana"), "{text}");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let i18n = I18n::load().unwrap();
        assert_eq!(i18n.english().t("no-such-message"), "no-such-message");
    }

    #[test]
    fn every_file_under_locales_is_compiled_in() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        for language in std::fs::read_dir(&root).unwrap() {
            let language = language.unwrap();
            let code = language.file_name().into_string().unwrap();
            let listed = catalog::FILES.iter().find(|(c, _, _)| *c == code);
            let listed = listed.map_or(0, |(_, _, files)| files.len());
            let on_disk = std::fs::read_dir(language.path()).unwrap().count();
            assert_eq!(
                listed, on_disk,
                "locales/{code}: files on disk vs compiled in"
            );
        }
    }
}
