//! Which notifications a member wants (product.md §6; docs/notifications.md):
//! for each kind, by email, by push, both or neither.

use redqueen_domain::account::{EmailOption, MemberId, NoticeKind, YourTurnEmails};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// A member's notice choices; the default has everything on and "your
    /// turn" at every move. Kept in the table `email_options`, named when
    /// there was no push.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct NoticeChoicesRow {
        pub your_turn: YourTurnEmails,
        pub challenges: bool,
        pub draw_offers: bool,
        pub game_over: bool,
        pub reminders: bool,
        pub digest_sent_at: Option<i64>,
        /// The day-before email when a vacation ends (product.md §6).
        pub vacation_ending: bool,
        /// "Round N has started" of the member's tournaments.
        pub tournament_rounds: bool,
        /// The weekly summary (product.md §6: opt-in).
        pub weekly_summary: bool,
        pub summary_sent_at: Option<i64>,
        /// Club results over the board to confirm (as Black) or to settle
        /// (a director, when disputed).
        pub club_results: bool,
        /// Matches between clubs: invitations, answers, rosters open, the
        /// start (issue 52).
        pub club_matches: bool,
        /// Push, kind by kind ("your turn" at every move).
        pub push_your_turn: bool,
        pub push_challenges: bool,
        pub push_draw_offers: bool,
        pub push_game_over: bool,
        pub push_reminders: bool,
        pub push_vacation_ending: bool,
        pub push_tournament_rounds: bool,
        pub push_club_results: bool,
        pub push_club_matches: bool,
    }
}

impl NoticeChoicesRow {
    /// Whether a notice of `kind` is emailed: always for the kinds no
    /// option governs (the account's emails).
    #[must_use]
    pub fn emails(&self, kind: NoticeKind) -> bool {
        match kind {
            NoticeKind::YourTurn => self.your_turn == YourTurnEmails::EveryMove,
            NoticeKind::YourTurnDigest => self.your_turn == YourTurnEmails::DailyDigest,
            _ => kind.option().is_none_or(|option| self.email_on(option)),
        }
    }

    /// Whether a notice of `kind` is pushed to the member's devices. The
    /// account's emails, the digest and the weekly summary are email only.
    #[must_use]
    pub const fn pushes(&self, kind: NoticeKind) -> bool {
        match kind {
            NoticeKind::YourTurn => self.push_your_turn,
            NoticeKind::Challenge
            | NoticeKind::ChallengeAccepted
            | NoticeKind::ChallengeDeclined => self.push_challenges,
            NoticeKind::DrawOffered => self.push_draw_offers,
            NoticeKind::GameOver => self.push_game_over,
            NoticeKind::Reminder => self.push_reminders,
            NoticeKind::VacationEnding => self.push_vacation_ending,
            NoticeKind::TournamentRound => self.push_tournament_rounds,
            NoticeKind::GameResult | NoticeKind::ClubDispute => self.push_club_results,
            NoticeKind::ClubMatchInvited
            | NoticeKind::ClubMatchAnswered
            | NoticeKind::ClubMatchOpen
            | NoticeKind::ClubMatchStarted
            | NoticeKind::ClubMatchCancelled
            | NoticeKind::ClubMatchResult => self.push_club_matches,
            NoticeKind::VerifyEmail
            | NoticeKind::PasswordReset
            | NoticeKind::AddressInUse
            | NoticeKind::YourTurnDigest
            | NoticeKind::TournamentCancelled
            | NoticeKind::WeeklySummary
            | NoticeKind::Warning => false,
        }
    }

    /// Whether a notice of `kind` goes anywhere: what the use cases ask
    /// before putting one in words.
    #[must_use]
    pub fn wants(&self, kind: NoticeKind) -> bool {
        self.emails(kind) || self.pushes(kind)
    }

    /// The email half of an option (its push half is [`Self::pushes`]).
    #[must_use]
    pub fn email_on(&self, option: EmailOption) -> bool {
        match option {
            EmailOption::YourTurn => self.your_turn != YourTurnEmails::Off,
            EmailOption::Challenges => self.challenges,
            EmailOption::DrawOffers => self.draw_offers,
            EmailOption::GameOver => self.game_over,
            EmailOption::Reminders => self.reminders,
            EmailOption::VacationEnding => self.vacation_ending,
            EmailOption::TournamentRounds => self.tournament_rounds,
            EmailOption::ClubResults => self.club_results,
            EmailOption::ClubMatches => self.club_matches,
            EmailOption::WeeklySummary => self.weekly_summary,
        }
    }
}

impl Default for NoticeChoicesRow {
    fn default() -> Self {
        Self {
            your_turn: YourTurnEmails::EveryMove,
            challenges: true,
            draw_offers: true,
            game_over: true,
            reminders: true,
            digest_sent_at: None,
            vacation_ending: true,
            tournament_rounds: true,
            weekly_summary: false,
            summary_sent_at: None,
            club_results: true,
            club_matches: true,
            push_your_turn: true,
            push_challenges: true,
            push_draw_offers: true,
            push_game_over: true,
            push_reminders: true,
            push_vacation_ending: true,
            push_tournament_rounds: true,
            push_club_results: true,
            push_club_matches: true,
        }
    }
}

const OPTION_COLUMNS: &str = NoticeChoicesRow::COLUMNS;

impl Store {
    /// A member's email options.
    ///
    /// # Errors
    /// The database failed.
    pub async fn notice_choices(&self, user_id: MemberId) -> StoreResult<NoticeChoicesRow> {
        let sql = format!("SELECT {OPTION_COLUMNS} FROM email_options WHERE user_id = $1");
        let row = on_backend!(&self.read, pool => sqlx::query_as(&sql).bind(user_id.0).fetch_optional(pool).await)?;
        Ok(row.unwrap_or_default())
    }
}

impl Tx {
    /// Members who asked for a daily digest of their turns and have not had
    /// one since `since`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_digests(&mut self, since: i64, limit: i64) -> StoreResult<Vec<MemberId>> {
        let sql = "SELECT user_id FROM email_options WHERE your_turn = 'daily_digest' \
                   AND (digest_sent_at IS NULL OR digest_sent_at <= $1) ORDER BY user_id LIMIT $2";
        let ids: Vec<i64> = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql).bind(since).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids.into_iter().map(MemberId).collect())
    }

    /// Claims a member's digest for `now`, if it is still due (none since
    /// `since`): `false` when another app server claimed it first (on
    /// PostgreSQL the second update waits for the first to commit, then
    /// finds it sent).
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_digest(
        &mut self,
        user_id: MemberId,
        since: i64,
        now: i64,
    ) -> StoreResult<bool> {
        let sql = "UPDATE email_options SET digest_sent_at = $2 WHERE user_id = $1 \
                   AND (digest_sent_at IS NULL OR digest_sent_at <= $3)";
        let claimed = on_backend!(&mut self.0, tx => sqlx::query(sql).bind(user_id.0).bind(now).bind(since).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// Members who asked for the weekly summary and have not had one since
    /// `since`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_summaries(&mut self, since: i64, limit: i64) -> StoreResult<Vec<MemberId>> {
        let sql = "SELECT user_id FROM email_options WHERE weekly_summary \
                   AND (summary_sent_at IS NULL OR summary_sent_at <= $1) ORDER BY user_id LIMIT $2";
        let ids: Vec<i64> = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql).bind(since).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids.into_iter().map(MemberId).collect())
    }

    /// Claims a member's weekly summary for `now` if it is still due (none
    /// since `since`): `false` when another app server claimed it first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_summary(
        &mut self,
        user_id: MemberId,
        since: i64,
        now: i64,
    ) -> StoreResult<bool> {
        let sql = "UPDATE email_options SET summary_sent_at = $2 WHERE user_id = $1 AND weekly_summary \
                   AND (summary_sent_at IS NULL OR summary_sent_at <= $3)";
        let claimed = on_backend!(&mut self.0, tx => sqlx::query(sql).bind(user_id.0).bind(now).bind(since).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// A member's email options, read inside the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn notice_choices(&mut self, user_id: MemberId) -> StoreResult<NoticeChoicesRow> {
        let sql = format!("SELECT {OPTION_COLUMNS} FROM email_options WHERE user_id = $1");
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(user_id.0).fetch_optional(&mut **tx).await)?;
        Ok(row.unwrap_or_default())
    }

    /// Stores a member's email options.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_notice_choices(
        &mut self,
        user_id: MemberId,
        o: &NoticeChoicesRow,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO email_options (user_id, your_turn, challenges, draw_offers, game_over, reminders, \
                   digest_sent_at, vacation_ending, tournament_rounds, weekly_summary, summary_sent_at, \
                   club_results, push_your_turn, push_challenges, push_draw_offers, push_game_over, \
                   push_reminders, push_vacation_ending, push_tournament_rounds, push_club_results, \
                   club_matches, push_club_matches) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, \
                   $21, $22) \
                   ON CONFLICT (user_id) DO UPDATE SET \
                   your_turn = excluded.your_turn, challenges = excluded.challenges, draw_offers = excluded.draw_offers, \
                   game_over = excluded.game_over, reminders = excluded.reminders, digest_sent_at = excluded.digest_sent_at, \
                   vacation_ending = excluded.vacation_ending, tournament_rounds = excluded.tournament_rounds, \
                   weekly_summary = excluded.weekly_summary, summary_sent_at = excluded.summary_sent_at, \
                   club_results = excluded.club_results, push_your_turn = excluded.push_your_turn, \
                   push_challenges = excluded.push_challenges, push_draw_offers = excluded.push_draw_offers, \
                   push_game_over = excluded.push_game_over, push_reminders = excluded.push_reminders, \
                   push_vacation_ending = excluded.push_vacation_ending, \
                   push_tournament_rounds = excluded.push_tournament_rounds, \
                   push_club_results = excluded.push_club_results, club_matches = excluded.club_matches, \
                   push_club_matches = excluded.push_club_matches";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(o.your_turn.as_str()).bind(o.challenges).bind(o.draw_offers).bind(o.game_over)
            .bind(o.reminders).bind(o.digest_sent_at).bind(o.vacation_ending).bind(o.tournament_rounds)
            .bind(o.weekly_summary).bind(o.summary_sent_at).bind(o.club_results)
            .bind(o.push_your_turn).bind(o.push_challenges).bind(o.push_draw_offers).bind(o.push_game_over)
            .bind(o.push_reminders).bind(o.push_vacation_ending).bind(o.push_tournament_rounds)
            .bind(o.push_club_results).bind(o.club_matches).bind(o.push_club_matches).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
