//! The black-box tests: the real server on a random port over a fresh
//! database, driven over HTTP like a browser or a client library, on
//! SQLite and PostgreSQL. One test crate, so that it compiles and links
//! once (docs/testing.md).
// Cargo builds this crate only as a test, so `cfg(test)` always holds here;
// saying so lets clippy count the scenarios and helpers as test code, not
// only the `#[test]` functions (clippy.toml: unwrap and expect in tests).
#![cfg(test)]

#[macro_use]
mod support;

mod account_deletion;
mod accounts;
mod analysis;
mod api_call_limits;
mod authorization;
mod backup;
mod berserk;
mod bot_sessions;
mod bots;
mod browser;
mod calendar;
mod cli;
mod club_event_pages;
mod club_events;
mod club_matches;
mod club_notices;
mod club_pages;
mod club_seasons;
mod clubs;
mod conduct;
mod crash;
mod csrf;
mod explorer;
mod export;
mod federation;
mod game_cap;
mod gems;
mod languages;
mod lichess_bot;
mod live;
mod live_pages;
mod live_socket;
mod mail_delivery;
mod metrics;
mod nul;
mod open_challenges;
mod openapi;
mod openings;
mod operator_and_api;
mod play;
mod play_pages;
mod push;
mod push_devices;
mod ratings;
mod schemathesis;
mod socket_moves;
mod stream_limits;
mod strict_params;
mod text_fields;
mod tournaments;
mod two_servers;
mod vacation;
mod web_experience;
mod your_turn;
