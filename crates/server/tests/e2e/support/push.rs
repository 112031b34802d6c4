//! The push service of the tests: `crates/server/tests/tools/push_receiver.py`
//! run with the tools' Python, standing in for a browser's push service.
//! It hands out subscriptions as a browser would (a P-256 key pair and an
//! auth secret of its own), decrypts every push with an independent
//! implementation of RFC 8291 (`http_ece`), verifies its VAPID signature
//! and claims (RFC 8292, `cryptography`), and lets the test read what
//! arrived and what it refused.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

use super::Browser;
use super::python::gated_path;

const RECEIVER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tools/push_receiver.py");

/// The running receiver; killed when dropped.
pub struct PushService {
    child: Child,
    base: String,
    client: reqwest::Client,
}

/// A device's subscription at the receiver.
#[derive(Debug, Clone)]
pub struct Subscription {
    pub id: String,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

impl PushService {
    /// Starts the receiver, or `None` to skip (outside CI only) when
    /// `TEST_TOOLS_PYTHON` is not set.
    pub async fn start() -> Option<Self> {
        Self::start_with(&[]).await
    }

    /// A receiver that answers every push only after `seconds`, as an
    /// overloaded push service does.
    pub async fn start_slow(seconds: u32) -> Option<Self> {
        Self::start_with(&["--delay".to_owned(), seconds.to_string()]).await
    }

    async fn start_with(args: &[String]) -> Option<Self> {
        let args = args.to_vec();
        let python = gated_path(
            "TEST_TOOLS_PYTHON",
            "a Python with crates/server/tests/tools/requirements.txt installed",
        )?;
        let (child, port) = tokio::task::spawn_blocking(move || {
            let mut child = Command::new(&python)
                .arg(RECEIVER)
                .args(&args)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .unwrap_or_else(|error| panic!("{python} does not start: {error}"));
            let mut line = String::new();
            BufReader::new(child.stdout.take().unwrap())
                .read_line(&mut line)
                .unwrap();
            let first: Value = serde_json::from_str(&line)
                .unwrap_or_else(|_| panic!("the receiver said {line:?}"));
            (child, first["port"].as_u64().unwrap())
        })
        .await
        .unwrap();
        Some(Self {
            child,
            base: format!("http://127.0.0.1:{port}"),
            client: reqwest::Client::new(),
        })
    }

    /// A new subscription for the application server key `server_key`.
    pub async fn subscribe(&self, server_key: &str) -> Subscription {
        let answer: Value = self
            .client
            .post(format!("{}/subscriptions", self.base))
            .json(&json!({ "server_key": server_key }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        Subscription {
            id: answer["id"].as_str().unwrap().to_owned(),
            endpoint: answer["endpoint"].as_str().unwrap().to_owned(),
            p256dh: answer["keys"]["p256dh"].as_str().unwrap().to_owned(),
            auth: answer["keys"]["auth"].as_str().unwrap().to_owned(),
        }
    }

    /// Every push delivered to `subscription`, decrypted, oldest first:
    /// `{topic, urgency, ttl, payload}`.
    pub async fn received(&self, subscription: &Subscription) -> Vec<Value> {
        self.client
            .get(format!(
                "{}/subscriptions/{}/received",
                self.base, subscription.id
            ))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// Waits until `count` pushes have reached `subscription`; returns
    /// them.
    pub async fn wait_for(&self, subscription: &Subscription, count: usize) -> Vec<Value> {
        let mut pushes = Vec::new();
        super::wait_until(&format!("{count} pushes"), async || {
            pushes = self.received(subscription).await;
            pushes.len() >= count
        })
        .await;
        pushes
    }

    /// The pushes the receiver refused, with why (none is expected).
    pub async fn errors(&self) -> Vec<Value> {
        self.client
            .get(format!("{}/errors", self.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// From now on, pushes to `subscription` are answered 410 Gone, as a
    /// push service answers for a device that unsubscribed.
    pub async fn forget(&self, subscription: &Subscription) {
        let answer = self
            .client
            .post(format!(
                "{}/subscriptions/{}/gone",
                self.base, subscription.id
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 204);
    }

    /// Turns pushes on for a device of the member logged in on `browser`,
    /// as `push.js` does on the Notifications page: a subscription made
    /// with the server key the page gives, posted with the page's form.
    pub async fn turn_on(&self, browser: &Browser) -> Subscription {
        let page = browser.get("/settings/notifications").await;
        let marker = "data-vapid-key=\"";
        let start = page.body.find(marker).expect("the server key") + marker.len();
        let key = &page.body[start..start + page.body[start..].find('"').unwrap()];
        let subscription = self.subscribe(key).await;
        let turned_on = browser
            .submit(
                "/settings/notifications",
                "/settings/notifications/devices",
                &[
                    ("endpoint", &subscription.endpoint),
                    ("p256dh", &subscription.p256dh),
                    ("auth", &subscription.auth),
                ],
            )
            .await;
        assert!(
            turned_on.body.contains("Pushes are on for this device."),
            "{}",
            turned_on.body
        );
        subscription
    }
}

impl Drop for PushService {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
