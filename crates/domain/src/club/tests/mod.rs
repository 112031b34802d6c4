//! The club rules against the spec's tables and examples, verbatim.

mod event_rounds;
mod events;
mod history;
mod ladder;
mod properties;
mod rating_tables;
mod team_matches;
