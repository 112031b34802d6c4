//! redqueen's use cases and the infrastructure below them, over
//! `redqueen-domain` (the rules, pure) and `redqueen-store` (persistence).
//! The web crate (`redqueen`: the pages, the lichess API, the binary)
//! calls this one and cannot reach the store: it does not depend on it,
//! and [`state::AppState`] keeps the store to this crate.
//!
//! Where things are:
//! - **Use cases**, one folder per word of the seeds: [`accounts`],
//!   [`play`] (challenges, moves, endings, the texts of play's notices,
//!   the game page's view), [`players`] (profiles), [`tournaments`], [`clubs`],
//!   [`conduct`], [`vacation`], [`gems`]; [`departure`] (what ends a
//!   member's play, for a ban and a deletion alike); [`endings`] (what a
//!   game's end writes beyond its row: ratings, gems, a club's ladder); [`operator`] (the
//!   operator's commands). Only they combine the store and the domain:
//!   load, call a pure function, save (`play/transition.rs` is the model).
//!   Each page or endpoint family reads through a view use case beside
//!   the commands of its concern. Beside them, [`monitoring`]: what the
//!   operator's `/health` and `/metrics` read; and [`notices`], the one
//!   room for what tells a member something: the texts stay with their
//!   concern, [`notices::send`] queues them as emails and pushes as the
//!   member chose, and its workers deliver them.
//! - **Jobs** ([`jobs`]: clock sweeper, notices, reminders, digests,
//!   tournament director, lapsed challenges; each runs once on demand
//!   through [`jobs::run_once`]; and the live flag timer), started with
//!   the mail worker and the relay by [`background`].
//! - **Infrastructure**, below the use cases, each part standing alone
//!   (none imports a use case, nor [`state`]): [`events`] (the live
//!   updates hub), [`relay`] (the hub's news to the other servers, inside
//!   the change's transaction; it depends on the hub, not the reverse),
//!   [`metrics`], [`throttle`] and [`api_calls`] (the limits),
//!   [`token_cache`], [`deadlines`] (the deadlines the flag timer keeps),
//!   [`games`] (a stored game restored, which the hub carries as a type it
//!   is given), [`vapid`] (the Web Push key pair), [`i18n`],
//!   [`config`], [`clock`], [`flag`]; [`state`] assembles what everything
//!   shares.
//! - The whole picture, with a move and a report end to end:
//!   docs/architecture.md.

pub mod accounts;
pub mod analysis;
pub mod api_calls;
pub mod background;
pub mod calendar;
pub mod clock;
pub mod clubs;
pub mod conduct;
pub mod config;
pub mod deadlines;
pub mod departure;
pub mod endings;
pub mod events;
pub mod explorer;
pub mod explorer_import;
pub mod federation;
pub mod flag;
pub mod game_streams;
pub mod games;
pub mod gems;
pub mod i18n;
pub mod jobs;
pub mod metrics;
pub mod monitoring;
pub mod notices;
pub mod operator;
pub mod outbound;
pub mod play;
pub mod players;
pub mod presence;
pub mod ratings;
pub mod records;
pub mod relay;
pub mod secret;
pub mod state;
pub mod stored_id;
pub mod throttle;
pub mod token_cache;
pub mod tournaments;
pub mod vacation;
pub mod vapid;
