//! What the tournament director writes: the start, each round with its
//! seed, groups and games, the close of a round, the end.
//!
//! Each step that several app servers might take at once is a conditional
//! UPDATE that only one of them can make (`claim_start`, `close_round`,
//! `end_tournament`); the loser sees `false` and drops its transaction.

use redqueen_domain::account::MemberId;
use redqueen_domain::tournament::{TournamentEnding, TournamentStatus};

use super::{GroupPlayerRow, RoundRow};
use crate::backend::Tx;
use crate::error::StoreResult;
use crate::query::Arg;

/// How a tournament ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentEnd {
    /// Finished or cancelled.
    pub status: TournamentStatus,
    pub winner_id: Option<MemberId>,
    pub reason: TournamentEnding,
}

/// Where a tournament game sits: its round, group, board and Berger round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSeat {
    pub round: i32,
    pub group_number: i32,
    pub board: i32,
    pub slot: i32,
}

impl Tx {
    /// Marks the upcoming tournament `id` as started if its start time has
    /// come; `false` when it was not upcoming (someone else started it).
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_start(&mut self, id: &str, now: i64) -> StoreResult<bool> {
        let changed = self
            .run(
                "UPDATE tournaments SET status = 'in_progress' \
                 WHERE id = $1 AND status = 'upcoming' AND starts_at <= $2",
                &[Arg::Text(id), Arg::Int(now)],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Ends the tournament `id` in progress; `false` when it was not in
    /// progress.
    ///
    /// # Errors
    /// The database failed.
    pub async fn end_tournament(
        &mut self,
        id: &str,
        end: TournamentEnd,
        now: i64,
    ) -> StoreResult<bool> {
        let changed = self
            .run(
                "UPDATE tournaments SET status = $2, winner_id = $3, end_reason = $4, \
                 finished_at = $5 WHERE id = $1 AND status = 'in_progress'",
                &[
                    Arg::Text(id),
                    Arg::Text(end.status.as_str()),
                    Arg::OptMember(end.winner_id),
                    Arg::Text(end.reason.as_str()),
                    Arg::Int(now),
                ],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Keeps the ratings the final standings used, per entrant.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_final_ratings(
        &mut self,
        id: &str,
        ratings: &[(MemberId, Option<i32>)],
    ) -> StoreResult<()> {
        for (user_id, rating) in ratings {
            self.run(
                "UPDATE tournament_entrants SET final_rating = $3 \
                 WHERE tournament_id = $1 AND user_id = $2",
                &[
                    Arg::Text(id),
                    Arg::Member(*user_id),
                    Arg::OptInt(rating.map(i64::from)),
                ],
            )
            .await?;
        }
        Ok(())
    }

    /// Stores a new round of `id` and makes it the current one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_round(&mut self, id: &str, round: &RoundRow) -> StoreResult<()> {
        self.run(
            "INSERT INTO tournament_rounds (tournament_id, number, seed, status, bye_user_id, \
             started_at, finished_at, slot, resume_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &[
                Arg::Text(id),
                Arg::Int(round.number.into()),
                Arg::Int(round.seed),
                Arg::Text(round.status.as_str()),
                Arg::OptMember(round.bye_user_id),
                Arg::Int(round.started_at),
                Arg::OptInt(round.finished_at),
                Arg::Int(round.slot.into()),
                Arg::OptInt(round.resume_at),
            ],
        )
        .await?;
        self.run(
            "UPDATE tournaments SET current_round = $2 WHERE id = $1",
            &[Arg::Text(id), Arg::Int(round.number.into())],
        )
        .await?;
        Ok(())
    }

    /// Places a player in a group of a Double Round Robin round.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_group_player(&mut self, id: &str, row: &GroupPlayerRow) -> StoreResult<()> {
        self.run(
            "INSERT INTO tournament_group_players (tournament_id, round, group_number, seat, \
             user_id, rating) VALUES ($1, $2, $3, $4, $5, $6)",
            &[
                Arg::Text(id),
                Arg::Int(row.round.into()),
                Arg::Int(row.group_number.into()),
                Arg::Int(row.seat.into()),
                Arg::Member(row.user_id),
                Arg::OptInt(row.rating.map(i64::from)),
            ],
        )
        .await?;
        Ok(())
    }

    /// Keeps the ratings a Double Round Robin round was decided with.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_group_ratings(
        &mut self,
        id: &str,
        round: i32,
        ratings: &[(MemberId, Option<i32>)],
    ) -> StoreResult<()> {
        for (user_id, rating) in ratings {
            self.run(
                "UPDATE tournament_group_players SET rating = $4 \
                 WHERE tournament_id = $1 AND round = $2 AND user_id = $3",
                &[
                    Arg::Text(id),
                    Arg::Int(round.into()),
                    Arg::Member(*user_id),
                    Arg::OptInt(rating.map(i64::from)),
                ],
            )
            .await?;
        }
        Ok(())
    }

    /// Records that game `game_id` is board `board` of a round's group,
    /// played in Berger round `slot` (1 but in live groups).
    ///
    /// # Errors
    /// The database failed.
    pub async fn link_tournament_game(
        &mut self,
        id: &str,
        at: GameSeat,
        game_id: &str,
    ) -> StoreResult<()> {
        self.run(
            "INSERT INTO tournament_games (game_id, tournament_id, round, group_number, board, slot) \
             VALUES ($1, $2, $3, $4, $5, $6)",
            &[
                Arg::Text(game_id),
                Arg::Text(id),
                Arg::Int(at.round.into()),
                Arg::Int(at.group_number.into()),
                Arg::Int(at.board.into()),
                Arg::Int(at.slot.into()),
            ],
        )
        .await?;
        Ok(())
    }

    /// Begins the pause after the games of round `number`'s Berger round
    /// `slot` (live tournaments): play resumes at `resume_at`. `false` when
    /// another director began it, or the round moved on.
    ///
    /// # Errors
    /// The database failed.
    pub async fn pause_round(
        &mut self,
        id: &str,
        number: i32,
        slot: i32,
        resume_at: i64,
    ) -> StoreResult<bool> {
        let paused = self
            .run(
                "UPDATE tournament_rounds SET resume_at = $4 WHERE tournament_id = $1 \
                 AND number = $2 AND slot = $3 AND status = 'playing' AND resume_at IS NULL",
                &[
                    Arg::Text(id),
                    Arg::Int(number.into()),
                    Arg::Int(slot.into()),
                    Arg::Int(resume_at),
                ],
            )
            .await?;
        Ok(paused == 1)
    }

    /// Moves round `number` of a live Double Round Robin from Berger round
    /// `slot` to the next; `false` when another director did.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_next_slot(&mut self, id: &str, number: i32, slot: i32) -> StoreResult<bool> {
        let moved = self
            .run(
                "UPDATE tournament_rounds SET slot = slot + 1, resume_at = NULL \
                 WHERE tournament_id = $1 AND number = $2 AND slot = $3 AND status = 'playing'",
                &[
                    Arg::Text(id),
                    Arg::Int(number.into()),
                    Arg::Int(slot.into()),
                ],
            )
            .await?;
        Ok(moved == 1)
    }

    /// Closes round `number` of the tournament in progress `id`; `false`
    /// when it is not its current round or was already closed. The first
    /// statement takes the tournament row's lock, as joins and the start
    /// do, so whoever closes the round decides on a settled field.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_round(&mut self, id: &str, number: i32, now: i64) -> StoreResult<bool> {
        let current = self
            .run(
                "UPDATE tournaments SET current_round = current_round \
                 WHERE id = $1 AND status = 'in_progress' AND current_round = $2",
                &[Arg::Text(id), Arg::Int(number.into())],
            )
            .await?;
        if current == 0 {
            return Ok(false);
        }
        let closed = self
            .run(
                "UPDATE tournament_rounds SET status = 'finished', finished_at = $3 \
                 WHERE tournament_id = $1 AND number = $2 AND status = 'playing'",
                &[Arg::Text(id), Arg::Int(number.into()), Arg::Int(now)],
            )
            .await?;
        Ok(closed == 1)
    }

    /// Swiss: `user_id` lost a game on time and is not paired again
    /// (seed 000).
    ///
    /// # Errors
    /// The database failed.
    pub async fn disqualify_entrant(&mut self, id: &str, user_id: MemberId) -> StoreResult<()> {
        self.run(
            "UPDATE tournament_entrants SET disqualified = TRUE \
             WHERE tournament_id = $1 AND user_id = $2",
            &[Arg::Text(id), Arg::Member(user_id)],
        )
        .await?;
        Ok(())
    }
}
