//! Real Python clients against the test server: the interpreter (or
//! program) a gated suite names in an environment variable, a member with a
//! token, and a script or command run with the server's clock following
//! real time.

use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use redqueen::accounts::{self, Registration};
use redqueen_domain::account::{EmailAddress, NewPassword, Scopes, Username};

use super::TestApp;

/// The path in environment variable `variable`, or `None` to skip (outside
/// CI only: under `CI=true` a missing variable fails the test, so CI cannot
/// pass without having run the client). `what` says what it should name.
pub fn gated_path(variable: &str, what: &str) -> Option<String> {
    match std::env::var(variable) {
        Ok(path) if !path.is_empty() => Some(path),
        _ => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI=true but {variable} is not set: it must name {what}"
            );
            eprintln!("{variable} not set: case skipped");
            None
        }
    }
}

/// A verified member and a token with `scopes`.
pub async fn member_with_scopes(app: &TestApp, username: &str, scopes: &str) -> String {
    let state = app.state();
    let registration = Registration {
        username: Username::parse(username).unwrap(),
        email: EmailAddress::parse(&format!("{}@example.org", username.to_lowercase())).unwrap(),
        password: NewPassword::parse("correct horse battery").unwrap(),
        verified: true,
        admin: false,
    };
    let user_id = accounts::register(state, &registration, &state.i18n.english())
        .await
        .expect("the member registers");
    accounts::create_access_token(state, user_id, "client", &Scopes::parse(scopes).unwrap())
        .await
        .expect("a token")
}

/// A child's pipe, read on its own thread as it comes.
struct Output {
    bytes: Arc<Mutex<Vec<u8>>>,
    reader: std::thread::JoinHandle<()>,
}

impl Output {
    fn collect(mut pipe: impl Read + Send + 'static) -> Self {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&bytes);
        let reader = std::thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(n @ 1..) = pipe.read(&mut chunk) {
                sink.lock().unwrap().extend_from_slice(&chunk[..n]);
            }
        });
        Self { bytes, reader }
    }

    /// What came, once the pipe closed or after a short wait (a killed
    /// child's own children may keep it open).
    async fn text(self) -> String {
        for _ in 0..100 {
            if self.reader.is_finished() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        String::from_utf8_lossy(&self.bytes.lock().unwrap()).into_owned()
    }
}

/// How a script ended.
pub struct Run {
    /// Its standard output.
    pub stdout: String,
    /// Both outputs, for a failure's message.
    pub report: String,
}

/// Runs `python script` against `app` with `env`: [`run_command`].
pub async fn run_script(
    app: &TestApp,
    python: &str,
    script: &str,
    env: &[(&str, &str)],
    timeout: Duration,
) -> Run {
    let mut command = Command::new(python);
    command.arg(script).envs(env.iter().copied());
    run_command(app, command, timeout).await
}

/// Runs `command` against `app` (its address in `REDQUEEN_URL`), the
/// server's clock following real time meanwhile (as in production, so games
/// get distinct, ordered timestamps and live clocks run); fails the test
/// with the program's output unless it succeeded within `timeout`. The
/// server keeps running: the caller reads what it needs, then stops it.
pub async fn run_command(app: &TestApp, mut command: Command, timeout: Duration) -> Run {
    let clock = app.clock.clone();
    let ticker = tokio::spawn(async move {
        let mut last = Instant::now();
        loop {
            tokio::time::sleep(Duration::from_millis(10)).await;
            let now = Instant::now();
            let elapsed = now.duration_since(last);
            let whole_ms = elapsed.as_millis();
            clock.advance(i64::try_from(whole_ms).unwrap_or(i64::MAX));
            last += Duration::from_millis(u64::try_from(whole_ms).unwrap_or(u64::MAX));
        }
    });

    let described = format!("{command:?}");
    let mut child = command
        .env("REDQUEEN_URL", &app.addr)
        .env("PYTHONUNBUFFERED", "1")
        .env("NO_PROXY", "127.0.0.1,localhost")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{described} does not start: {error}"));
    let stdout = Output::collect(child.stdout.take().unwrap());
    let stderr = Output::collect(child.stderr.take().unwrap());

    // std's process (the workspace's tokio has no `process` feature),
    // polled without blocking the runtime: the server runs on it too.
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let stdout = stdout.text().await;
    let stderr = stderr.text().await;
    ticker.abort();

    let report = format!("--- stdout\n{stdout}\n--- stderr\n{stderr}");
    match status {
        None => panic!(
            "{described} did not finish within {} s\n{report}",
            timeout.as_secs()
        ),
        Some(status) => assert!(status.success(), "{described} failed ({status})\n{report}"),
    }
    Run { stdout, report }
}
