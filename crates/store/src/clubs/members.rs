//! A club's members, requests and directors.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::Membership;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// A member of a club, or a request to join it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubMemberRow {
        pub club_id: i64,
        pub member_id: MemberId,
        pub username: String = "u.username",
        pub status: Membership,
        pub is_director: bool,
        pub requested_at: i64,
    }
}

const MEMBER_COLUMNS: &str = ClubMemberRow::COLUMNS;

/// `$2`'s standing in club `$1`.
fn one_member_sql() -> String {
    format!(
        "SELECT {MEMBER_COLUMNS} FROM club_members m JOIN users u ON u.id = m.member_id \
         WHERE m.club_id = $1 AND m.member_id = $2"
    )
}

impl Store {
    /// A club's members and requests, by name.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_members(&self, club: i64) -> StoreResult<Vec<ClubMemberRow>> {
        let sql = format!(
            "SELECT {MEMBER_COLUMNS} FROM club_members m JOIN users u ON u.id = m.member_id \
             WHERE m.club_id = $1 ORDER BY u.username_key"
        );
        let rows =
            on_backend!(&self.read, p => sqlx::query_as(&sql).bind(club).fetch_all(p).await)?;
        Ok(rows)
    }

    /// `member`'s standing in `club`, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_member(
        &self,
        club: i64,
        member: MemberId,
    ) -> StoreResult<Option<ClubMemberRow>> {
        let sql = one_member_sql();
        let row = on_backend!(&self.read, p => sqlx::query_as(&sql).bind(club).bind(member.0).fetch_optional(p).await)?;
        Ok(row)
    }
}

impl Store {
    /// The clubs `member` directs.
    ///
    /// # Errors
    /// The database failed.
    pub async fn clubs_directed_by(&self, member: MemberId) -> StoreResult<Vec<i64>> {
        let sql = "SELECT club_id FROM club_members WHERE member_id = $1 AND is_director \
                   ORDER BY club_id";
        let ids = on_backend!(&self.read, p => sqlx::query_scalar(sql).bind(member.0).fetch_all(p).await)?;
        Ok(ids)
    }
}

impl Tx {
    /// `member`'s standing in `club`, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_member(
        &mut self,
        club: i64,
        member: MemberId,
    ) -> StoreResult<Option<ClubMemberRow>> {
        let sql = one_member_sql();
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(club).bind(member.0).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Makes `member` a member of `club` with `status`, or changes their
    /// status (a request accepted).
    ///
    /// # Errors
    /// The database failed.
    pub async fn put_club_member(
        &mut self,
        club: i64,
        member: MemberId,
        status: Membership,
        is_director: bool,
        now: i64,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO club_members (club_id, member_id, status, is_director, requested_at) \
                   VALUES ($1, $2, $3, $4, $5) \
                   ON CONFLICT (club_id, member_id) DO UPDATE SET status = $3, \
                   is_director = club_members.is_director OR $4";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(club).bind(member.0).bind(status.as_str())
            .bind(is_director).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Names `member` a director of `club`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn make_club_director(&mut self, club: i64, member: MemberId) -> StoreResult<()> {
        let sql =
            "UPDATE club_members SET is_director = TRUE WHERE club_id = $1 AND member_id = $2";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(club).bind(member.0)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// How many of `club`'s members other than `except` there are, and how
    /// many of those direct it (banned and deleted accounts not counted:
    /// they direct nothing).
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_others(&mut self, club: i64, except: MemberId) -> StoreResult<(i64, i64)> {
        let sql = "SELECT COUNT(*), COALESCE(SUM(CASE WHEN m.is_director AND u.banned_at IS NULL \
                   AND u.deleted_at IS NULL THEN 1 ELSE 0 END), 0) \
                   FROM club_members m JOIN users u ON u.id = m.member_id \
                   WHERE m.club_id = $1 AND m.member_id <> $2 AND m.status = 'member'";
        let counts: (i64, i64) = on_backend!(&mut self.0, tx => sqlx::query_as(sql)
            .bind(club).bind(except.0).fetch_one(&mut **tx).await)?;
        Ok(counts)
    }

    /// `club`'s longest-standing member other than `except`, in good
    /// standing: the earliest to join the ladder (a paper ladder's days
    /// included), then the earliest to ask or be added, then the lowest id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_successor(
        &mut self,
        club: i64,
        except: MemberId,
    ) -> StoreResult<Option<MemberId>> {
        let sql = "SELECT m.member_id FROM club_members m JOIN users u ON u.id = m.member_id \
                   LEFT JOIN club_cards c ON c.club_id = m.club_id AND c.member_id = m.member_id \
                   WHERE m.club_id = $1 AND m.member_id <> $2 AND m.status = 'member' \
                   AND u.banned_at IS NULL AND u.deleted_at IS NULL AND NOT u.is_bot \
                   ORDER BY CASE WHEN c.joined_on IS NULL THEN 1 ELSE 0 END, c.joined_on, \
                   m.requested_at, m.member_id LIMIT 1";
        let id: Option<i64> = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(club).bind(except.0).fetch_optional(&mut **tx).await)?;
        Ok(id.map(MemberId))
    }

    /// `member` no longer directs `club`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn drop_club_director(&mut self, club: i64, member: MemberId) -> StoreResult<()> {
        let sql =
            "UPDATE club_members SET is_director = FALSE WHERE club_id = $1 AND member_id = $2";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(club).bind(member.0)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Takes `member` out of `club` (or drops their request).
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_club_member(&mut self, club: i64, member: MemberId) -> StoreResult<()> {
        let sql = "DELETE FROM club_members WHERE club_id = $1 AND member_id = $2";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(club).bind(member.0)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
