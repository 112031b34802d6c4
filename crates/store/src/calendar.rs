//! A member's calendar feed (docs/calendar.md): the secret of its address,
//! and what it lists besides the games' deadlines — the tournaments they
//! entered with their rounds, and the rounds of their club events. Every
//! read starts from the member's own rows, through their indexes.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::BoardKind;
use redqueen_domain::tournament::TournamentStatus;
use redqueen_domain::vacation::Day;

use crate::accounts::{USER_COLUMNS, UserRow};
use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source, qualified};

stored_row! {
    /// A tournament the member is in (entered, not withdrawn), before or
    /// during play.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct CalendarTournament {
        pub id: String,
        pub name: String,
        pub status: TournamentStatus,
        pub starts_at: i64,
    }
}

stored_row! {
    /// A round of one of those tournaments.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct CalendarRound {
        pub tournament_id: String,
        pub number: i32,
        pub started_at: i64,
        /// A live round's next part after its pause, while it waits.
        pub resume_at: Option<i64>,
    }
}

stored_row! {
    /// The member's board in a round of a club event not yet finished.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct CalendarBoard {
        pub club_id: i64,
        pub event_id: i64,
        pub event_name: String,
        pub round: i32,
        pub kind: BoardKind,
        pub white_id: MemberId,
        pub white_name: String,
        pub black_id: Option<MemberId>,
        pub black_name: Option<String>,
        pub played_on: Day,
    }
}

impl Store {
    /// The address secret of `member`'s calendar feed, if it is on.
    ///
    /// # Errors
    /// The database failed.
    pub async fn calendar_token(&self, member: MemberId) -> StoreResult<Option<String>> {
        let row: Option<(String,)> = Source::Read(self)
            .first(
                "SELECT token FROM calendar_feeds WHERE user_id = $1",
                &[Arg::Member(member)],
            )
            .await?;
        Ok(row.map(|(token,)| token))
    }

    /// The member whose calendar feed has the secret `token`: `None` for a
    /// secret replaced or turned off, and for a deleted account.
    ///
    /// # Errors
    /// The database failed.
    pub async fn calendar_owner(&self, token: &str) -> StoreResult<Option<UserRow>> {
        let columns = qualified(USER_COLUMNS, "u");
        let sql = format!(
            "SELECT {columns} FROM calendar_feeds f JOIN users u ON u.id = f.user_id \
             WHERE f.token = $1 AND u.deleted_at IS NULL"
        );
        Source::Read(self).first(&sql, &[Arg::Text(token)]).await
    }

    /// The tournaments `member` entered and did not leave, upcoming or in
    /// progress, by start.
    ///
    /// # Errors
    /// The database failed.
    pub async fn calendar_tournaments(
        &self,
        member: MemberId,
    ) -> StoreResult<Vec<CalendarTournament>> {
        let sql = "SELECT t.id, t.name, t.status, t.starts_at FROM tournament_entrants e \
                   JOIN tournaments t ON t.id = e.tournament_id \
                   WHERE e.user_id = $1 AND NOT e.withdrawn AND NOT e.disqualified \
                   AND t.status IN ('upcoming', 'in_progress') ORDER BY t.starts_at, t.id";
        Source::Read(self).all(sql, &[Arg::Member(member)]).await
    }

    /// The rounds so far of the tournaments `ids`, by tournament then
    /// number.
    ///
    /// # Errors
    /// The database failed.
    pub async fn calendar_rounds(&self, ids: &[String]) -> StoreResult<Vec<CalendarRound>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT tournament_id, number, started_at, resume_at FROM tournament_rounds \
             WHERE tournament_id IN ({}) ORDER BY tournament_id, number",
            placeholders.join(", ")
        );
        let args: Vec<Arg<'_>> = ids.iter().map(|id| Arg::Text(id)).collect();
        Source::Read(self).all(&sql, &args).await
    }

    /// `member`'s boards in the club events they entered that are not
    /// finished, by day.
    ///
    /// # Errors
    /// The database failed.
    pub async fn calendar_boards(&self, member: MemberId) -> StoreResult<Vec<CalendarBoard>> {
        let sql = "SELECT t.club_id, t.id AS event_id, t.name AS event_name, g.round, g.kind, \
                   g.white_id, w.username AS white_name, g.black_id, b.username AS black_name, \
                   g.played_on FROM club_tournament_entries e \
                   JOIN club_tournaments t ON t.id = e.tournament_id \
                   JOIN club_tournament_games g ON g.tournament_id = t.id \
                   JOIN users w ON w.id = g.white_id LEFT JOIN users b ON b.id = g.black_id \
                   WHERE e.member_id = $1 AND t.status <> 'finished' \
                   AND (g.white_id = $1 OR g.black_id = $1) \
                   ORDER BY g.played_on, t.id, g.round";
        Source::Read(self).all(sql, &[Arg::Member(member)]).await
    }
}

impl Tx {
    /// Gives `member`'s calendar feed the secret `token`, replacing the
    /// one before (whose address stops working).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_calendar_token(
        &mut self,
        member: MemberId,
        token: &str,
        now: i64,
    ) -> StoreResult<()> {
        self.run(
            "INSERT INTO calendar_feeds (user_id, token, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at",
            &[Arg::Member(member), Arg::Text(token), Arg::Int(now)],
        )
        .await?;
        Ok(())
    }

    /// Turns `member`'s calendar feed off; `false` when it was off.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_calendar_token(&mut self, member: MemberId) -> StoreResult<bool> {
        let deleted = self
            .run(
                "DELETE FROM calendar_feeds WHERE user_id = $1",
                &[Arg::Member(member)],
            )
            .await?;
        Ok(deleted == 1)
    }
}
