//! The `redqueen` binary as a child process: started with a settings file,
//! its output in a log file, ready once `GET /health` answers, stopped
//! with SIGTERM as an operator would.

use std::fs::File;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use tokio::process::{Child, Command};

/// How long the server may take to answer its health check.
const START_TIMEOUT: Duration = Duration::from_secs(60);
/// How long it may take to stop after SIGTERM before it is killed.
const STOP_TIMEOUT: Duration = Duration::from_secs(30);

/// Settings the server reads from the environment before its file: a run
/// must not pick up the caller's.
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

/// A running server.
#[derive(Debug)]
pub struct ServerProcess {
    child: Child,
    pid: u32,
    base_url: String,
    log: PathBuf,
}

/// A free local address to listen on. Another program could take the port
/// before the server binds it; on a benchmark machine that does not happen.
///
/// # Errors
/// No port is free.
pub fn free_local_address() -> anyhow::Result<SocketAddr> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?)
}

/// The `redqueen` binary beside this program's own executable (cargo puts
/// both in `target/release`).
///
/// # Errors
/// The path of this program is unknown.
pub fn default_binary() -> anyhow::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    Ok(exe.with_file_name("redqueen"))
}

impl ServerProcess {
    /// Starts `binary serve --config config`, which listens on `addr`,
    /// writing its output to `log`, and waits for its health check.
    ///
    /// # Errors
    /// The binary does not start, exits, or does not become healthy.
    pub async fn start(
        binary: &Path,
        config: &Path,
        addr: SocketAddr,
        log: &Path,
    ) -> anyhow::Result<Self> {
        if !binary.is_file() {
            bail!(
                "no server binary at {}: build it (cargo build --release -p redqueen) or pass --server-bin",
                binary.display()
            );
        }
        let output = File::create(log).with_context(|| format!("creating {}", log.display()))?;
        let mut command = Command::new(binary);
        command
            .arg("serve")
            .arg("--config")
            .arg(config)
            .stdin(Stdio::null())
            .stdout(output.try_clone()?)
            .stderr(output)
            // Should this program fail half-way, the server goes with it.
            .kill_on_drop(true);
        for name in SETTINGS_ENV {
            command.env_remove(name);
        }
        let child = command
            .spawn()
            .with_context(|| format!("starting {}", binary.display()))?;
        let pid = child.id().context("the server's process id")?;
        let mut server = Self {
            child,
            pid,
            base_url: format!("http://{addr}"),
            log: log.to_owned(),
        };
        server.wait_until_healthy().await?;
        Ok(server)
    }

    async fn wait_until_healthy(&mut self) -> anyhow::Result<()> {
        let client = reqwest::Client::new();
        let url = format!("{}/health", self.base_url);
        let give_up = Instant::now() + START_TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait()? {
                bail!(
                    "the server exited ({status}) while starting:\n{}",
                    self.log_tail()
                );
            }
            let healthy = client
                .get(&url)
                .send()
                .await
                .is_ok_and(|response| response.status().is_success());
            if healthy {
                return Ok(());
            }
            if Instant::now() > give_up {
                bail!("the server did not become healthy:\n{}", self.log_tail());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// `http://127.0.0.1:PORT`.
    #[must_use]
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The server's process id, for its figures in `/proc`.
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// Sends SIGTERM (the server then finishes its requests and closes the
    /// database cleanly) and waits; kills it if it takes too long.
    ///
    /// # Errors
    /// The process could not be signalled or waited for.
    pub async fn stop(mut self) -> anyhow::Result<ExitStatus> {
        let signalled = Command::new("kill")
            .arg("-TERM")
            .arg(self.pid.to_string())
            .status()
            .await
            .is_ok_and(|status| status.success());
        if signalled && let Ok(status) = tokio::time::timeout(STOP_TIMEOUT, self.child.wait()).await
        {
            return Ok(status?);
        }
        self.child.kill().await?;
        Ok(self.child.wait().await?)
    }

    /// Sends SIGKILL: the server ends at once, whatever it was doing.
    ///
    /// # Errors
    /// The process could not be killed or waited for.
    pub async fn kill(mut self) -> anyhow::Result<ExitStatus> {
        self.child.kill().await?;
        Ok(self.child.wait().await?)
    }

    /// The last lines the server wrote, for error messages.
    #[must_use]
    pub fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(20)..].join("\n")
    }
}
