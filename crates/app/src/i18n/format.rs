//! Dates, times and numbers in the reader's conventions (product.md §10):
//! CLDR's data through ICU4X, one helper for every page and email. Fluent
//! formats every number it is given through [`fluent_number`], so a count
//! in a message is written as its language writes numbers.
//!
//! Numbers under 10,000 take no group separator in any language (ICU's
//! "min2" grouping): ratings, years and scores read as chess players
//! write them everywhere (1850, not 1,850).

use fixed_decimal::Decimal;
use fluent_bundle::FluentValue;
use icu_datetime::DateTimeFormatter;
use icu_datetime::fieldsets::{YMD, YMDET};
use icu_datetime::input::{Date, DateTime, Time};
use icu_datetime::options::TimePrecision;
use icu_decimal::DecimalFormatter;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_locale_core::Locale;
use unic_langid::LanguageIdentifier;

/// The date and time formatters of one language (its numbers are
/// Fluent's, [`fluent_number`]).
pub(super) struct Formats {
    instant: DateTimeFormatter<YMDET>,
    date: DateTimeFormatter<YMD>,
}

impl Formats {
    /// The formatters of the language `code` (`pt`, `de`...).
    ///
    /// # Errors
    /// ICU has no data for it (caught by the tests before shipping).
    pub(super) fn new(code: &str) -> anyhow::Result<Self> {
        let locale: Locale = code.parse()?;
        let instant = DateTimeFormatter::try_new(
            (&locale).into(),
            YMDET::medium().with_time_precision(TimePrecision::Minute),
        )?;
        let date = DateTimeFormatter::try_new((&locale).into(), YMD::medium())?;
        Ok(Self { instant, date })
    }

    /// A weekday, date and time: "Tue, Dec 3, 2026, 4:10 AM".
    pub(super) fn instant(&self, at: &jiff::Zoned) -> String {
        civil(at).map_or_else(String::new, |dt| self.instant.format(&dt).to_string())
    }

    /// A date: "Dec 3, 2026".
    pub(super) fn date(&self, at: &jiff::Zoned) -> String {
        civil(at).map_or_else(String::new, |dt| self.date.format(&dt.date).to_string())
    }
}

fn civil(at: &jiff::Zoned) -> Option<DateTime<icu_calendar::Iso>> {
    let date = Date::try_new_iso(
        i32::from(at.year()),
        u8::try_from(at.month()).ok()?,
        u8::try_from(at.day()).ok()?,
    )
    .ok()?;
    let time = Time::try_new(
        u8::try_from(at.hour()).ok()?,
        u8::try_from(at.minute()).ok()?,
        0,
        0,
    )
    .ok()?;
    Some(DateTime { date, time })
}

/// A language's numbers: Fluent's memoized formatter of each bundle.
struct NumberFormat(DecimalFormatter);

impl NumberFormat {
    fn of(locale: &Locale) -> anyhow::Result<Self> {
        let mut options = DecimalFormatterOptions::default();
        options.grouping_strategy = Some(GroupingStrategy::Min2);
        Ok(Self(DecimalFormatter::try_new(locale.into(), options)?))
    }

    /// Fluent's own digits (which keep the message's fraction digits),
    /// written with the language's separators.
    fn format(&self, value: &FluentValue<'_>) -> String {
        let FluentValue::Number(number) = value else {
            return String::new();
        };
        let digits = number.as_string();
        match digits.parse::<Decimal>() {
            Ok(decimal) => self.0.format(&decimal).to_string(),
            Err(_) => digits.into_owned(),
        }
    }
}

impl intl_memoizer::Memoizable for NumberFormat {
    type Args = ();
    type Error = String;

    fn construct(lang: LanguageIdentifier, (): ()) -> Result<Self, String> {
        let locale: Locale = lang.to_string().parse().map_err(|e| format!("{e:?}"))?;
        Self::of(&locale).map_err(|e| e.to_string())
    }
}

/// The bundles' number formatter: every number a message is given.
pub(super) fn fluent_number(
    value: &FluentValue<'_>,
    memoizer: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    if !matches!(value, FluentValue::Number(_)) {
        return None;
    }
    memoizer
        .with_try_get::<NumberFormat, _, _>((), |format| format.format(value))
        .ok()
}

#[cfg(test)]
mod tests {
    use fluent_bundle::FluentValue;

    use super::NumberFormat;
    use crate::i18n::I18n;

    /// 2026-11-30 04:03:37 UTC, a Monday.
    const AT: i64 = 1_796_011_417_527;

    /// Issue 49: a ladder card read "0 games, No ranks earned": the
    /// words follow the games after a comma, so no language capitalizes
    /// them.
    #[test]
    fn a_ladder_cards_ranks_follow_its_games_in_lower_case_in_every_language() {
        let i18n = I18n::load().unwrap();
        for language in i18n.languages() {
            let lang = i18n.lang(language.code).unwrap();
            let none = lang.t_with(
                "club-card-ranks-earned",
                &[("direction", "none".into()), ("ranks", 0.into())],
            );
            let first = none.chars().next().unwrap();
            assert!(!first.is_uppercase(), "{}: {none}", language.code);
        }
    }

    #[test]
    fn instants_dates_and_numbers_follow_each_language() {
        let i18n = I18n::load().unwrap();
        let cases = [
            (
                "en",
                "Mon, Nov 30, 2026, 4:03\u{202f}AM (UTC)",
                "Nov 30, 2026",
                "12,500",
                "2.5",
            ),
            (
                "de",
                "Mo., 30.11.2026, 04:03 (UTC)",
                "30.11.2026",
                "12.500",
                "2,5",
            ),
            (
                "fr",
                "lun. 30 nov. 2026, 04:03 (UTC)",
                "30 nov. 2026",
                "12\u{202f}500",
                "2,5",
            ),
            (
                "pl",
                "pon., 30 lis 2026, 04:03 (UTC)",
                "30 lis 2026",
                "12\u{a0}500",
                "2,5",
            ),
            (
                "tr",
                "30 Kas 2026 Pzt 04:03 (UTC)",
                "30 Kas 2026",
                "12.500",
                "2,5",
            ),
        ];
        for (code, instant, date, thousands, half) in cases {
            let lang = i18n.lang(code).unwrap();
            assert_eq!(lang.instant(AT), instant, "{code}");
            assert_eq!(lang.date(AT), date, "{code}");
            let number = |value: f64| {
                let format = NumberFormat::of(&code.parse().unwrap()).unwrap();
                format.format(&FluentValue::from(value))
            };
            assert_eq!(number(12_500.0), thousands, "{code}");
            assert_eq!(number(2.5), half, "{code}");
            // Ratings and years: no separator under 10,000.
            assert_eq!(number(1850.0), "1850", "{code}");
        }
    }

    #[test]
    fn times_are_written_in_the_readers_zone_and_say_which() {
        let i18n = I18n::load().unwrap();
        let madrid = i18n.lang("es").unwrap().in_zone(Some("Europe/Madrid"));
        assert_eq!(
            madrid.instant(AT),
            "lun, 30 nov 2026, 05:03 (Europe/Madrid)"
        );
        assert_eq!(madrid.zone_name(), "Europe/Madrid");
        // Past midnight in Auckland: the date moves on too.
        let auckland = i18n.english().in_zone(Some("Pacific/Auckland"));
        assert_eq!(auckland.date(AT), "Nov 30, 2026");
        assert_eq!(auckland.date(AT + 14 * 3_600_000), "Dec 1, 2026");
        let unknown = i18n.english().in_zone(Some("Mars/Olympus"));
        assert_eq!(unknown.zone_name(), "UTC");
    }

    #[test]
    fn numbers_inside_messages_take_the_languages_separators() {
        let i18n = I18n::load().unwrap();
        let minutes = |code: &str| {
            i18n.lang(code)
                .unwrap()
                .t_with("duration-minutes", &[("minutes", 12_500.into())])
        };
        assert_eq!(minutes("en"), "12,500 minutes");
        assert_eq!(minutes("es"), "12.500 minutos");
    }
}
