//! What the pages and the API show of matches between clubs: one match
//! with its rosters, boards and running score; a club's matches; and its
//! record against each club it played.

use std::collections::{BTreeMap, HashMap};

use redqueen_domain::club::{
    BoardGame, ClubId, MatchId, MatchOutcome, MatchScore, MatchStatus, Side,
};
use redqueen_domain::result::GameResult;
use redqueen_store::{ClubMatchRecord, ClubMatchRow, MatchBoardRow, MatchGameRow, MatchPlayerRow};

use super::MatchError;
use crate::state::AppState;

/// Matches a club's list shows, at most.
const LISTED: i64 = 200;

/// One match as its page shows it.
#[derive(Debug, Clone)]
pub struct MatchView {
    pub row: ClubMatchRow,
    /// Each roster by joining order; at the start each player's board.
    pub players: Vec<MatchPlayerRow>,
    /// By board, the inviting club's White game first.
    pub games: Vec<MatchGameRow>,
    /// Over the board, by board.
    pub boards: Vec<MatchBoardRow>,
    /// Over the board, a board counts once both clubs agree on it.
    pub score: MatchScore,
    /// Once the last game has ended.
    pub outcome: Option<MatchOutcome>,
}

impl MatchView {
    /// The roster of `side`, by joining order.
    pub fn roster(&self, side: Side) -> impl Iterator<Item = &MatchPlayerRow> {
        self.players.iter().filter(move |p| p.side == side)
    }

    /// The side of `club` in this match, if it plays in it.
    #[must_use]
    pub fn side_of(&self, club: ClubId) -> Option<Side> {
        side_of(&self.row, club)
    }
}

/// The side of `club` in the match `row`, if it plays in it.
#[must_use]
pub fn side_of(row: &ClubMatchRow, club: ClubId) -> Option<Side> {
    if row.inviting_club_id == club.0 {
        Some(Side::Inviting)
    } else if row.invited_club_id == club.0 {
        Some(Side::Invited)
    } else {
        None
    }
}

/// A game's result, once it has one.
#[must_use]
pub fn result_of(game: &MatchGameRow) -> Option<GameResult> {
    GameResult::of_game(game.status, game.winner)
}

/// The score of games, each given by the club with White and its result
/// once it has one, by the match's rules.
fn score_from(games: impl Iterator<Item = (Side, Option<GameResult>)>) -> MatchScore {
    let scored: Vec<(BoardGame<()>, Option<GameResult>)> = games
        .map(|(white_side, result)| {
            let game = BoardGame {
                board: 0,
                white: (),
                black: (),
                white_side,
            };
            (game, result)
        })
        .collect();
    MatchScore::of(&scored)
}

/// The score of `games` by the match's rules.
#[must_use]
pub fn score_of(games: &[MatchGameRow]) -> MatchScore {
    score_from(games.iter().map(|g| (g.white_side, result_of(g))))
}

fn view(record: ClubMatchRecord) -> MatchView {
    let score = score_of(&record.games).plus(score_from(
        record.boards.iter().map(|b| (b.white_side, b.confirmed())),
    ));
    // A match not started has no games, and so no outcome yet.
    let outcome = if matches!(
        record.row.status,
        MatchStatus::InProgress | MatchStatus::Finished
    ) {
        score.outcome()
    } else {
        None
    };
    MatchView {
        row: record.row,
        players: record.players,
        games: record.games,
        boards: record.boards,
        score,
        outcome,
    }
}

/// The match `id` as the club `club`, one of its two, sees it.
///
/// # Errors
/// [`MatchError::NotFound`] for no such match or one `club` does not
/// play in.
pub async fn match_of(
    state: &AppState,
    club: ClubId,
    id: &MatchId,
) -> Result<MatchView, MatchError> {
    let record = state
        .store
        .club_match(id.as_str())
        .await?
        .filter(|r| side_of(&r.row, club).is_some())
        .ok_or(MatchError::NotFound)?;
    Ok(view(record))
}

/// A club's record against another club: matches won, drawn and lost,
/// and the games' points for and against (in half points).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecordAgainst {
    pub club_id: i64,
    pub club_name: String,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub halves_for: u32,
    pub halves_against: u32,
}

/// A club's matches, the latest first, with each one's score.
#[derive(Debug, Clone)]
pub struct ClubMatches {
    pub matches: Vec<(ClubMatchRow, MatchScore)>,
    /// Against each club played in a finished match, by name.
    pub record: Vec<RecordAgainst>,
}

/// The matches of `club` and its record against each other club.
///
/// # Errors
/// [`MatchError`]: no such club, or the database failed.
pub async fn club_matches(state: &AppState, club: ClubId) -> Result<ClubMatches, MatchError> {
    if state.store.club(club.0).await?.is_none() {
        return Err(MatchError::NoSuchClub);
    }
    let rows = state.store.club_matches_of(club.0, LISTED).await?;
    // The games of the matches started, in one read.
    let started: Vec<&str> = rows
        .iter()
        .filter(|r| matches!(r.status, MatchStatus::InProgress | MatchStatus::Finished))
        .map(|r| r.id.as_str())
        .collect();
    let mut games: HashMap<String, Vec<(Side, Option<GameResult>)>> = HashMap::new();
    for game in state.store.games_of_matches(&started).await? {
        let result = GameResult::of_game(game.status, game.winner);
        games
            .entry(game.match_id)
            .or_default()
            .push((game.white_side, result));
    }
    for board in state.store.boards_of_matches(&started).await? {
        let result = board.confirmed();
        games
            .entry(board.match_id)
            .or_default()
            .push((board.white_side, result));
    }
    let mut matches = Vec::with_capacity(rows.len());
    let mut record: BTreeMap<i64, RecordAgainst> = BTreeMap::new();
    for row in rows {
        let score = games
            .remove(&row.id)
            .map_or_else(MatchScore::default, |g| score_from(g.into_iter()));
        if row.status == MatchStatus::Finished
            && let Some(side) = side_of(&row, club)
        {
            let other = side.other();
            let line = record
                .entry(row.club_of(other))
                .or_insert_with(|| RecordAgainst {
                    club_id: row.club_of(other),
                    club_name: match other {
                        Side::Inviting => row.inviting_name.clone(),
                        Side::Invited => row.invited_name.clone(),
                    },
                    ..RecordAgainst::default()
                });
            let (ours, theirs) = match side {
                Side::Inviting => (score.inviting_halves, score.invited_halves),
                Side::Invited => (score.invited_halves, score.inviting_halves),
            };
            line.halves_for += ours;
            line.halves_against += theirs;
            match score.outcome() {
                Some(MatchOutcome::Won(winner)) if winner == side => line.won += 1,
                Some(MatchOutcome::Won(_)) => line.lost += 1,
                Some(MatchOutcome::Drawn) | None => line.drawn += 1,
            }
        }
        matches.push((row, score));
    }
    let mut record: Vec<RecordAgainst> = record.into_values().collect();
    record.sort_by(|a, b| a.club_name.cmp(&b.club_name));
    Ok(ClubMatches { matches, record })
}
