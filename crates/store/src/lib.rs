//! Persistence for redqueen: one API over two backends (architecture.md,
//! crates/store). SQLite is the embedded default; PostgreSQL is for scale.
//!
//! Every query is written once, with `$n` placeholders that both backends
//! understand, and run on whichever pool the database URL chose. Writes go
//! through [`Tx`], a transaction; reads may use the [`Store`] directly.

mod access_tokens;
mod account_tokens;
mod accounts;
mod analysis;
mod backend;
mod backup;
mod blocks;
mod board_settings;
mod bots;
mod calendar;
mod challenges;
mod chat;
mod clubs;
mod conduct;
mod cross_server;
mod deletion;
mod error;
mod explorer;
mod federation;
mod fields;
mod game_columns;
mod game_query;
mod games;
mod gauges;
mod gems;
mod notes;
mod notice_choices;
mod open_challenges;
mod openings;
mod outbox;
mod pg_saves;
mod presence;
mod profiles;
mod push;
mod query;
mod rate_counts;
mod ratings;
pub mod seeding;
mod sessions;
mod sqlite_checkpoint;
mod sqlite_direct;
mod sqlite_reads;
mod sqlite_saves;
mod sqlite_writer;
mod tournaments;
mod vacations;
mod waiting;

pub use access_tokens::AccessTokenRow;
pub use account_tokens::{AccountTokenPurpose, ConsumedAccountToken};
pub use accounts::{NewAccount, UserRow};
pub use backend::{Durability, PG_POOL_CONNECTIONS, Store, Tx};
pub use board_settings::BoardSettingsRow;
pub use calendar::{CalendarBoard, CalendarRound, CalendarTournament};
pub use challenges::ChallengeRow;
pub use chat::{ChatLine, ChatLineRef};
pub use clubs::{
    ClubBoardRow, ClubCardRow, ClubEntryRow, ClubGameKey, ClubMatchRecord, ClubMatchRow,
    ClubMemberRow, ClubResultWaiting, ClubRow, ClubSettingsRow, ClubTournamentRow, GameReport,
    MatchAnswer, MatchBoardRow, MatchGameRow, MatchPlayerRow, NewClub, NewClubBoard, NewClubEvent,
    NewClubMatch, NewClubTournament, PlayedMatch, Recorded, ScoredBoard, ScoredGame, SequenceEntry,
};
pub use conduct::{LogEntryRow, NewLogEntry, NewReport, PendingWarning, ReportRow};
pub use cross_server::EventListener;
pub use error::{StoreError, StoreResult};
pub use explorer::{
    ExploredGame, ExplorerCount, ExplorerFilter, ExplorerImportRow, ExplorerMoveRow,
    IMPORTED_GAMES, SITE_GAMES,
};
pub use federation::KeyPem;
pub use game_query::{GameFilter, GameQuery, ResultFilter};
pub use games::{GameCounts, GameRow, GameToChange};
pub use gauges::{PendingMail, PoolUse};
pub use gems::{GemEntryRow, GemGameRow, NewGemEntry};
pub use notice_choices::NoticeChoicesRow;
pub use open_challenges::OpenChallengeRow;
pub use openings::OpeningPlayed;
pub use outbox::{MailStatus, NewMail, OutboxMail};
pub use profiles::{FoundPlayer, PlayerSearch, ProfileRow};
pub use push::{NewPush, NewPushSubscription, OutboxPush, PushLease, PushSubscriptionRow};
pub use ratings::{RankedPlayer, RatedResult, RatingPoint, RatingRow};
pub use sessions::SessionRow;
pub use tournaments::{
    EntrantRow, Entry, GameSeat, GroupPlayerRow, Leaving, RoundRow, TournamentEnd,
    TournamentGameRow, TournamentList, TournamentRecord, TournamentRow,
};
pub use vacations::VacationRow;
pub use waiting::Waiting;

#[cfg(feature = "testing")]
mod contents;
#[cfg(feature = "testing")]
pub mod testing;
