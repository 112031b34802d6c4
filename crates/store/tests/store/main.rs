//! The store's conformance suite: every scenario on SQLite and PostgreSQL
//! (`backend_tests!`). One test crate, so that it compiles and links once
//! (docs/testing.md).
// Cargo builds this crate only as a test, so `cfg(test)` always holds here;
// saying so lets clippy count the scenarios and helpers as test code, not
// only the `#[test]` functions (clippy.toml: unwrap and expect in tests).
#![cfg(test)]

mod clubs;
mod conformance;
mod cross_server;
mod deletion;
mod games;
mod players;
mod presence;
mod tournaments;
mod vacations;
mod writes;
