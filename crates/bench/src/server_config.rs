//! The server's settings file for a run. The load generator writes it for
//! the server process and opens the database through the same file, so
//! setup, store baseline and server see the same settings (the SQLite
//! durability among them).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use redqueen_app::clock::SystemClock;
use redqueen_app::config::{Settings, SettingsArgs};

use crate::opened::Opened;

/// What a run sets; everything else keeps the server's default, except
/// the limits a load test would trip over.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    pub listen: SocketAddr,
    pub database_url: String,
    pub mail_dir: PathBuf,
    /// `normal` or `full`; `None` leaves the key out (the server's default).
    pub sqlite_synchronous: Option<String>,
}

impl ServerConfig {
    /// The settings as TOML.
    #[must_use]
    pub fn to_toml(&self) -> String {
        let mut text = format!(
            "listen = {}\ndatabase_url = {}\nmail_dir = {}\n\
             login_attempts_per_minute = 100000\nchallenges_per_minute = 100000\n\
             api_calls_per_minute = 100000000\nstreams_per_minute = 100000\n\
             clock_sweep_seconds = 30\n",
            quoted(&self.listen.to_string()),
            quoted(&self.database_url),
            quoted(&self.mail_dir.display().to_string()),
        );
        if let Some(synchronous) = &self.sqlite_synchronous {
            text.push_str(&format!("sqlite_synchronous = {}\n", quoted(synchronous)));
        }
        text
    }

    /// Writes the settings to `path`.
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn write(&self, path: &Path) -> anyhow::Result<()> {
        std::fs::write(path, self.to_toml())
            .with_context(|| format!("writing the settings file {}", path.display()))
    }
}

/// Opens (and migrates) the database of the settings file at `path`, as
/// the server would.
///
/// # Errors
/// The file is refused by the server's settings, or the database is
/// unreachable.
pub async fn open_state(path: &Path) -> anyhow::Result<Opened> {
    let settings = Settings::resolve(&SettingsArgs {
        config: Some(path.to_owned()),
        ..SettingsArgs::default()
    })?;
    Opened::open(settings, Arc::new(SystemClock)).await
}

/// A TOML basic string. JSON's string escapes are all valid in TOML.
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}
