//! Black-box test helpers: the real server on a random port over a fresh
//! database, driven over HTTP like a browser, with its email read from the
//! mail folder or from a real SMTP listener.
//!
//! The server runs its jobs as in production: the clock jobs every 100 ms
//! (`clock_sweep_ms`), the mail worker whenever an email is queued. So the
//! tests also show that the server does its work by itself, and some race
//! its own sweeper or director on purpose. A test waiting for a job's
//! effect polls for it with a timeout ([`wait_until`],
//! [`TestApp::emails_to`]); a test asserting that a job did not act, or
//! acted only once, first makes every job run ([`TestApp::run_jobs_once`]).
//! No test sleeps for a fixed time and then asserts (docs/testing.md).

pub mod api;
pub mod moves;
pub mod process;
pub mod push;
pub mod python;
pub mod smtp;
pub mod socket;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use redqueen::app::RunningApp;
use redqueen::clock::{Clock, ManualClock, SystemClock};
use redqueen::config::Settings;
use redqueen::notices::mail::Transport;
use redqueen_store::testing::{TestBackend, TestDatabase};

/// The public URL the server believes it has; links in emails start with
/// it and tests swap it for the real address.
pub const BASE_URL: &str = "http://redqueen.test";

/// Defines one test per backend from an async fn taking a [`TestApp`].
macro_rules! app_tests {
    ($($name:ident),+ $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(app) = $crate::support::TestApp::spawn(
                        redqueen_store::testing::TestBackend::Sqlite).await {
                        super::$name(&app).await;
                        app.stop().await;
                    }
                }
            )+
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(app) = $crate::support::TestApp::spawn(
                        redqueen_store::testing::TestBackend::Postgres).await {
                        super::$name(&app).await;
                        app.stop().await;
                    }
                }
            )+
        }
    };
}

/// Defines one test per backend from an async fn taking a [`TestBackend`],
/// for tests that set up more than a [`TestApp`].
macro_rules! each_backend {
    ($($name:ident),+ $(,)?) => {
        mod sqlite { $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name(redqueen_store::testing::TestBackend::Sqlite).await }
        )+ }
        mod postgres { $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name(redqueen_store::testing::TestBackend::Postgres).await }
        )+ }
    };
}

/// A running server and what a test needs to look inside it.
pub struct TestApp {
    pub running: Option<RunningApp>,
    pub addr: String,
    pub clock: Arc<ManualClock>,
    pub mail_dir: PathBuf,
    pub database: Option<TestDatabase>,
    _mail_dir: tempfile::TempDir,
}

/// Waits up to ten seconds for `check` to hold (the jobs run every
/// 100 ms in tests); panics naming `what` otherwise.
pub async fn wait_until(what: &str, mut check: impl AsyncFnMut() -> bool) {
    for _ in 0..200 {
        if check().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("timed out waiting for {what}");
}

/// Settings for a test server on `database_url`.
pub fn test_settings(database_url: &str, mail_dir: PathBuf) -> Settings {
    Settings {
        listen: "127.0.0.1:0".parse().unwrap(),
        database_url: database_url.to_owned(),
        mail_dir,
        smtp_url: None,
        base_url: BASE_URL.into(),
        mail_from: "redqueen <noreply@redqueen.test>".into(),
        metrics_listen: None,
        metrics_token: None,
        trusted_proxies: Vec::new(),
        login_attempts_per_minute: 1000,
        challenges_per_minute: 20,
        streams_per_minute: 1000,
        api_calls_per_minute: 100_000,
        max_games_in_progress: None,
        session_days: 30,
        mail_retry_base_ms: 1000,
        clock_sweep_ms: 100,
        vacation_days_per_year: 30,
        your_turn_delay_ms: 0,
        clubs_founded_by_administrators: false,
        gems: redqueen_domain::gems::GemAmounts::default(),
        durability: redqueen_store::Durability::default(),
        vapid_private_key: None,
        // The push receiver of the tests listens on http://127.0.0.1.
        push_endpoints_over_http: true,
    }
}

impl TestApp {
    /// A server over a fresh database of `backend`, or `None` when that
    /// backend is not configured (outside CI only).
    pub async fn spawn(backend: TestBackend) -> Option<Self> {
        Self::spawn_with(backend, |_| {}).await
    }

    /// Like [`TestApp::spawn`], with settings adjusted by `adjust`.
    pub async fn spawn_with(
        backend: TestBackend,
        adjust: impl FnOnce(&mut Settings),
    ) -> Option<Self> {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let database = TestDatabase::create(backend).await?;
        let mail = tempfile::tempdir().unwrap();
        let mut settings = test_settings(&database.url, mail.path().to_owned());
        adjust(&mut settings);
        let clock = Arc::new(ManualClock::new(SystemClock.now_ms()));
        let running = RunningApp::start(settings, clock.clone())
            .await
            .expect("the server starts");
        let mut app = Self::from_running(running, clock, mail).await;
        app.database = Some(database);
        Some(app)
    }

    /// Wraps a server started by the test itself.
    pub async fn from_running(
        running: RunningApp,
        clock: Arc<ManualClock>,
        mail: tempfile::TempDir,
    ) -> Self {
        Self {
            addr: format!("http://{}", running.addr),
            running: Some(running),
            clock,
            mail_dir: mail.path().to_owned(),
            database: None,
            _mail_dir: mail,
        }
    }

    pub fn state(&self) -> &redqueen::state::AppState {
        &self.running.as_ref().unwrap().state
    }

    pub async fn stop(mut self) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
    }

    /// A second app server's state on this app's database, with its own
    /// mail folder (kept while the folder returned is) and this app's
    /// clock: its jobs race this server's.
    pub async fn second_server(&self) -> (redqueen::state::AppState, tempfile::TempDir) {
        let url = self.database.as_ref().unwrap().url.clone();
        let mail = tempfile::tempdir().unwrap();
        let other = redqueen::state::AppState::open(
            test_settings(&url, mail.path().to_owned()),
            self.clock.clone(),
        )
        .await
        .unwrap();
        (other, mail)
    }

    /// Gives `member` an established rating of `rating` in `pool` (30
    /// games), so that a game changes it (a first rating is no change,
    /// ratings.md) and rating limits and board orders have one to read.
    pub async fn set_rating(&self, member: &api::Member, pool: &str, rating: i32) {
        let mut tx = self.state().store().begin().await.unwrap();
        let row = redqueen_store::RatingRow {
            record: redqueen_domain::rating::RatingRecord {
                rating: Some(rating),
                games: 30,
                performance_sum: 0,
            },
            prog: 0,
        };
        tx.set_rating(member.id, pool, &row, 0).await.unwrap();
        tx.commit().await.unwrap();
    }

    /// Runs every job once to completion at the clock's now: the clock
    /// jobs, then the delivery of the emails due, each after the round the
    /// server's own loop may have under way (`jobs::run_once`). Whatever
    /// the jobs would do by now is then done and written, emails included.
    pub async fn run_jobs_once(&self) {
        let state = self.state();
        redqueen::jobs::run_once(state).await.expect("the jobs run");
        let transport = Transport::from_settings(&state.settings).expect("the mail transport");
        redqueen::background::mail_worker(state, transport)
            .deliver_all_due()
            .await
            .expect("the due emails are tried");
    }

    /// A browser: its own cookies, following redirects.
    pub fn browser(&self) -> Browser {
        self.browser_at(std::net::Ipv4Addr::LOCALHOST)
    }

    /// A browser connecting from another address of the loopback network
    /// (127.0.0.2, ...): another client as the server sees it.
    pub fn browser_at(&self, address: std::net::Ipv4Addr) -> Browser {
        let cookies = Arc::new(reqwest::cookie::Jar::default());
        Browser {
            client: reqwest::Client::builder()
                .cookie_provider(cookies.clone())
                .local_address(std::net::IpAddr::V4(address))
                .build()
                .unwrap(),
            addr: self.addr.clone(),
            cookies,
        }
    }

    /// A browser logged in as `member` (made by [`TestApp::member`], whose
    /// password every test member shares).
    pub async fn browser_of(&self, member: &api::Member) -> Browser {
        let browser = self.browser();
        let page = browser.log_in(&member.name, "correct horse battery").await;
        assert_eq!(page.path, "/", "{} logs in", member.name);
        browser
    }

    /// The first email of `kind` sent to `recipient`, waiting for the
    /// worker to write it.
    pub async fn email_to(&self, recipient: &str, kind: &str) -> Email {
        self.emails_to(recipient, kind, 1).await.remove(0)
    }

    /// The emails of `kind` sent to `recipient`, oldest first, once there
    /// are at least `count` of them (waiting up to ten seconds).
    pub async fn emails_to(&self, recipient: &str, kind: &str, count: usize) -> Vec<Email> {
        for _ in 0..200 {
            let mut found: Vec<((i64, i64), Email)> = std::fs::read_dir(&self.mail_dir)
                .map(|dir| dir.filter_map(Result::ok).collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .filter_map(|entry| {
                    // `{created_at}-{id}-{kind}.eml`
                    let name = entry.file_name().into_string().ok()?;
                    let stem = name.strip_suffix(&format!("-{kind}.eml"))?;
                    let (created, id) = stem.split_once('-')?;
                    let order = (created.parse().ok()?, id.parse().ok()?);
                    let email = Email::parse(&std::fs::read(entry.path()).ok()?);
                    (email.to == recipient).then_some((order, email))
                })
                .collect();
            if found.len() >= count {
                found.sort_by_key(|(order, _)| *order);
                return found.into_iter().map(|(_, email)| email).collect();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("fewer than {count} {kind} emails to {recipient} arrived");
    }

    /// A browser logged in as a new member `name` whose address is
    /// confirmed (registered and verified through the pages).
    pub async fn signed_up(&self, name: &str) -> Browser {
        let browser = self.browser();
        let email = format!("{}@example.org", name.to_lowercase());
        browser
            .register(name, &email, "correct horse battery")
            .await;
        let link = self.email_to(&email, "verify_email").await.link_path();
        assert_eq!(browser.get(&link).await.path, "/?notice=verified");
        browser
    }

    /// How many emails are in the mail folder.
    pub fn emails_written(&self) -> usize {
        std::fs::read_dir(&self.mail_dir).map_or(0, Iterator::count)
    }

    /// How many emails of `kind` to `recipient` this server has delivered.
    pub fn delivered(&self, recipient: &str, kind: &str) -> usize {
        let ending = format!("-{kind}.eml");
        std::fs::read_dir(&self.mail_dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|entry| entry.file_name().to_string_lossy().ends_with(&ending))
                    .filter(|entry| {
                        Email::parse(&std::fs::read(entry.path()).unwrap()).to == recipient
                    })
                    .count()
            })
            .unwrap_or(0)
    }
}

/// An email as received.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub raw: String,
}

impl Email {
    pub fn parse(bytes: &[u8]) -> Self {
        let message = mail_parser::MessageParser::default()
            .parse(bytes)
            .expect("a MIME message");
        let to = message
            .to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_owned();
        Self {
            to,
            subject: message.subject().unwrap_or_default().to_owned(),
            text: message.body_text(0).unwrap_or_default().into_owned(),
            html: message.body_html(0).unwrap_or_default().into_owned(),
            raw: String::from_utf8_lossy(bytes).into_owned(),
        }
    }

    /// The path of the first link to this site in the text part.
    pub fn link_path(&self) -> String {
        let start = self.text.find(BASE_URL).expect("a link to the site");
        let rest = &self.text[start + BASE_URL.len()..];
        rest.split_whitespace().next().unwrap().to_owned()
    }
}

/// A browser session against the test server.
#[derive(Clone)]
pub struct Browser {
    pub client: reqwest::Client,
    pub addr: String,
    /// Its cookies, for what opens connections of its own (a WebSocket).
    pub cookies: Arc<reqwest::cookie::Jar>,
}

/// A page as fetched: status, final path after redirects, body.
#[derive(Debug)]
pub struct Page {
    pub status: u16,
    pub path: String,
    pub body: String,
    /// The `Retry-After` header, if any.
    pub retry_after: Option<String>,
}

/// A response's `Retry-After` header.
/// The next line of an NDJSON stream that is not a keep-alive; `None` once
/// the stream has ended.
pub async fn next_line(response: &mut reqwest::Response, buffer: &mut Vec<u8>) -> Option<String> {
    loop {
        if let Some(end) = buffer.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = buffer.drain(..=end).collect();
            let line = String::from_utf8(line).unwrap();
            if line.trim().is_empty() {
                continue;
            }
            return Some(line);
        }
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(20), response.chunk())
            .await
            .expect("the stream answers in time")
            .ok()??;
        buffer.extend_from_slice(&chunk);
    }
}

pub fn retry_after(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

impl Page {
    /// The CSRF token of the page's forms.
    pub fn csrf(&self) -> String {
        let marker = "name=\"csrf\" value=\"";
        let start = self.body.find(marker).expect("a form with a CSRF field") + marker.len();
        self.body[start..].split('"').next().unwrap().to_owned()
    }
}

impl Browser {
    pub async fn get(&self, path: &str) -> Page {
        let response = self
            .client
            .get(format!("{}{path}", self.addr))
            .send()
            .await
            .unwrap();
        Self::page(response).await
    }

    pub async fn get_with_language(&self, path: &str, accept_language: &str) -> Page {
        let response = self
            .client
            .get(format!("{}{path}", self.addr))
            .header("Accept-Language", accept_language)
            .send()
            .await
            .unwrap();
        Self::page(response).await
    }

    /// Posts a form as the page at `form_page` would: with its CSRF token.
    pub async fn submit(&self, form_page: &str, action: &str, fields: &[(&str, &str)]) -> Page {
        let csrf = self.get(form_page).await.csrf();
        let mut body: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        body.extend_from_slice(fields);
        self.post_form(action, &body).await
    }

    /// Posts exactly these fields.
    pub async fn post_form(&self, action: &str, fields: &[(&str, &str)]) -> Page {
        let response = self
            .client
            .post(format!("{}{action}", self.addr))
            .form(fields)
            .send()
            .await
            .unwrap();
        Self::page(response).await
    }

    async fn page(response: reqwest::Response) -> Page {
        let status = response.status().as_u16();
        let path = response.url().path().to_owned();
        let query = response
            .url()
            .query()
            .map(|q| format!("?{q}"))
            .unwrap_or_default();
        let retry_after = retry_after(&response);
        Page {
            status,
            path: format!("{path}{query}"),
            body: response.text().await.unwrap(),
            retry_after,
        }
    }

    /// Registers and returns the registration's landing page.
    pub async fn register(&self, username: &str, email: &str, password: &str) -> Page {
        self.submit(
            "/register",
            "/register",
            &[
                ("username", username),
                ("email", email),
                ("password", password),
            ],
        )
        .await
    }

    /// Registers and logs in (as an unverified member may), for tests
    /// that go on before the address is confirmed; returns the home page.
    pub async fn register_and_log_in(&self, username: &str, email: &str, password: &str) -> Page {
        let landing = self.register(username, email, password).await;
        assert_eq!(landing.path, "/login?notice=registered", "{}", landing.body);
        let home = self.log_in(username, password).await;
        assert_eq!(home.path, "/", "{username} logs in");
        home
    }

    pub async fn log_in(&self, username: &str, password: &str) -> Page {
        self.submit(
            "/login",
            "/login",
            &[("username", username), ("password", password)],
        )
        .await
    }

    pub async fn log_out(&self) -> Page {
        self.submit("/", "/logout", &[]).await
    }

    /// The member's stream of what waits for them (`/my/waiting`), opened
    /// with this browser's session.
    pub async fn waiting_stream(&self) -> reqwest::Response {
        let response = self
            .client
            .get(format!("{}/my/waiting", self.addr))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        response
    }

    /// Changes a test member's password (see [`TestApp::browser_of`]),
    /// which ends their other sessions; checks that it was changed.
    pub async fn change_password(&self) {
        let fields = [
            ("current_password", "correct horse battery"),
            ("new_password", "another secret"),
        ];
        let changed = self
            .submit("/settings", "/settings/password", &fields)
            .await;
        assert_eq!(changed.path, "/settings?notice=password-changed");
    }
}
