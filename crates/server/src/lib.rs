//! The redqueen server: web pages, the lichess-compatible API and the
//! background jobs, over `redqueen-domain` and `redqueen-store`.

pub mod accounts;
pub mod app;
pub mod cli;
pub mod clock;
pub mod config;
pub mod events;
pub mod flag;
pub mod games;
pub mod http;
pub mod i18n;
pub mod jobs;
pub mod mail;
pub mod play;
pub mod players;
pub mod ratings;
pub mod secret;
pub mod state;
pub mod tournaments;
pub mod vacation;
