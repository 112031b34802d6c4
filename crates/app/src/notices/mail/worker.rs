//! Delivers the outbox: claims due emails, sends them, records the result.
//! Failures that may pass are retried with exponential backoff; permanent
//! ones, and those still failing after [`MAX_ATTEMPTS`], are recorded as
//! failed and never retried.

use std::sync::Arc;
use std::time::Duration;

use redqueen_store::Store;
use tokio::sync::{Mutex, Notify, watch};

use super::transport::Transport;
use crate::clock::Clock;

/// Deliveries tried before an email is given up.
pub const MAX_ATTEMPTS: i32 = 10;
/// Longest wait between two tries.
const MAX_BACKOFF_MS: i64 = 6 * 3600 * 1000;
/// How long a claimed email is reserved for this worker.
const LEASE_MS: i64 = 5 * 60 * 1000;
/// Emails claimed at once.
const BATCH: i64 = 20;
/// How often the worker looks without being woken.
const POLL: Duration = Duration::from_secs(5);

/// The background job that empties the outbox: the store and the
/// transport it works with, and what it shares with the process.
pub struct MailWorker {
    store: Store,
    transport: Transport,
    clock: Arc<dyn Clock>,
    /// The first wait before a retry (`mail_retry_base_seconds`).
    retry_base_ms: i64,
    /// Rung when an email was queued (a use case queues, the worker wakes).
    queued: Arc<Notify>,
    /// Held through a round: rounds in one process take turns, so that a
    /// round finds the emails another claimed already delivered or
    /// rescheduled.
    round: Arc<Mutex<()>>,
}

/// What a [`MailWorker`] shares with the rest of its process.
pub struct Outbox {
    pub store: Store,
    pub clock: Arc<dyn Clock>,
    pub retry_base_ms: i64,
    pub queued: Arc<Notify>,
    pub round: Arc<Mutex<()>>,
}

impl MailWorker {
    /// A worker delivering `outbox` through `transport`.
    #[must_use]
    pub fn new(outbox: Outbox, transport: Transport) -> Self {
        Self {
            store: outbox.store,
            transport,
            clock: outbox.clock,
            retry_base_ms: outbox.retry_base_ms,
            queued: outbox.queued,
            round: outbox.round,
        }
    }

    /// Delivers until `stop` turns true; logs errors and carries on.
    pub async fn run(self, stop: watch::Receiver<bool>) {
        let queued = self.queued.clone();
        keep_delivering("mail", &queued, POLL, stop, || self.deliver_all_due()).await;
    }

    /// Rounds of [`MailWorker::deliver_due`] until one claims less than a
    /// full batch: every email due now is tried once. Returns how many
    /// were tried.
    ///
    /// # Errors
    /// The database failed.
    pub async fn deliver_all_due(&self) -> anyhow::Result<usize> {
        until_short(BATCH, || self.deliver_due()).await
    }

    /// One round: claim what is due and try each once. Returns how many
    /// emails were claimed. Rounds in one process take turns.
    ///
    /// # Errors
    /// The database failed.
    pub async fn deliver_due(&self) -> anyhow::Result<usize> {
        let _one_round_at_a_time = self.round.lock().await;
        let store = &self.store;
        let mut tx = store.begin().await?;
        let due = tx
            .claim_due_mail(self.clock.now_ms(), LEASE_MS, BATCH)
            .await?;
        tx.commit().await?;
        for mail in &due {
            let result = self.transport.deliver(mail).await;
            let now = self.clock.now_ms();
            let mut tx = store.begin().await?;
            match result {
                Ok(()) => tx.mark_mail_sent(mail.id, now).await?,
                Err(error) if error.permanent || mail.attempts >= MAX_ATTEMPTS => {
                    tracing::warn!(id = mail.id, error = %error.message, "email given up");
                    tx.mark_mail_failed(mail.id, &error.message).await?;
                }
                Err(error) => {
                    let retry_at =
                        now + backoff_ms(self.retry_base_ms, mail.attempts, MAX_BACKOFF_MS);
                    tracing::info!(id = mail.id, error = %error.message, retry_at, "email delivery will be retried");
                    tx.mark_mail_retry(mail.id, retry_at, &error.message)
                        .await?;
                }
            }
            tx.commit().await?;
        }
        Ok(due.len())
    }
}

/// Runs `deliver` (every due item tried once) at once, then each time
/// `queued` rings or `poll` passes, until `stop` turns true; a failed
/// round is logged and the next one comes as usual. The mail worker's
/// loop (the push worker sends side by side instead: `push/worker.rs`).
async fn keep_delivering<F: Future<Output = anyhow::Result<usize>>>(
    what: &'static str,
    queued: &Notify,
    poll: Duration,
    mut stop: watch::Receiver<bool>,
    mut deliver: impl FnMut() -> F,
) {
    loop {
        if let Err(error) = deliver().await {
            tracing::error!(error = %format!("{error:#}"), what, "delivery round failed");
        }
        tokio::select! {
            () = queued.notified() => {}
            () = tokio::time::sleep(poll) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

/// Rounds of `claim_and_try` until one claims fewer than `batch`: what is
/// due now is tried once. Returns how many were tried.
async fn until_short<F: Future<Output = anyhow::Result<usize>>>(
    batch: i64,
    mut claim_and_try: impl FnMut() -> F,
) -> anyhow::Result<usize> {
    let mut tried = 0;
    loop {
        let claimed = claim_and_try().await?;
        tried += claimed;
        if (claimed as i64) < batch {
            return Ok(tried);
        }
    }
}

/// The wait before try `attempts + 1`: base, 2×base, 4×base ... capped
/// at `max_ms` (the push worker's too).
pub(crate) fn backoff_ms(base_ms: i64, attempts: i32, max_ms: i64) -> i64 {
    let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 30)).unwrap_or(0);
    base_ms.saturating_mul(1_i64 << doublings).min(max_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_the_base_up_to_six_hours() {
        let waits: Vec<i64> = (1..=4)
            .map(|n| backoff_ms(60_000, n, MAX_BACKOFF_MS))
            .collect();
        assert_eq!(waits, [60_000, 120_000, 240_000, 480_000]);
        assert_eq!(backoff_ms(60_000, 20, MAX_BACKOFF_MS), MAX_BACKOFF_MS);
        assert_eq!(backoff_ms(60_000, 1000, MAX_BACKOFF_MS), MAX_BACKOFF_MS);
    }
}
