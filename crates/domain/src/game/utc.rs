//! Unix milliseconds as a UTC calendar date and time, for PGN.

use crate::time::DAY_MS as MS_PER_DAY;

/// A UTC date and time to the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct UtcDateTime {
    year: i64,
    month: i64,
    day: i64,
    seconds_of_day: i64,
}

impl UtcDateTime {
    /// The UTC date and time of the Unix instant `ms`.
    pub(super) fn from_unix_ms(ms: i64) -> UtcDateTime {
        let (year, month, day) = civil_from_days(ms.div_euclid(MS_PER_DAY));
        UtcDateTime {
            year,
            month,
            day,
            seconds_of_day: ms.rem_euclid(MS_PER_DAY) / 1000,
        }
    }

    /// The date as PGN writes it: `2024.06.03`.
    pub(super) fn pgn_date(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The time of day: `07:46:40`.
    pub(super) fn time(self) -> String {
        let s = self.seconds_of_day;
        format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    }
}

/// The proleptic Gregorian date of a day counted from 1970-01-01. The
/// calendar repeats every 400 years (146 097 days); counting years from
/// March puts the leap day at the end of the year.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let from_march_0000 = days + 719_468;
    let era = from_march_0000.div_euclid(146_097);
    let day_of_era = from_march_0000.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::UtcDateTime;

    #[test]
    fn the_lichess_example_creation_instant_is_the_third_of_june_2024() {
        let at = UtcDateTime::from_unix_ms(1_717_400_800_000);

        assert_eq!(
            (at.pgn_date(), at.time()),
            ("2024.06.03".to_owned(), "07:46:40".to_owned())
        );
    }

    #[test]
    fn dates_across_leap_days_centuries_and_the_epoch_are_right() {
        let cases = [
            (0, "1970.01.01", "00:00:00"),
            (-1, "1969.12.31", "23:59:59"),
            (951_782_400_000, "2000.02.29", "00:00:00"),
            (951_868_799_000, "2000.02.29", "23:59:59"),
            (4_107_542_400_000, "2100.03.01", "00:00:00"),
            (1_709_164_800_000, "2024.02.29", "00:00:00"),
            (1_735_689_599_000, "2024.12.31", "23:59:59"),
        ];
        for (ms, date, time) in cases {
            let at = UtcDateTime::from_unix_ms(ms);
            assert_eq!(
                (at.pgn_date().as_str(), at.time().as_str()),
                (date, time),
                "{ms}"
            );
        }
    }
}
