//! The real `redqueen` binary as a child process, for the tests that need
//! a whole server process: two of them on one database, or one killed with
//! SIGKILL and started again. Its settings come from a file the test
//! writes; its output goes to a log file shown when it fails to start.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use tokio::process::{Child, Command};

/// The settings the server would otherwise read from the caller's
/// environment.
const SETTINGS_ENV: [&str; 9] = [
    "REDQUEEN_CONFIG",
    "REDQUEEN_LISTEN",
    "DATABASE_URL",
    "REDQUEEN_MAIL_DIR",
    "REDQUEEN_SMTP_URL",
    "REDQUEEN_BASE_URL",
    "REDQUEEN_MAIL_FROM",
    "REDQUEEN_METRICS_LISTEN",
    "REDQUEEN_METRICS_TOKEN",
];

/// A server process and where it answers.
pub struct ServerProcess {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub addr: String,
    log: PathBuf,
}

impl ServerProcess {
    /// Starts the binary on `database_url` with the settings file's extra
    /// `lines`, in `folder` (its mail and log go there), and waits until
    /// `/health` answers.
    pub async fn start(database_url: &str, folder: &Path, lines: &str) -> Self {
        // A free port, released just before the server binds it.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let config = folder.join(format!("redqueen-{port}.toml"));
        std::fs::write(
            &config,
            format!(
                "listen = \"127.0.0.1:{port}\"\ndatabase_url = \"{database_url}\"\n\
                 mail_dir = \"{}\"\nlogin_attempts_per_minute = 1000\n{lines}",
                folder.join("mail").display()
            ),
        )
        .unwrap();
        let log = folder.join(format!("server-{port}.log"));
        let output = std::fs::File::create(&log).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_redqueen"));
        command
            .arg("serve")
            .arg("--config")
            .arg(&config)
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(output.try_clone().unwrap())
            .stderr(output)
            .kill_on_drop(true);
        for name in SETTINGS_ENV {
            command.env_remove(name);
        }
        let mut server = Self {
            child: command.spawn().expect("the server binary starts"),
            addr: format!("http://127.0.0.1:{port}"),
            log,
        };
        server.wait_until_healthy().await;
        server
    }

    async fn wait_until_healthy(&mut self) {
        let client = reqwest::Client::new();
        let give_up = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                panic!(
                    "the server exited ({status}) while starting:\n{}",
                    self.log()
                );
            }
            let healthy = client
                .get(format!("{}/health", self.addr))
                .send()
                .await
                .is_ok_and(|response| response.status().is_success());
            if healthy {
                return;
            }
            assert!(
                Instant::now() < give_up,
                "the server did not become healthy:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// SIGKILL: the process ends at once, whatever it was doing.
    pub async fn kill(mut self) {
        self.child.kill().await.unwrap();
    }

    /// SIGTERM, as an operator stops it; waits for it to finish.
    pub async fn stop(mut self) {
        let pid = self.child.id().unwrap().to_string();
        let signalled = Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .await
            .unwrap();
        assert!(signalled.success());
        let status = tokio::time::timeout(Duration::from_secs(30), self.child.wait())
            .await
            .expect("the server stops after SIGTERM")
            .unwrap();
        assert!(status.success(), "{status}:\n{}", self.log());
    }

    /// What the server wrote.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}
