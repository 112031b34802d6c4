//! The records the use cases hand to the pages and the API: plain data
//! read from the store, and the typed questions a view asks of it. The
//! web layer names them from here and never from the store, which it
//! cannot reach (docs/architecture.md): it reads through view use cases
//! and writes through command use cases.

pub use redqueen_store::{
    BoardSettingsRow, ChallengeRow, ChatLine, ClubBoardRow, ClubMatchRow, ClubMemberRow,
    ClubResultWaiting, ClubRow, ClubTournamentRow, ExplorerFilter, GameFilter, GameQuery, GameRow,
    LogEntryRow, MatchBoardRow, MatchGameRow, NoticeChoicesRow, OpenChallengeRow, OpeningPlayed,
    PendingWarning, PlayerSearch, ProfileRow, RatingPoint, RatingRow, ReportRow, ResultFilter,
    StoreError, TournamentGameRow, TournamentList, TournamentRow, UserRow, Waiting,
};
