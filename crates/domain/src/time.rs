//! Lengths of time in the unit every instant is kept in: Unix
//! milliseconds (architecture.md: one convention everywhere).

pub const SECOND_MS: i64 = 1_000;
pub const MINUTE_MS: i64 = 60 * SECOND_MS;
pub const HOUR_MS: i64 = 60 * MINUTE_MS;
/// A UTC calendar day (no leap seconds in Unix time).
pub const DAY_MS: i64 = 24 * HOUR_MS;
