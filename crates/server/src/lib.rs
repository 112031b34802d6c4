//! The redqueen server's web: the pages, the lichess-compatible API and
//! the binary that serves them beside the background work, over
//! `redqueen-app` (the use cases and the infrastructure below them) and
//! `redqueen-domain` (the rules, pure). This crate does not depend on
//! the store: a handler extracts, calls one use case and renders.
//!
//! - [`http`]: `pages/` (HTML) and `api/` (the lichess API).
//! - [`app`] starts and stops the web server with the background work,
//!   and [`cli`] is the operator's commands.
//! - The use cases and the infrastructure are named here as they are in
//!   `redqueen-app` (`crate::play`, `crate::state` ...), so the web reads
//!   the same paths as the rest.
//! - The whole picture, with a move and a report end to end:
//!   docs/architecture.md.

pub use redqueen_app::{
    accounts, analysis, api_calls, background, calendar, clock, clubs, conduct, config, deadlines,
    departure, events, explorer, explorer_import, federation, flag, game_streams, games, gems,
    i18n, jobs, metrics, monitoring, notices, operator, play, players, presence, ratings, records,
    relay, secret, state, stored_id, throttle, token_cache, tournaments, vacation, vapid,
};

pub mod app;
pub mod cli;
pub mod http;
