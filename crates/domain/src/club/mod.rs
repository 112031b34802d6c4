//! Clubs (seed 002, clubs-and-ladder.md): club ratings from the tables of
//! the G/N time controls, and the ladder board — ranks without gaps in the
//! rungs of a pyramid, the rank changes of a game with their exceptions,
//! and the monthly absence decay. [`ClubHistory`] replays a club's
//! recorded sequence (members joining and leaving, games, decays) into the
//! ladder and every player's index card, so that a corrected result is
//! simply a replay of the corrected sequence.

mod answers;
mod awards;
mod calendar;
mod club_id;
mod control;
mod decay;
mod event_format;
mod event_id;
mod event_rating;
mod event_round;
mod history;
mod ladder;
mod match_board;
mod match_id;
mod placement;
mod rating;
mod recording;
mod records;
mod team_match;

#[cfg(test)]
mod tests;

pub use crate::result::GameResult;
pub use answers::{AnswerRefused, Answerer, GameAnswer};
pub use awards::{Awards, awards};
pub use calendar::{BadDecayDay, BadSeasonDay, DecayDay, SeasonDay};
pub use club_id::ClubId;
pub use control::{ClubControl, UnknownClubControl};
pub use decay::{ABSENCE_FLAG_RANKS, apply_decay, hand_decay_days, months_idle};
pub use event_format::{EventFormat, MAX_ROUNDS, RatedWhen, UnknownEventFormat};
pub use event_id::EventId;
pub use event_rating::{EventGame, rate_together};
pub use event_round::{SectionGame, SectionPast, SectionRound, pair_section, swiss_players};
pub use history::{
    Applied, Cause, ClubEvent, ClubGame, ClubHistory, IndexCard, RankChange, RatingPeriod, Season,
};
pub use ladder::{Ladder, LadderEffect, Rung, game_effect};
pub use match_board::{
    ActsFor, BoardRefused, BoardReport, MatchBoardAction, answer_board, forfeited,
};
pub use match_id::MatchId;
pub use placement::{Qualifier, initial_placement};
pub use rating::{CLUB_START_RATING, club_rating_change};
pub use recording::{
    BadGameNumber, FutureDay, GameNumber, SamePlayer, UnrecordablePlayer, not_in_future,
    recordable, two_players,
};
pub use records::{BoardKind, ClubEventKind, ClubGameStatus, EventStatus, Membership};
pub use team_match::{
    BadBoards, BoardCounts, BoardGame, Entrant, Lineup, MAX_BOARDS, MatchKind, MatchOutcome,
    MatchScore, MatchStatus, RatingLimits, Side, TooFewPlayers, board_games, board_order, line_up,
};
