//! Settings for a server run inside a benchmark's own process.

use std::path::Path;

use redqueen_app::config::{Settings, SettingsArgs};

/// The server's defaults, on `database_url`, with its mail written under
/// `dir` and any free local port.
///
/// # Errors
/// Settings the server refuses (never with these).
pub fn in_process(database_url: &str, dir: &Path) -> anyhow::Result<Settings> {
    Settings::resolve(&SettingsArgs {
        listen: Some("127.0.0.1:0".parse()?),
        database_url: Some(database_url.to_owned()),
        mail_dir: Some(dir.join("mail")),
        base_url: Some("http://bench.invalid".into()),
        ..SettingsArgs::default()
    })
}
