//! Correspondence play (product.md §2–§6): challenges and open games, the
//! game's transitions, the clock, and what each change tells the players.
//! The web pages, the lichess-compatible API and the background jobs all
//! call these same use cases.

mod actions;
mod actor;
mod board_view;
mod challenge;
mod challenge_lists;
mod challenge_view;
pub mod chat;
mod error;
mod game_view;
mod gems;
mod history;
mod ids;
mod lapse;
mod my_games;
mod notes;
pub(crate) mod notices;
mod now_playing;
mod open_challenge;
mod open_challenge_view;
mod opening;
mod player_game;
mod rating;
mod record;
mod refusal;
mod start;
mod streams;
mod timeouts;
pub(crate) mod transition;
mod visibility;
mod waiting;

pub use actions::{
    Action, PlayMove, abort, act, adjudicate, claim_draw, conditional_moves, draw, forfeit,
    give_time, play_move, request_deletion, resign, set_conditional_moves, time_out,
};
pub use board_view::{BoardView, board_view};
pub use challenge::reasons_that_apply;
pub use challenge::{
    ChallengeRequest, accept_challenge, cancel_challenge, cancel_or_abort, create_challenge,
    decline_challenge, may_accept, rematch,
};
pub use challenge_lists::{Challengers, ChallengesView, LobbyView, challenges_view, lobby_view};
pub use challenge_view::{
    ChallengeLists, ChallengeParties, Ratings, challenge_lists, challenge_parties, challenge_view,
    find_challenge,
};
pub use error::PlayError;
pub use game_view::{GamePlace, GameView, game_view};
pub use gems::settle_gems;
pub use history::{GameExport, GameWithPlayers, export_games, exported_game};
pub use ids::new_game_id;
pub use lapse::lapse_challenges;
pub use my_games::{
    FinishedGames, GameListNames, GamesView, HomeView, PlayingGames, games_view, home_view,
};
pub use notes::{note, note_text, set_note};
pub use now_playing::{NowPlaying, now_playing, now_playing_game};
pub use open_challenge::{
    OpenRequest, accept_any_challenge, create_open_challenge, join_open_challenge,
};
pub use open_challenge_view::{OpenChallengeView, open_challenge_view, waiting_open_challenge};
pub use opening::opening_of;
pub use player_game::player_game;
pub use rating::{CORRESPONDENCE, rate_finished_game};
pub use record::{adjudication_reason, pgn};
/// Re-exported: the requests and pages name the colour a challenger asks
/// for as part of the play use cases.
pub use redqueen_domain::game::ChallengeColor;
pub use refusal::{Refusal, game_error_message, play_error_text};
pub use start::{NewGame, commit_announcing, games_started, insert_new_game};
pub use streams::{EventStreamOpening, current_game, event_stream_opening, streamed_game};
pub use timeouts::{Ending, EndingsWritten, unrated_endings};
pub use visibility::{may_see, visible_game};
pub use waiting::waiting;
