//! Clubs (seed 002, clubs-and-ladder.md): founding, members and directors,
//! games over the board reported and confirmed, the monthly absence
//! decay, and the ladder as the replay of each club's recorded sequence
//! (`redqueen_domain::club`). The web pages and the API call these.

mod decay;
mod error;
mod events;
mod found;
mod games;
mod matches;
mod membership;
mod notices;
mod online;
mod season;
mod sequence;
mod settings;
mod view;
mod views;

pub use decay::{apply_decay_on, apply_due_decays};
pub use error::ClubError;
pub(crate) use events::withdraw_everywhere;
pub use events::{
    BoardAction, Cell, EventView, NewEvent, RatingsAfter, SectionView, StandingLine, act_on_board,
    create_event, enter, event_view, export_csv, export_trf, missing_results, points, start_round,
    withdraw,
};
pub use found::{DESCRIPTION_MAX, NAME_MAX, found_club};
pub use games::{RecordGame, answer_game, correct_game, record_game};
pub use matches::{
    Answer as MatchReply, ClubMatches, Invitation, InvitationForm, MATCH_DESCRIPTION_MAX,
    MATCH_REASON_MAX, MatchError, MatchView, RecordAgainst, RosterChange, answer as answer_match,
    answer_match_board, change_roster, club_matches, finish_match, invite as invite_club, match_of,
    result_of as match_game_result, start_match,
};
pub(crate) use membership::hand_over_clubs;
pub use membership::{MemberAction, act_on_member, add_member, ask_to_join};
pub use online::challenge;
pub(crate) use online::record_online_game;
pub use redqueen_domain::club::GameAnswer;
pub use season::close_season;
pub use sequence::{replay_stale_clubs, season_of as season_rules};
pub use settings::{ClubSettings, change_settings};
pub use view::{
    GameLine, HistoryLine, LadderLine, SeasonReport, card_history, games, ladder, season_awards,
};
pub use views::{
    ClubDirectory, ClubPage, PlayerCard, club, club_events, club_page, club_with_directors,
    directory, directs, named_drops, player_card,
};
