//! The feed's text (RFC 5545, with RFC 7986's name and refresh interval),
//! written by the `ics` crate from entries already in the member's words.
//! Times are in UTC (`...Z`): a calendar application shows them in its
//! own time zone, so the feed needs no time zone of its own.

use ics::components::Parameter;
use ics::properties::{Description, DtEnd, DtStart, Name, RefreshInterval, Summary, Transp, URL};
use ics::{Event, ICalendar, escape_text};
use jiff::Timestamp;
use redqueen_domain::vacation::Day;

/// When an entry happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// An instant: a deadline, a round's start.
    At(i64),
    /// The instants `[start, end)`: a vacation.
    Between(i64, i64),
    /// A whole day: a club's meeting.
    On(Day),
}

/// One entry of the feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Stable across versions of the feed (a game's deadline keeps its
    /// entry as it moves), unique on the site.
    pub uid: String,
    pub summary: String,
    pub description: String,
    /// The page the entry is about, absolute.
    pub url: String,
    pub when: When,
}

/// How often a calendar application should read the feed again (RFC 7986
/// `REFRESH-INTERVAL`; Outlook reads `X-PUBLISHED-TTL`): deadlines move
/// with every move.
const REFRESH: &str = "PT1H";

/// An instant as iCalendar's UTC date-time.
fn utc(ms: i64) -> String {
    Timestamp::from_millisecond(ms)
        .unwrap_or(Timestamp::UNIX_EPOCH)
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string()
}

/// A day as iCalendar's date.
fn date(day: Day) -> String {
    day.to_string().replace('-', "")
}

/// The feed named `name` with `entries`, stamped `now`.
#[must_use]
pub fn write(name: &str, entries: &[Entry], now: i64) -> String {
    let mut calendar = ICalendar::new("2.0", "-//redqueen//calendar//EN");
    calendar.push(Name::new(escape_text(name.to_owned())));
    calendar.push(ics::components::Property::new(
        "X-WR-CALNAME",
        escape_text(name.to_owned()),
    ));
    calendar.push(RefreshInterval::new(REFRESH));
    calendar.push(ics::components::Property::new("X-PUBLISHED-TTL", REFRESH));
    let stamp = utc(now);
    for entry in entries {
        let mut event = Event::new(entry.uid.clone(), stamp.clone());
        match entry.when {
            When::At(at) => event.push(DtStart::new(utc(at))),
            When::Between(start, end) => {
                event.push(DtStart::new(utc(start)));
                event.push(DtEnd::new(utc(end)));
            }
            When::On(day) => {
                let mut start = DtStart::new(date(day));
                start.add(Parameter::new("VALUE", "DATE"));
                event.push(start);
                let mut end = DtEnd::new(date(day.plus(1)));
                end.add(Parameter::new("VALUE", "DATE"));
                event.push(end);
            }
        }
        event.push(Summary::new(escape_text(entry.summary.clone())));
        event.push(Description::new(escape_text(entry.description.clone())));
        event.push(URL::new(entry.url.clone()));
        // A deadline is not a meeting: it does not make the member busy.
        event.push(Transp::transparent());
        calendar.add_event(event);
    }
    calendar.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_written_in_utc_with_their_text_escaped() {
        let entries = [
            Entry {
                uid: "game-abc@example.org".into(),
                summary: "Your move; against Bob, now".into(),
                description: "Line one\nline two".into(),
                url: "https://example.org/abc".into(),
                when: When::At(1_790_000_000_000),
            },
            Entry {
                uid: "club-1-2-3@example.org".into(),
                summary: "Quad".into(),
                description: String::new(),
                url: "https://example.org/clubs/1".into(),
                when: When::On(Day::from_ymd(2026, 12, 31).unwrap()),
            },
        ];
        let text = write("redqueen: Alice", &entries, 1_789_000_000_000);
        assert!(
            text.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"),
            "{text}"
        );
        assert!(text.contains("DTSTART:20260921T141320Z\r\n"), "{text}");
        assert!(text.contains("DTSTAMP:20260910T002640Z\r\n"), "{text}");
        assert!(
            text.contains("SUMMARY:Your move\\; against Bob\\, now\r\n"),
            "{text}"
        );
        assert!(
            text.contains("DESCRIPTION:Line one\\nline two\r\n"),
            "{text}"
        );
        assert!(text.contains("DTSTART;VALUE=DATE:20261231\r\n"), "{text}");
        assert!(text.contains("DTEND;VALUE=DATE:20270101\r\n"), "{text}");
        assert!(text.ends_with("END:VCALENDAR\r\n"), "{text}");
    }
}
