//! Starting a planned round inside the director's transaction: the round
//! with its seed and bye, the groups, the games (origin `tournament`, so
//! they can be neither aborted nor deleted) and the players' emails; and
//! the later Berger rounds of a live group.

use redqueen_domain::game::Origin;
use redqueen_domain::tournament::RoundStatus;
use redqueen_store::{GameRow, GameSeat, GroupPlayerRow, RoundRow, TournamentRow, Tx};

use super::notices;
use super::plan::{PlannedGame, RoundPlan};
use crate::play::{NewGame, insert_new_game, new_game_id};
use crate::state::AppState;

/// Stores round `plan` of `tournament` at `now` and queues the round's
/// emails; returns the games started, to announce once committed.
///
/// # Errors
/// The database failed, or the stored time control does not parse.
pub async fn begin_round(
    state: &AppState,
    tx: &mut Tx,
    tournament: &TournamentRow,
    plan: &RoundPlan,
    now: i64,
) -> anyhow::Result<Vec<GameRow>> {
    let id = tournament.id.as_str();
    tx.insert_round(
        id,
        &RoundRow {
            number: plan.number,
            seed: plan.seed,
            status: RoundStatus::Playing,
            bye_user_id: plan.bye,
            started_at: now,
            finished_at: None,
            slot: 1,
            resume_at: None,
        },
    )
    .await?;
    for (group_number, seats) in (1..).zip(&plan.groups) {
        for (seat, &user_id) in (1..).zip(seats) {
            let row = GroupPlayerRow {
                round: plan.number,
                group_number,
                seat,
                user_id,
                rating: None,
            };
            tx.insert_group_player(id, &row).await?;
        }
    }
    let started = start_games(tx, tournament, plan.number, 1, &plan.games, now).await?;
    notices::round_started(state, tx, tournament, plan, &started).await?;
    Ok(started)
}

/// Starts `games`, Berger round `slot` of round `number` of `tournament`,
/// at `now`; returns them, to announce once committed.
///
/// # Errors
/// The database failed, or the stored time control does not parse.
pub async fn start_games(
    tx: &mut Tx,
    tournament: &TournamentRow,
    number: i32,
    slot: i32,
    games: &[PlannedGame],
    now: i64,
) -> anyhow::Result<Vec<GameRow>> {
    let time_control = tournament.time_control;
    let mut started = Vec::with_capacity(games.len());
    for (board, game) in (1..).zip(games) {
        let new = NewGame {
            id: new_game_id(),
            white_id: game.white,
            black_id: game.black,
            origin: Origin::Tournament,
            time_control,
            rated: tournament.rated,
            initial_fen: None,
            vacation_allowed: tournament.vacation_allowed,
            club: None,
        };
        let row = insert_new_game(tx, new, now).await?;
        let seat = GameSeat {
            round: number,
            group_number: game.group,
            board,
            slot,
        };
        tx.link_tournament_game(&tournament.id, seat, &row.id)
            .await?;
        started.push(row);
    }
    Ok(started)
}
