//! Joining and leaving a tournament before its start (tournaments.md:
//! "players join and leave freely until the start"), and withdrawing from
//! one under way.
//!
//! Both take the tournament row's lock with their counting UPDATE, as the
//! start does with its status UPDATE: a join or leave is wholly before the
//! start or refused after it, and two members cannot both take the last
//! seat.

use redqueen_domain::account::MemberId;

use crate::backend::Tx;
use crate::error::StoreResult;
use crate::query::Arg;

/// What came of a join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    Added,
    /// The member had already joined; nothing changed.
    AlreadyIn,
    /// The tournament is full or no longer upcoming; nothing changed.
    Closed,
}

/// What came of a leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    Removed,
    /// The member had not joined; nothing changed.
    NotIn,
    /// The tournament is no longer upcoming; nothing changed.
    Closed,
}

impl Tx {
    /// Enters `user_id` in the upcoming tournament `id` if a seat is free.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_entrant(
        &mut self,
        id: &str,
        user_id: MemberId,
        now: i64,
    ) -> StoreResult<Entry> {
        let inserted = self
            .run(
                "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at) \
                 VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                &[Arg::Text(id), Arg::Member(user_id), Arg::Int(now)],
            )
            .await?;
        if inserted == 0 {
            return Ok(Entry::AlreadyIn);
        }
        let counted = self
            .run(
                "UPDATE tournaments SET entrant_count = entrant_count + 1 \
                 WHERE id = $1 AND status = 'upcoming' AND entrant_count < max_players",
                &[Arg::Text(id)],
            )
            .await?;
        if counted == 1 {
            return Ok(Entry::Added);
        }
        self.delete_entrant(id, user_id).await?;
        Ok(Entry::Closed)
    }

    /// Takes `user_id` out of the upcoming tournament `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove_entrant(&mut self, id: &str, user_id: MemberId) -> StoreResult<Leaving> {
        let counted = self
            .run(
                "UPDATE tournaments SET entrant_count = entrant_count - 1 \
                 WHERE id = $1 AND status = 'upcoming'",
                &[Arg::Text(id)],
            )
            .await?;
        if counted == 0 {
            return Ok(Leaving::Closed);
        }
        if self.delete_entrant(id, user_id).await? == 1 {
            return Ok(Leaving::Removed);
        }
        self.run(
            "UPDATE tournaments SET entrant_count = entrant_count + 1 WHERE id = $1",
            &[Arg::Text(id)],
        )
        .await?;
        Ok(Leaving::NotIn)
    }

    /// Marks `user_id` withdrawn from the tournament `id` under way; `false`
    /// when they are not one of its players still in it (never joined,
    /// withdrawn or disqualified before) or it is not under way.
    ///
    /// # Errors
    /// The database failed.
    pub async fn withdraw_entrant(&mut self, id: &str, user_id: MemberId) -> StoreResult<bool> {
        let changed = self
            .run(
                "UPDATE tournament_entrants SET withdrawn = TRUE \
                 WHERE tournament_id = $1 AND user_id = $2 AND NOT withdrawn AND NOT disqualified \
                 AND tournament_id IN (SELECT id FROM tournaments WHERE status = 'in_progress')",
                &[Arg::Text(id), Arg::Member(user_id)],
            )
            .await?;
        Ok(changed == 1)
    }

    /// The ids of `user_id`'s games in progress in the tournament `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_games_in_progress_of(
        &mut self,
        id: &str,
        user_id: MemberId,
    ) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = crate::query::Source::Write(self)
            .all(
                "SELECT g.id FROM tournament_games t JOIN games g ON g.id = t.game_id \
                 WHERE t.tournament_id = $1 AND g.status = 'started' \
                 AND (g.white_id = $2 OR g.black_id = $2) ORDER BY g.id",
                &[Arg::Text(id), Arg::Member(user_id)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// Takes `member` out of every tournament not over (product.md §11:
    /// a banned or deleted member is not paired again): an upcoming one
    /// loses the entry, one in progress keeps it marked withdrawn, which
    /// the pairings leave out.
    ///
    /// # Errors
    /// The database failed.
    pub async fn withdraw_from_tournaments(&mut self, member: MemberId) -> StoreResult<()> {
        let args = [Arg::Member(member)];
        self.run(
            "UPDATE tournaments SET entrant_count = entrant_count - 1 \
             WHERE status = 'upcoming' AND id IN \
             (SELECT tournament_id FROM tournament_entrants WHERE user_id = $1)",
            &args,
        )
        .await?;
        self.run(
            "DELETE FROM tournament_entrants WHERE user_id = $1 AND tournament_id IN \
             (SELECT id FROM tournaments WHERE status = 'upcoming')",
            &args,
        )
        .await?;
        self.run(
            "UPDATE tournament_entrants SET withdrawn = TRUE WHERE user_id = $1 AND tournament_id IN \
             (SELECT id FROM tournaments WHERE status = 'in_progress')",
            &args,
        )
        .await?;
        Ok(())
    }

    async fn delete_entrant(&mut self, id: &str, user_id: MemberId) -> StoreResult<u64> {
        self.run(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2",
            &[Arg::Text(id), Arg::Member(user_id)],
        )
        .await
    }
}
