//! The club rules against the spec's tables and examples, verbatim.

mod history;
mod ladder;
mod properties;
mod rating_tables;
