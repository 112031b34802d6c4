//! The start and the end of a match between clubs (issue 52): at its
//! start an invitation nobody answered expires, and a match whose smaller
//! roster is under the minimum is cancelled; otherwise the boards are set
//! by the domain's rules and their games start (over the board: the
//! boards wait for their results). A match ends when its
//! last game does. Each step begins with a conditional UPDATE only one
//! app server can make, so running it twice, or on two servers, does it
//! once.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    BoardCounts, Entrant, MatchId, MatchStatus, Side, board_games, board_order, line_up,
};
use redqueen_domain::game::Origin;
use redqueen_domain::rating::Pool;
use redqueen_store::{ClubMatchRecord, ClubMatchRow, GameRow, Tx};

use crate::play::{NewGame, commit_announcing, insert_new_game, new_game_id};
use crate::state::AppState;

/// Ratings looked up per query (PostgreSQL binds at most 65,535 values).
const RATINGS_PER_QUERY: usize = 1000;

/// Starts, cancels or expires the match `id` if its start has come.
/// Returns whether this call did it.
///
/// # Errors
/// The database failed; nothing was written.
pub async fn start_match(state: &AppState, id: &MatchId) -> anyhow::Result<bool> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let Some(record) = tx.lock_club_match(id.as_str()).await? else {
        return Ok(false);
    };
    if record.row.starts_at > now {
        return Ok(false);
    }
    match record.row.status {
        MatchStatus::Invited => {
            let expired = tx
                .move_club_match(id.as_str(), MatchStatus::Invited, MatchStatus::Expired, now)
                .await?;
            tx.commit().await?;
            tracing::info!(r#match = %id, "club match invitation expired");
            Ok(expired)
        }
        MatchStatus::Registering => {
            let order = BoardOrder {
                ratings: ratings(state, &record).await?,
                ranks: ranks(state, &record.row).await?,
            };
            begin(state, tx, &record, &order, now).await
        }
        _ => Ok(false),
    }
}

/// What orders the boards: the ratings in the match's pool online, each
/// club's ladder over the board.
struct BoardOrder {
    /// The unrated are missing; empty over the board.
    ratings: HashMap<MemberId, i32>,
    /// Each side's ladder ranks, from 1; empty online.
    ranks: HashMap<(Side, MemberId), u32>,
}

/// The ratings of the rosters in the match's pool; the unrated are
/// missing. None over the board, whose boards follow the ladders.
async fn ratings(
    state: &AppState,
    record: &ClubMatchRecord,
) -> anyhow::Result<HashMap<MemberId, i32>> {
    if !record.row.kind.online() {
        return Ok(HashMap::new());
    }
    let ids: Vec<MemberId> = record.players.iter().map(|p| p.user_id).collect();
    let pool = Pool::of(record.row.time_control);
    let mut ratings = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(RATINGS_PER_QUERY) {
        for (user, row) in state.store.ratings_of(chunk, pool.as_str()).await? {
            if let Some(rating) = row.record.rating {
                ratings.insert(user, rating);
            }
        }
    }
    Ok(ratings)
}

/// Each club's ladder ranks over the board (issue 52: "by ladder rank for
/// over the board, the club's own order"); none online.
async fn ranks(
    state: &AppState,
    row: &ClubMatchRow,
) -> anyhow::Result<HashMap<(Side, MemberId), u32>> {
    let mut ranks = HashMap::new();
    if row.kind.online() {
        return Ok(ranks);
    }
    for side in [Side::Inviting, Side::Invited] {
        if let Some(club) = state.store.club(row.club_of(side)).await? {
            for (member, rank) in crate::clubs::sequence::ladder_of(&club)
                .into_iter()
                .zip(1..)
            {
                ranks.insert((side, member), rank);
            }
        }
    }
    Ok(ranks)
}

/// Under the match's lock: cancels it under the minimum, or seats the
/// boards and starts their games.
async fn begin(
    state: &AppState,
    mut tx: Tx,
    record: &ClubMatchRecord,
    order: &BoardOrder,
    now: i64,
) -> anyhow::Result<bool> {
    let ratings = &order.ratings;
    let row = &record.row;
    let id = row.id.as_str();
    let kind = row.kind;
    // Tournaments' rule: the unrated order last.
    let entrants = |side: Side| -> Vec<Entrant<MemberId>> {
        record
            .players
            .iter()
            .filter(|p| p.side == side)
            .map(|p| Entrant {
                player: p.user_id,
                rating: ratings.get(&p.user_id).copied().unwrap_or(0),
                ladder_rank: order.ranks.get(&(side, p.user_id)).copied(),
                registered_at: p.joined_at,
            })
            .collect()
    };
    let inviting = board_order(kind, &entrants(Side::Inviting));
    let invited = board_order(kind, &entrants(Side::Invited));
    let counts = BoardCounts::new(
        u32::try_from(row.min_boards)?,
        u32::try_from(row.max_boards)?,
    )?;
    let lineup = match line_up(counts, &inviting, &invited) {
        Ok(lineup) => lineup,
        Err(too_few) => {
            let cancelled = tx
                .move_club_match(id, MatchStatus::Registering, MatchStatus::Cancelled, now)
                .await?;
            if cancelled {
                let players: Vec<(MemberId, Side)> =
                    record.players.iter().map(|p| (p.user_id, p.side)).collect();
                super::notices::cancelled(state, &mut tx, row, &players, too_few).await?;
            }
            tx.commit().await?;
            state.notices_queued();
            tracing::info!(
                r#match = id,
                inviting = too_few.inviting,
                invited = too_few.invited,
                minimum = too_few.minimum,
                "club match cancelled: too few players"
            );
            return Ok(cancelled);
        }
    };
    if !tx
        .move_club_match(id, MatchStatus::Registering, MatchStatus::InProgress, now)
        .await?
    {
        return Ok(false);
    }
    let boards = i32::try_from(lineup.boards.len())?;
    tx.set_match_boards(id, boards).await?;
    let mut seats = Vec::with_capacity(record.players.len());
    let board_of: HashMap<MemberId, i32> = (1..)
        .zip(&lineup.boards)
        .flat_map(|(board, (a, b))| [(*a, board), (*b, board)])
        .collect();
    for player in &record.players {
        let board = board_of.get(&player.user_id).copied();
        let rating = ratings.get(&player.user_id).copied();
        tx.seat_match_player(id, player.user_id, board, rating)
            .await?;
        seats.push((player.user_id, player.side, board));
    }
    let games = board_games(kind, &lineup);
    let mut started: Vec<GameRow> = Vec::new();
    for game in &games {
        let board = i32::try_from(game.board)?;
        if !kind.online() {
            // Over the board: the board waits for its result.
            tx.insert_match_board(id, board, game.white, game.black, game.white_side)
                .await?;
            continue;
        }
        let new = NewGame {
            id: new_game_id(),
            white_id: game.white,
            black_id: game.black,
            origin: Origin::ClubMatch,
            time_control: row.time_control,
            rated: row.rated,
            initial_fen: None,
            // product.md §4: only tournaments may disallow vacation.
            vacation_allowed: true,
            club: None,
        };
        let stored = insert_new_game(&mut tx, new, now).await?;
        tx.link_match_game(id, board, game.white_side, &stored.id)
            .await?;
        started.push(stored);
    }
    let seated = ClubMatchRow {
        boards,
        ..row.clone()
    };
    super::notices::started(state, &mut tx, &seated, &seats, &games, &started).await?;
    commit_announcing(state, tx, &started).await?;
    state.notices_queued();
    tracing::info!(
        r#match = id,
        boards,
        games = games.len(),
        "club match started"
    );
    Ok(true)
}

/// Ends the match `id` once none of its games is being played. Returns
/// whether this call ended it.
///
/// # Errors
/// The database failed; nothing was written.
pub async fn finish_match(state: &AppState, id: &MatchId) -> anyhow::Result<bool> {
    let mut tx = state.store.begin().await?;
    let finished = tx.finish_club_match(id.as_str(), state.now()).await?;
    tx.commit().await?;
    if finished {
        tracing::info!(r#match = %id, "club match finished");
    }
    Ok(finished)
}
