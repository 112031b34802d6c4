//! What the pages and the API show of a club: the ladder with every
//! player's index card as kept, and the recorded games with what each did
//! (replayed).

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    Applied, Awards, Cause, ClubControl, ClubGameStatus, ClubHistory, ClubId, GameResult,
    IndexCard, Ladder, Rung, awards,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{ClubRow, SequenceEntry};
use shakmaty::ByColor;

use super::ClubError;
use super::sequence::{card_of, ladder_of, season_of};
use crate::state::AppState;

/// A line of the ladder: a player's index card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderLine {
    pub rank: u32,
    pub rung: Rung,
    pub member: MemberId,
    pub username: String,
    pub card: IndexCard,
    /// The "new" mark (decisions of turn 3): not a player of the season's
    /// SLQ ([`IndexCard::is_new`]).
    pub new: bool,
}

/// The club and its ladder from rank 1 down. The cards' season counts
/// read 0 once a new season has begun.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn ladder(
    state: &AppState,
    club: ClubId,
) -> Result<(ClubRow, Vec<LadderLine>), ClubError> {
    let row = state.store.club(club.0).await?.ok_or(ClubError::NotFound)?;
    let cards: HashMap<MemberId, (String, IndexCard)> = state
        .store
        .club_cards(club.0)
        .await?
        .iter()
        .map(|c| (c.member_id, (c.username.clone(), card_of(c))))
        .collect();
    let rules = season_of(&row);
    let season = rules.of(Day::containing(state.now()));
    let slq_held = cards.values().any(|(_, c)| c.qualified == Some(season));
    let lines = ladder_of(&row)
        .into_iter()
        .zip(1..)
        .filter_map(|(member, rank)| {
            let (username, mut card) = cards.get(&member).cloned()?;
            if card.season < season {
                card.games = 0;
                card.ranks_earned = 0;
                card.rated_games = 0;
            }
            Some(LadderLine {
                rank,
                rung: Rung::of(rank),
                member,
                username,
                new: card.is_new(season, slq_held, |day| rules.of(day)),
                card,
            })
        })
        .collect();
    Ok((row, lines))
}

/// A recorded game and what it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLine {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub result: GameResult,
    pub played_on: Day,
    pub control: ClubControl,
    pub status: ClubGameStatus,
    /// Over the board: the game's number among the games alike.
    pub game_number: Option<i32>,
    pub rating_change: Option<ByColor<i32>>,
    /// `(username, from, to)`; `None` is off the ladder.
    pub rank_changes: Vec<(String, Option<u32>, Option<u32>)>,
}

/// The club's recorded sequence replayed from scratch: each entry with
/// what it did, and the names of everyone it names.
struct Replayed {
    entries: Vec<(SequenceEntry, Applied<MemberId>)>,
    names: HashMap<MemberId, String>,
}

impl Replayed {
    async fn of(state: &AppState, club: ClubId) -> Result<Self, ClubError> {
        let row = state.store.club(club.0).await?.ok_or(ClubError::NotFound)?;
        let events = state.store.club_events(club.0).await?;
        let ids: Vec<MemberId> = events.iter().flat_map(SequenceEntry::members).collect();
        let names = state
            .store
            .users_by_ids(&ids)
            .await?
            .into_iter()
            .map(|u| (u.id, u.username))
            .collect();
        let mut history = ClubHistory::new(season_of(&row));
        let entries = events
            .into_iter()
            .map(|entry| {
                let applied = history.record(&entry.event());
                (entry, applied)
            })
            .collect();
        Ok(Self { entries, names })
    }

    fn name(&self, id: MemberId) -> String {
        self.names.get(&id).cloned().unwrap_or_default()
    }
}

/// Every recorded game of the club in the order recorded, with the
/// rating and rank changes the replay gives it.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn games(state: &AppState, club: ClubId) -> Result<Vec<GameLine>, ClubError> {
    let replayed = Replayed::of(state, club).await?;
    let lines = replayed
        .entries
        .iter()
        .filter_map(|(entry, applied)| {
            let (game, report) = entry.game().filter(|(game, _)| game.ladder)?;
            Some(GameLine {
                id: entry.id,
                white: replayed.name(game.white),
                black: replayed.name(game.black),
                result: report.result,
                played_on: entry.on_day,
                control: game.control,
                status: report.status,
                game_number: report.number,
                rating_change: applied.rating_change,
                rank_changes: applied
                    .rank_changes
                    .iter()
                    .map(|c| (replayed.name(c.player), c.from, c.to))
                    .collect(),
            })
        })
        .collect();
    Ok(lines)
}

/// One change of a player's rank, with its cause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryLine {
    pub on: Day,
    pub from: Option<u32>,
    pub to: Option<u32>,
    pub cause: Cause,
    /// For a game: the opponent, the result, and whether a director
    /// corrected it.
    pub opponent: Option<String>,
    pub result: Option<GameResult>,
    pub corrected: bool,
}

/// Every change of `member`'s rank in the club, newest first: their
/// games, their decays, joining and leaving the ladder (the replay of the
/// sequence, so a corrected result shows as corrected).
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn card_history(
    state: &AppState,
    club: ClubId,
    member: MemberId,
) -> Result<Vec<HistoryLine>, ClubError> {
    let replayed = Replayed::of(state, club).await?;
    let mut lines = Vec::new();
    for (entry, applied) in &replayed.entries {
        let game = entry.game();
        for change in applied.rank_changes.iter().filter(|c| c.player == member) {
            let opponent = game.and_then(|(game, _)| {
                [game.white, game.black]
                    .into_iter()
                    .find(|id| *id != member)
            });
            lines.push(HistoryLine {
                on: entry.on_day,
                from: change.from,
                to: change.to,
                cause: change.cause,
                opponent: opponent
                    .filter(|_| change.cause == Cause::Game)
                    .map(|id| replayed.name(id)),
                result: game.map(|(_, report)| report.result),
                corrected: entry.corrected_at.is_some(),
            });
        }
    }
    lines.reverse();
    Ok(lines)
}

/// A season's awards report.
#[derive(Debug, Clone)]
pub struct SeasonReport {
    pub club: ClubRow,
    /// The season shown, by the year it started.
    pub season: i64,
    /// The season under way.
    pub current: i64,
    /// `None` for a club with nobody on its ladder.
    pub awards: Option<Awards<String>>,
}

/// The awards of `season` (when `None`, the one under way, or the one
/// just ended between a season's end and the next start;
/// clubs-and-ladder.md "Awards"), with the players' names; `None` for a
/// club with nobody on its ladder. The season under way reads the ladder
/// and cards as kept; an earlier one replays the sequence up to its end
/// (its close, or the first entry of a later season).
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn season_awards(
    state: &AppState,
    club: ClubId,
    season: Option<i64>,
) -> Result<SeasonReport, ClubError> {
    let row = state.store.club(club.0).await?.ok_or(ClubError::NotFound)?;
    let cards = state.store.club_cards(club.0).await?;
    let names: HashMap<MemberId, String> = cards
        .iter()
        .map(|c| (c.member_id, c.username.clone()))
        .collect();
    let name = |id: &MemberId| names.get(id).cloned().unwrap_or_default();
    let today = Day::containing(state.now());
    let rules = season_of(&row);
    let current = rules.of(today);
    // Between a season's end and the next start, the season just ended
    // (unless a director opened the next one by closing it early).
    let just_ended = if rules.in_break(today) && rules.opened != Some(current) {
        current - 1
    } else {
        current
    };
    let season = season.unwrap_or(just_ended).min(current);
    let history = if season == current {
        let ladder = Ladder::from_ranks(ladder_of(&row).iter().map(name).collect());
        let by_name = cards
            .iter()
            .map(|c| (c.username.clone(), card_of(c)))
            .collect();
        ClubHistory::from_parts(season_of(&row), ladder, by_name)
    } else {
        let mut history = ClubHistory::new(season_of(&row));
        for stored in state.store.club_events(club.0).await? {
            if history.season().of(stored.on_day) > season
                || (stored.closes_season() && history.season().of(stored.on_day) == season)
            {
                break;
            }
            history.record(&stored.event().map_players(name));
        }
        history
    };
    Ok(SeasonReport {
        awards: awards(&history, season),
        club: row,
        season,
        current,
    })
}
