//! Web Push (docs/notifications.md): the server's VAPID key, the members'
//! subscriptions (one per device), and the push outbox — a push is a row
//! written in the transaction of the event that causes it, claimed by one
//! worker at a time on a lease, as an email is ([`Tx::claim_due_mail`]).

use redqueen_domain::account::{MemberId, NoticeKind};

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source};

stored_row! {
    /// A device's push subscription.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct PushSubscriptionRow {
        pub id: i64,
        pub user_id: MemberId,
        pub endpoint: String,
        pub p256dh: String,
        pub auth: String,
        pub device: String,
        pub created_at: i64,
    }
}

/// A subscription to store.
#[derive(Debug, Clone, Copy)]
pub struct NewPushSubscription<'a> {
    pub user_id: MemberId,
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
}

stored_row! {
    /// A queued push claimed for delivery.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct OutboxPush {
        pub id: i64,
        pub subscription_id: i64,
        pub kind: NoticeKind,
        pub topic: Option<String>,
        pub payload: String,
        pub attempts: i32,
        pub created_at: i64,
    }
}

/// A claimed push and the end of the lease it was claimed on
/// ([`Tx::claim_due_pushes`]): what its delivery is recorded under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PushLease {
    pub id: i64,
    pub until: i64,
}

/// A push to queue for each of a member's devices.
#[derive(Debug, Clone, Copy)]
pub struct NewPush<'a> {
    pub user_id: MemberId,
    pub kind: NoticeKind,
    /// Replaces a queued push of the same topic (and, at the push service,
    /// one not yet delivered).
    pub topic: Option<&'a str>,
    pub payload: &'a str,
}

const SUBSCRIPTION_COLUMNS: &str = PushSubscriptionRow::COLUMNS;
const PUSH_COLUMNS: &str = OutboxPush::COLUMNS;

impl Store {
    /// The server's VAPID private key: the one stored, else `candidate`,
    /// stored now. Two servers starting at once store one of theirs and
    /// both read it back.
    ///
    /// # Errors
    /// The database failed.
    pub async fn vapid_private_key(&self, candidate: &str, now: i64) -> StoreResult<String> {
        let mut tx = self.begin().await?;
        tx.run(
            "INSERT INTO vapid_keys (id, private_key, created_at) VALUES (1, $1, $2) \
             ON CONFLICT (id) DO NOTHING",
            &[Arg::Text(candidate), Arg::Int(now)],
        )
        .await?;
        let (key,): (String,) = Source::Write(&mut tx)
            .first("SELECT private_key FROM vapid_keys WHERE id = 1", &[])
            .await?
            .unwrap_or_else(|| (candidate.to_owned(),));
        tx.commit().await?;
        Ok(key)
    }

    /// Whether any push is due at `now` (a read of the due index: the
    /// worker's idle look costs no write).
    ///
    /// # Errors
    /// The database failed.
    pub async fn push_due(&self, now: i64) -> StoreResult<bool> {
        let row: Option<(i64,)> = Source::Read(self)
            .first(
                "SELECT id FROM push_outbox WHERE status = 'pending' AND next_attempt_at <= $1 LIMIT 1",
                &[Arg::Int(now)],
            )
            .await?;
        Ok(row.is_some())
    }

    /// `member`'s subscriptions, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn push_subscriptions(
        &self,
        member: MemberId,
    ) -> StoreResult<Vec<PushSubscriptionRow>> {
        let sql = format!(
            "SELECT {SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE user_id = $1 ORDER BY id"
        );
        Source::Read(self).all(&sql, &[Arg::Member(member)]).await
    }

    /// The subscriptions with these ids (those still there).
    ///
    /// # Errors
    /// The database failed.
    pub async fn push_subscriptions_by_ids(
        &self,
        ids: &[i64],
    ) -> StoreResult<Vec<PushSubscriptionRow>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT {SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE id IN ({})",
            placeholders.join(", ")
        );
        let args: Vec<Arg<'_>> = ids.iter().map(|id| Arg::Int(*id)).collect();
        Source::Read(self).all(&sql, &args).await
    }
}

impl Tx {
    /// How many subscriptions `member` has besides the device of
    /// `endpoint` (which, subscribing again, replaces its own row). Lock
    /// the member first ([`Tx::lock_member`]) so that two subscriptions at
    /// once count one after the other.
    ///
    /// # Errors
    /// The database failed.
    pub async fn count_other_push_subscriptions(
        &mut self,
        member: MemberId,
        endpoint: &str,
    ) -> StoreResult<i64> {
        let (count,): (i64,) = Source::Write(self)
            .first(
                "SELECT COUNT(*) FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2",
                &[Arg::Member(member), Arg::Text(endpoint)],
            )
            .await?
            .unwrap_or((0,));
        Ok(count)
    }

    /// Stores a subscription; a device subscribing again (its endpoint is
    /// known) replaces its own row. `false`, and nothing changed, when the
    /// endpoint is another member's device: a device belongs to one
    /// member.
    ///
    /// # Errors
    /// The database failed.
    pub async fn save_push_subscription(
        &mut self,
        new: &NewPushSubscription<'_>,
        now: i64,
    ) -> StoreResult<bool> {
        let saved = self
            .run(
                "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (endpoint) DO UPDATE SET \
                 p256dh = excluded.p256dh, auth = excluded.auth, \
                 device = excluded.device, created_at = excluded.created_at \
                 WHERE push_subscriptions.user_id = excluded.user_id",
                &[
                    Arg::Member(new.user_id),
                    Arg::Text(new.endpoint),
                    Arg::Text(new.p256dh),
                    Arg::Text(new.auth),
                    Arg::Text(new.device),
                    Arg::Int(now),
                ],
            )
            .await?;
        Ok(saved == 1)
    }

    /// Removes `member`'s subscription `id`; `false` when they have none
    /// such.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove_push_subscription(
        &mut self,
        member: MemberId,
        id: i64,
    ) -> StoreResult<bool> {
        self.run(
            "DELETE FROM push_outbox WHERE subscription_id = $1 \
             AND subscription_id IN (SELECT id FROM push_subscriptions WHERE user_id = $2)",
            &[Arg::Int(id), Arg::Member(member)],
        )
        .await?;
        let removed = self
            .run(
                "DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2",
                &[Arg::Int(id), Arg::Member(member)],
            )
            .await?;
        Ok(removed == 1)
    }

    /// Drops subscription `id`, which its push service no longer knows
    /// (404, 410), with its queued pushes.
    ///
    /// # Errors
    /// The database failed.
    pub async fn drop_push_subscription(&mut self, id: i64) -> StoreResult<()> {
        self.run(
            "DELETE FROM push_outbox WHERE subscription_id = $1",
            &[Arg::Int(id)],
        )
        .await?;
        self.run(
            "DELETE FROM push_subscriptions WHERE id = $1",
            &[Arg::Int(id)],
        )
        .await?;
        Ok(())
    }

    /// Queues `push` for each of its member's devices, due at once,
    /// replacing a queued push of the same topic; returns how many were
    /// queued (none for a member without a subscription).
    ///
    /// # Errors
    /// The database failed.
    pub async fn enqueue_push(&mut self, push: &NewPush<'_>, now: i64) -> StoreResult<u64> {
        if let Some(topic) = push.topic {
            self.run(
                "DELETE FROM push_outbox WHERE status = 'pending' AND topic = $2 AND subscription_id IN \
                 (SELECT id FROM push_subscriptions WHERE user_id = $1)",
                &[Arg::Member(push.user_id), Arg::Text(topic)],
            )
            .await?;
        }
        self.run(
            "INSERT INTO push_outbox (subscription_id, kind, topic, payload, next_attempt_at, created_at) \
             SELECT id, $2, $3, $4, $5, $5 FROM push_subscriptions WHERE user_id = $1",
            &[
                Arg::Member(push.user_id),
                Arg::Text(push.kind.as_str()),
                Arg::OptText(push.topic),
                Arg::Text(push.payload),
                Arg::Int(now),
            ],
        )
        .await
    }

    /// Claims up to `limit` due pushes for `lease_ms`, as
    /// [`Tx::claim_due_mail`] claims emails: another worker skips them
    /// until the lease ends.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_due_pushes(
        &mut self,
        now: i64,
        lease_ms: i64,
        limit: i64,
    ) -> StoreResult<Vec<OutboxPush>> {
        let sql = format!(
            "UPDATE push_outbox SET next_attempt_at = $2, attempts = attempts + 1 \
             WHERE status = 'pending' AND next_attempt_at <= $1 AND id IN \
             (SELECT id FROM push_outbox WHERE status = 'pending' AND next_attempt_at <= $1 \
              ORDER BY next_attempt_at LIMIT $3) \
             RETURNING {PUSH_COLUMNS}"
        );
        Source::Write(self)
            .all(
                &sql,
                &[Arg::Int(now), Arg::Int(now + lease_ms), Arg::Int(limit)],
            )
            .await
    }

    /// Records a delivery, while `lease` holds the push; `false` when it
    /// no longer does (the lease ran out and the push was claimed again,
    /// or recorded): nothing is changed then.
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_push_sent(&mut self, lease: PushLease, now: i64) -> StoreResult<bool> {
        self.record_push(
            "status = 'sent', sent_at = $3, last_error = NULL",
            lease,
            Arg::Int(now),
        )
        .await
    }

    /// Records a failure that may pass: try again at `retry_at`; only
    /// while `lease` holds the push, as [`Tx::mark_push_sent`].
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_push_retry(
        &mut self,
        lease: PushLease,
        retry_at: i64,
        error: &str,
    ) -> StoreResult<bool> {
        let sql = "UPDATE push_outbox SET next_attempt_at = $3, last_error = $4 \
                   WHERE id = $1 AND status = 'pending' AND next_attempt_at = $2";
        let changed = self
            .run(
                sql,
                &[
                    Arg::Int(lease.id),
                    Arg::Int(lease.until),
                    Arg::Int(retry_at),
                    Arg::Text(error),
                ],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Records a permanent failure; only while `lease` holds the push, as
    /// [`Tx::mark_push_sent`].
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_push_failed(&mut self, lease: PushLease, error: &str) -> StoreResult<bool> {
        self.record_push(
            "status = 'failed', last_error = $3",
            lease,
            Arg::Text(error),
        )
        .await
    }

    /// Sets `changes` (with `$3` bound to `value`) on the push `lease`
    /// holds: a claimed push's `next_attempt_at` is its lease's end, and
    /// a new claim or a record moves it.
    async fn record_push(
        &mut self,
        changes: &str,
        lease: PushLease,
        value: Arg<'_>,
    ) -> StoreResult<bool> {
        let sql = format!(
            "UPDATE push_outbox SET {changes} \
             WHERE id = $1 AND status = 'pending' AND next_attempt_at = $2"
        );
        let changed = self
            .run(&sql, &[Arg::Int(lease.id), Arg::Int(lease.until), value])
            .await?;
        Ok(changed == 1)
    }
}
