//! The `redqueen` server as a separate process, as it runs in production:
//! the binary built beside the benchmark, a TOML configuration written for
//! it, a free local port, and its memory read from `/proc`.

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

/// How long the server may take to answer its health check.
const START_TIMEOUT: Duration = Duration::from_secs(60);
/// How long it may take to stop after SIGTERM before it is killed.
const STOP_TIMEOUT: Duration = Duration::from_secs(15);

/// A running server; killed if dropped without [`ServerProcess::stop`].
pub struct ServerProcess {
    child: Child,
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    pub base_url: String,
    pub addr: SocketAddr,
}

/// The `redqueen` binary of the same build as the running benchmark.
///
/// # Errors
/// It was not built: build both packages together.
pub fn server_binary() -> anyhow::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    let binary = exe
        .parent()
        .context("the benchmark's folder")?
        .join("redqueen");
    if !binary.is_file() {
        bail!(
            "{} is missing: build it with `cargo build --release -p redqueen -p redqueen-bench`",
            binary.display()
        );
    }
    Ok(binary)
}

/// A local port free at the time of asking.
///
/// # Errors
/// No port could be bound.
pub fn free_local_address() -> anyhow::Result<SocketAddr> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?)
}

/// A TOML string holding `text` (JSON's escapes are TOML's).
fn toml_string(text: &str) -> String {
    serde_json::Value::String(text.to_owned()).to_string()
}

impl ServerProcess {
    /// Writes `dir/redqueen.toml` (a free port, `database_url`, mail in
    /// `dir/mail`), starts `redqueen serve` with it, and waits until
    /// `GET /health` answers. The server inherits this process's limits
    /// (open files) and logs warnings to this process's standard error.
    ///
    /// # Errors
    /// The binary is missing, or the server stopped or did not answer.
    pub async fn start(dir: &Path, database_url: &str) -> anyhow::Result<Self> {
        let addr = free_local_address()?;
        let base_url = format!("http://{addr}");
        let config = dir.join("redqueen.toml");
        let mail_dir = dir.join("mail");
        std::fs::write(
            &config,
            format!(
                "listen = {}\ndatabase_url = {}\nmail_dir = {}\nbase_url = {}\n",
                toml_string(&addr.to_string()),
                toml_string(database_url),
                toml_string(&mail_dir.to_string_lossy()),
                toml_string(&base_url),
            ),
        )?;
        let child = Command::new(server_binary()?)
            .arg("--config")
            .arg(&config)
            .arg("serve")
            .env(
                "RUST_LOG",
                std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .spawn()
            .context("starting the server")?;
        let mut server = Self {
            child,
            base_url,
            addr,
        };
        server.wait_until_healthy().await?;
        Ok(server)
    }

    async fn wait_until_healthy(&mut self) -> anyhow::Result<()> {
        let client = reqwest::Client::new();
        let health = format!("{}/health", self.base_url);
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                bail!("the server stopped at start ({status})");
            }
            if let Ok(response) = client.get(&health).send().await
                && response.status().is_success()
            {
                return Ok(());
            }
            if started.elapsed() > START_TIMEOUT {
                bail!("the server did not answer {health} within {START_TIMEOUT:?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The server's process id.
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The server's resident memory (`VmRSS`), in KiB.
    ///
    /// # Errors
    /// `/proc` could not be read (not Linux, or the server stopped).
    pub fn rss_kib(&self) -> anyhow::Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()))?;
        let line = status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .context("no VmRSS line")?;
        Ok(line.trim().trim_end_matches("kB").trim().parse()?)
    }

    /// Stops the server as an operator would (SIGTERM: it ends its streams
    /// and closes the database), killing it if it takes too long.
    ///
    /// # Errors
    /// The signal could not be sent.
    pub async fn stop(mut self) -> anyhow::Result<ExitStatus> {
        let sent = Command::new("kill")
            .arg("-TERM")
            .arg(self.pid().to_string())
            .status()?;
        if !sent.success() {
            bail!("could not signal the server ({sent})");
        }
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                return Ok(status);
            }
            if started.elapsed() > STOP_TIMEOUT {
                self.child.kill()?;
                return Ok(self.child.wait()?);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        // After `stop` the process is gone and this does nothing; on an
        // early error it keeps a server from outliving the benchmark.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
