//! The redqueen server: web pages, the lichess-compatible API and the
//! background jobs, over `redqueen-domain` (the rules, pure) and
//! `redqueen-store` (persistence).
//!
//! Where things are:
//! - **Use cases**, one folder per word of the seeds: [`accounts`],
//!   [`play`] (challenges, moves, endings, the emails of play, the game
//!   page's view), [`players`] (profiles), [`tournaments`], [`clubs`],
//!   [`conduct`], [`vacation`]; [`departure`] (what ends a member's play,
//!   for a ban and a deletion alike). Only they combine the store and the
//!   domain: load, call a pure function, save (`play/transition.rs` is the
//!   model). Beside them, [`monitoring`]: what the operator's `/health`
//!   and `/metrics` read.
//! - **Adapters**: [`http`] (`pages/` HTML, `api/` the lichess API; a
//!   handler parses, calls one use case, renders) and [`jobs`] (clock
//!   sweeper, notices, reminders, digests, tournament director, lapsed
//!   challenges; each runs once on demand through [`jobs::run_once`]; and
//!   the live flag timer).
//! - **Infrastructure**, below the use cases, each part standing alone
//!   (none imports a use case, nor [`state`]): [`events`] (the live
//!   updates hub), [`relay`] (the hub's news to the other servers, inside
//!   the change's transaction; it depends on the hub, not the reverse),
//!   [`metrics`], [`throttle`] and [`api_calls`] (the limits),
//!   [`token_cache`], [`deadlines`] (the deadlines the flag timer keeps),
//!   [`games`] (a stored game restored, which the hub carries as a type it
//!   is given), [`mail`] (rendering and the outbox worker), [`i18n`],
//!   [`config`], [`clock`], [`flag`]; [`state`] assembles what everything
//!   shares; [`app`] starts and stops it all and [`cli`] is the operator's
//!   commands.
//! - The whole picture, with a move and a report end to end:
//!   docs/architecture.md.

pub mod accounts;
pub mod api_calls;
pub mod app;
pub mod cli;
pub mod clock;
pub mod clubs;
pub mod conduct;
pub mod config;
pub mod deadlines;
pub mod departure;
pub mod events;
pub mod flag;
pub mod game_streams;
pub mod games;
pub mod gems;
pub mod http;
pub mod i18n;
pub mod jobs;
pub mod mail;
pub mod metrics;
pub mod monitoring;
pub mod play;
pub mod players;
pub mod presence;
pub mod ratings;
pub mod records;
pub mod relay;
pub mod secret;
pub mod state;
pub mod throttle;
pub mod token_cache;
pub mod tournaments;
pub mod vacation;
