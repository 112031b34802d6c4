//! Delivers the push outbox: claims due pushes on a lease (so another app
//! server skips them, and a server that stops lets them come back),
//! encrypts each for its device, signs it, posts it to the push service
//! and records the answer. 201 is delivered; 404 and 410 mean the device
//! unsubscribed, and its subscription is dropped; 429 and 5xx are tried
//! again later, as a network failure is; any other answer is given up.
//! A push sent twice after a crash between sending and recording carries
//! the same `Topic`, so the push service keeps one.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use base64ct::{Base64UrlUnpadded, Encoding};
use redqueen_store::{OutboxPush, PushSubscriptionRow, Store};
use tokio::sync::{Mutex, Notify, watch};
use web_push_native::p256::PublicKey;
use web_push_native::{Auth, WebPushBuilder};

use super::keys::{VALID_SECONDS, VapidKeys};
use crate::clock::Clock;
use crate::mail::{backoff_ms, keep_delivering, until_short};
use crate::state::AppState;

/// Tries before a push is given up.
const MAX_ATTEMPTS: i32 = 8;
/// Longest wait between two tries.
const MAX_BACKOFF_MS: i64 = 3600 * 1000;
/// How long a claimed push is reserved for this worker.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Pushes claimed at once.
const BATCH: i64 = 50;
/// How often the worker looks without being woken: a read of the due
/// index, cheap when nothing is due.
const POLL: Duration = Duration::from_secs(1);
/// How long a push service may take to answer.
const TIMEOUT: Duration = Duration::from_secs(15);

/// The background job that empties the push outbox.
pub struct PushWorker {
    store: Store,
    keys: VapidKeys,
    clock: Arc<dyn Clock>,
    retry_base_ms: i64,
    queued: Arc<Notify>,
    round: Arc<Mutex<()>>,
    client: reqwest::Client,
}

/// What became of one push.
enum Outcome {
    Delivered,
    /// The device unsubscribed (404, 410).
    Gone,
    Retry(String),
    GiveUp(String),
}

impl PushWorker {
    /// The worker of the process whose state is `state`.
    ///
    /// # Errors
    /// The HTTP client cannot be made (no TLS roots).
    pub fn new(state: &AppState) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .context("the push client")?;
        Ok(Self {
            store: state.store.clone(),
            keys: state.push.keys.clone(),
            clock: state.clock.clone(),
            retry_base_ms: state.settings.mail_retry_base_ms,
            queued: state.push.queued.clone(),
            round: state.push.round.clone(),
            client,
        })
    }

    /// Delivers until `stop` turns true; logs errors and carries on.
    pub async fn run(self, stop: watch::Receiver<bool>) {
        let queued = self.queued.clone();
        keep_delivering("push", &queued, POLL, stop, || self.deliver_all_due()).await;
    }

    /// Rounds until one claims less than a full batch, when any push is
    /// due (a read first: an idle server writes nothing).
    ///
    /// # Errors
    /// The database failed.
    pub async fn deliver_all_due(&self) -> anyhow::Result<usize> {
        if !self.store.push_due(self.clock.now_ms()).await? {
            return Ok(0);
        }
        until_short(BATCH, || self.deliver_due()).await
    }

    /// One round: claim what is due and try each once.
    async fn deliver_due(&self) -> anyhow::Result<usize> {
        let _one_round_at_a_time = self.round.lock().await;
        let mut tx = self.store.begin().await?;
        let due = tx
            .claim_due_pushes(self.clock.now_ms(), LEASE_MS, BATCH)
            .await?;
        tx.commit().await?;
        let ids: Vec<i64> = due.iter().map(|p| p.subscription_id).collect();
        let subscriptions = self.store.push_subscriptions_by_ids(&ids).await?;
        for push in &due {
            let outcome = match subscriptions.iter().find(|s| s.id == push.subscription_id) {
                Some(subscription) => self.send(push, subscription).await,
                None => Outcome::Gone,
            };
            self.record(push, outcome).await?;
        }
        Ok(due.len())
    }

    async fn record(&self, push: &OutboxPush, outcome: Outcome) -> anyhow::Result<()> {
        let now = self.clock.now_ms();
        let mut tx = self.store.begin().await?;
        match outcome {
            Outcome::Delivered => tx.mark_push_sent(push.id, now).await?,
            Outcome::Gone => {
                tracing::info!(
                    subscription = push.subscription_id,
                    "a device unsubscribed: dropped"
                );
                tx.drop_push_subscription(push.subscription_id).await?;
            }
            Outcome::Retry(error) if push.attempts < MAX_ATTEMPTS => {
                let retry_at = now + backoff_ms(self.retry_base_ms, push.attempts, MAX_BACKOFF_MS);
                tracing::info!(id = push.id, %error, retry_at, "push will be retried");
                tx.mark_push_retry(push.id, retry_at, &error).await?;
            }
            Outcome::Retry(error) | Outcome::GiveUp(error) => {
                tracing::warn!(id = push.id, %error, "push given up");
                tx.mark_push_failed(push.id, &error).await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Encrypts, signs and posts one push.
    async fn send(&self, push: &OutboxPush, to: &PushSubscriptionRow) -> Outcome {
        let request = match self.request(push, to) {
            Ok(request) => request,
            Err(error) => return Outcome::GiveUp(format!("{error:#}")),
        };
        match self.client.execute(request).await {
            Ok(answer) => {
                let status = answer.status().as_u16();
                match status {
                    200..=299 => Outcome::Delivered,
                    404 | 410 => Outcome::Gone,
                    429 | 500..=599 => {
                        Outcome::Retry(format!("the push service answered {status}"))
                    }
                    _ => Outcome::GiveUp(format!("the push service answered {status}")),
                }
            }
            Err(error) => Outcome::Retry(format!("{error}")),
        }
    }

    /// The push's HTTP request (RFC 8030 §5): its body encrypted for the
    /// device (RFC 8291, `aes128gcm`), `TTL`, the topic and the VAPID
    /// authorization for the endpoint's origin.
    fn request(
        &self,
        push: &OutboxPush,
        to: &PushSubscriptionRow,
    ) -> anyhow::Result<reqwest::Request> {
        let endpoint: http::Uri = to.endpoint.parse().context("the endpoint")?;
        let key = Base64UrlUnpadded::decode_vec(&to.p256dh).context("the device key")?;
        let auth = Base64UrlUnpadded::decode_vec(&to.auth).context("the auth secret")?;
        let origin = origin_of(&endpoint).context("the endpoint's origin")?;
        let mut request = WebPushBuilder::new(
            endpoint,
            PublicKey::from_sec1_bytes(&key).context("the device key")?,
            Auth::clone_from_slice(&auth),
        )
        .with_valid_duration(Duration::from_secs(VALID_SECONDS))
        .build(push.payload.as_bytes().to_vec())
        .map_err(|error| anyhow::anyhow!("encryption: {error:?}"))?;
        let headers = request.headers_mut();
        headers.insert(
            http::header::AUTHORIZATION,
            self.keys.authorization(&origin)?.parse()?,
        );
        if let Some(topic) = &push.topic {
            headers.insert("Topic", topic.parse()?);
        }
        headers.insert("Urgency", http::HeaderValue::from_static("normal"));
        Ok(reqwest::Request::try_from(request)?)
    }
}

/// `scheme://host[:port]` of a push resource: the VAPID `aud` (RFC 8292
/// §2), with its port when it has one.
fn origin_of(endpoint: &http::Uri) -> Option<String> {
    let scheme = endpoint.scheme_str()?;
    let authority = endpoint.authority()?;
    Some(format!("{scheme}://{}", authority.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_audience_is_the_origin_with_its_port() {
        let with_port: http::Uri = "http://127.0.0.1:8123/push/ab".parse().unwrap();
        assert_eq!(origin_of(&with_port).unwrap(), "http://127.0.0.1:8123");
        let plain: http::Uri = "https://fcm.googleapis.com/fcm/send/x".parse().unwrap();
        assert_eq!(origin_of(&plain).unwrap(), "https://fcm.googleapis.com");
    }
}
