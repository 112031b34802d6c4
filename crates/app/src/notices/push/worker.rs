//! Delivers the push outbox: claims due pushes on a lease (so another app
//! server skips them, and a server that stops lets them come back),
//! encrypts each for its device, signs it, posts it to the push service
//! and records the answer. 201 is delivered; 404 and 410 mean the device
//! unsubscribed, and its subscription is dropped; 429 and 5xx are tried
//! again later, as a network failure is; any other answer is given up.
//! A push sent twice after a crash between sending and recording carries
//! the same `Topic`, so the push service keeps one.
//!
//! Pushes go out side by side ([`SENDING_AT_ONCE`], at most
//! [`PER_SERVICE`] to one push service), and the worker claims more as
//! soon as a send ends, so a slow push service delays only its own
//! devices. Each attempt has one deadline ([`ATTEMPT`]), well inside its
//! lease: a push still waiting for its turn then is not sent, and nothing
//! is sent once another server may have claimed it. What is recorded is
//! fenced by the lease: a server whose lease ran out changes nothing.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use base64ct::{Base64UrlUnpadded, Encoding};
use redqueen_store::{OutboxPush, PushLease, PushSubscriptionRow, Store};
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinSet;
use tokio::time::Instant;
use web_push_native::p256::PublicKey;
use web_push_native::{Auth, WebPushBuilder};

use super::super::mail::backoff_ms;
use crate::clock::Clock;
use crate::outbound::{OutboundError, PublicClient};
use crate::state::AppState;
use crate::vapid::{VALID_SECONDS, VapidKeys};

/// Tries before a push is given up.
const MAX_ATTEMPTS: i32 = 8;
/// Longest wait between two tries.
const MAX_BACKOFF_MS: i64 = 3600 * 1000;
/// How long a claimed push is reserved for this worker.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Pushes being sent at once by one server.
const SENDING_AT_ONCE: usize = 32;
/// Pushes being sent at once to one push service (its origin).
const PER_SERVICE: usize = 4;
/// How long one attempt may take, waiting for its turn and sending: half
/// the lease, so the attempt is over long before another server may
/// claim the push.
const ATTEMPT: Duration = Duration::from_secs(60);
/// How long a push service may take to answer one push.
const TIMEOUT: Duration = Duration::from_secs(15);
/// How often the worker looks without being woken: a read of the due
/// index, cheap when nothing is due.
const POLL: Duration = Duration::from_secs(1);

/// The background job that empties the push outbox.
pub struct PushWorker {
    sender: Arc<Sender>,
    queued: Arc<Notify>,
    sending: Arc<Semaphore>,
    /// A turnstile per push service's origin, while sends to it are
    /// under way.
    services: HashMap<String, Arc<Semaphore>>,
}

/// What every send needs, shared by the sending tasks.
struct Sender {
    store: Store,
    keys: VapidKeys,
    clock: Arc<dyn Clock>,
    retry_base_ms: i64,
    client: PublicClient,
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
        Ok(Self {
            sender: Arc::new(Sender {
                store: state.store.clone(),
                keys: state.vapid.clone(),
                clock: state.clock.clone(),
                retry_base_ms: state.settings.mail_retry_base_ms,
                client: PublicClient::new(super::reach(&state.settings), TIMEOUT)?,
            }),
            queued: state.push_queued.clone(),
            sending: Arc::new(Semaphore::new(SENDING_AT_ONCE)),
            services: HashMap::new(),
        })
    }

    /// Delivers until `stop` turns true: claims what is due whenever a
    /// push is queued, a send ends or [`POLL`] passes; logs errors and
    /// carries on. Sends under way when it stops are dropped: their
    /// leases run out and another server (or this one, started again)
    /// sends them.
    pub async fn run(mut self, mut stop: watch::Receiver<bool>) {
        let mut sends = JoinSet::new();
        loop {
            if let Err(error) = self.claim(&mut sends).await {
                tracing::error!(error = %format!("{error:#}"), "push claim failed");
            }
            tokio::select! {
                () = self.queued.notified() => {}
                () = tokio::time::sleep(POLL) => {}
                Some(_) = sends.join_next(), if !sends.is_empty() => {
                    self.services.retain(|_, turns| Arc::strong_count(turns) > 1);
                }
                _ = stop.wait_for(|s| *s) => break,
            }
        }
        sends.shutdown().await;
    }

    /// Claims as many due pushes as there are free places to send them
    /// and starts sending each (a read first: an idle server writes
    /// nothing).
    async fn claim(&mut self, sends: &mut JoinSet<()>) -> anyhow::Result<()> {
        let free = self.sending.available_permits();
        let store = &self.sender.store;
        if free == 0 || !store.push_due(self.sender.clock.now_ms()).await? {
            return Ok(());
        }
        let now = self.sender.clock.now_ms();
        let lease_until = now + LEASE_MS;
        let mut tx = store.begin().await?;
        let due = tx
            .claim_due_pushes(now, LEASE_MS, i64::try_from(free).unwrap_or(0))
            .await?;
        tx.commit().await?;
        let ids: Vec<i64> = due.iter().map(|p| p.subscription_id).collect();
        let subscriptions = store.push_subscriptions_by_ids(&ids).await?;
        let deadline = Instant::now() + ATTEMPT;
        for push in due {
            let to = subscriptions
                .iter()
                .find(|s| s.id == push.subscription_id)
                .cloned();
            let service = to.as_ref().and_then(|s| origin_of_endpoint(&s.endpoint));
            let turns = self
                .services
                .entry(service.unwrap_or_default())
                .or_insert_with(|| Arc::new(Semaphore::new(PER_SERVICE)))
                .clone();
            let place = self.sending.clone().acquire_owned().await?;
            let sender = self.sender.clone();
            sends.spawn(async move {
                let outcome = match to {
                    Some(to) => sender.attempt(&push, &to, &turns, deadline).await,
                    None => Outcome::Gone,
                };
                if let Err(error) = sender.record(&push, lease_until, outcome).await {
                    tracing::error!(id = push.id, error = %format!("{error:#}"), "push not recorded");
                }
                drop(place);
            });
        }
        Ok(())
    }
}

impl Sender {
    /// Waits for a turn at the push service, then sends, both by
    /// `deadline`; past it nothing is sent.
    async fn attempt(
        &self,
        push: &OutboxPush,
        to: &PushSubscriptionRow,
        turns: &Semaphore,
        deadline: Instant,
    ) -> Outcome {
        let sent = tokio::time::timeout_at(deadline, async {
            let _turn = turns.acquire().await;
            self.send(push, to).await
        })
        .await;
        sent.unwrap_or_else(|_| Outcome::Retry("the attempt's time ran out".to_owned()))
    }

    /// Records `outcome`, only while this server's lease (`lease_until`)
    /// holds the push.
    async fn record(
        &self,
        push: &OutboxPush,
        lease_until: i64,
        outcome: Outcome,
    ) -> anyhow::Result<()> {
        let now = self.clock.now_ms();
        let lease = PushLease {
            id: push.id,
            until: lease_until,
        };
        let mut tx = self.store.begin().await?;
        let held = match outcome {
            Outcome::Delivered => tx.mark_push_sent(lease, now).await?,
            Outcome::Gone => {
                tracing::info!(
                    subscription = push.subscription_id,
                    "a device unsubscribed: dropped"
                );
                tx.drop_push_subscription(push.subscription_id).await?;
                true
            }
            Outcome::Retry(error) if push.attempts < MAX_ATTEMPTS => {
                let retry_at = now + backoff_ms(self.retry_base_ms, push.attempts, MAX_BACKOFF_MS);
                tracing::info!(id = push.id, %error, retry_at, "push will be retried");
                tx.mark_push_retry(lease, retry_at, &error).await?
            }
            Outcome::Retry(error) | Outcome::GiveUp(error) => {
                tracing::warn!(id = push.id, %error, "push given up");
                tx.mark_push_failed(lease, &error).await?
            }
        };
        tx.commit().await?;
        if !held {
            tracing::info!(id = push.id, "push's lease ran out: another server has it");
        }
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
            Err(error @ OutboundError::NotPublic(_)) => Outcome::GiveUp(format!("{error}")),
            Err(OutboundError::Failed(error)) => Outcome::Retry(format!("{error}")),
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

/// The origin of a stored endpoint: the push service its turns are
/// counted at.
fn origin_of_endpoint(endpoint: &str) -> Option<String> {
    origin_of(&endpoint.parse().ok()?)
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
