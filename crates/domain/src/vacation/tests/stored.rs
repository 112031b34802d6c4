//! Reading vacations and days back from their serialized form: what cannot
//! be built cannot be read either.

use serde::Deserialize;
use serde::de::IntoDeserializer;
use serde::de::value::{Error, MapDeserializer};

use super::{day, whole_days};
use crate::vacation::{Day, Vacation};

fn read_vacation(start: i64, end: i64) -> Result<Vacation, Error> {
    Vacation::deserialize(MapDeserializer::new(
        [("start", start), ("end", end)].into_iter(),
    ))
}

fn read_day(text: &str) -> Result<Day, Error> {
    Day::deserialize(text.into_deserializer())
}

#[test]
fn a_stored_vacation_reads_back_from_its_start_and_end() {
    let vacation = whole_days("2025-07-01", 10);

    assert_eq!(
        read_vacation(vacation.start(), vacation.end()),
        Ok(vacation)
    );
}

#[test]
fn a_stored_vacation_that_does_not_end_after_it_starts_is_refused() {
    let refused = read_vacation(1000, 1000).unwrap_err();

    assert_eq!(
        refused.to_string(),
        "a vacation must end after it starts: it starts at 1000 and ends at 1000 (Unix ms)"
    );
}

#[test]
fn a_day_reads_back_from_its_date_and_not_from_other_text() {
    assert_eq!(read_day("2025-07-01"), Ok(day("2025-07-01")));
    assert_eq!(
        read_day("2025-02-29").unwrap_err().to_string(),
        "2025-02-29 is not a day of the calendar"
    );
}
