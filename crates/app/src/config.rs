//! Settings: one typed struct, from a TOML file and the environment (or
//! flags), validated at start. Flags and environment win over the file,
//! the file over the defaults.

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Args;
use redqueen_domain::gems::GemAmounts;
use redqueen_store::Durability;
use serde::Deserialize;

/// Settings as given on the command line or in the environment.
#[derive(Debug, Clone, Default, Args)]
// Listed after each command's own options, under a heading of their own
// (issue 49: `user create --help` mixed them among its own).
#[command(next_help_heading = "Settings (every command)")]
pub struct SettingsArgs {
    /// A TOML file with any of the settings below (snake_case keys).
    #[arg(long, env = "REDQUEEN_CONFIG", global = true)]
    pub config: Option<PathBuf>,
    /// Address and port to serve on [default: 127.0.0.1:8080].
    #[arg(long, env = "REDQUEEN_LISTEN", global = true)]
    pub listen: Option<SocketAddr>,
    /// `sqlite:PATH` or `postgres://...` [default: sqlite:data/redqueen.db].
    #[arg(long, env = "DATABASE_URL", global = true, hide_env_values = true)]
    pub database_url: Option<String>,
    /// Folder for outgoing email as `.eml` files when no SMTP server is set
    /// [default: data/mail].
    #[arg(long, env = "REDQUEEN_MAIL_DIR", global = true)]
    pub mail_dir: Option<PathBuf>,
    /// SMTP server for outgoing email: `smtp://user:pass@host:25`,
    /// `smtp://host:587?tls=required` or `smtps://host:465`.
    #[arg(long, env = "REDQUEEN_SMTP_URL", global = true, hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The public URL of the site, used in links and emails
    /// [default: http://LISTEN].
    #[arg(long, env = "REDQUEEN_BASE_URL", global = true)]
    pub base_url: Option<String>,
    /// The sender of outgoing email [default: redqueen <noreply@localhost>].
    #[arg(long, env = "REDQUEEN_MAIL_FROM", global = true)]
    pub mail_from: Option<String>,
    /// A second address serving only `/metrics`, for the operator's
    /// scraper (docs/operations.md) [default: none].
    #[arg(long, env = "REDQUEEN_METRICS_LISTEN", global = true)]
    pub metrics_listen: Option<SocketAddr>,
    /// A token that opens `/metrics` on the public address to
    /// `Authorization: Bearer TOKEN` [default: none, and `/metrics` is not
    /// served there].
    #[arg(
        long,
        env = "REDQUEEN_METRICS_TOKEN",
        global = true,
        hide_env_values = true
    )]
    pub metrics_token: Option<String>,
}

/// Settings read from the file; every key is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSettings {
    listen: Option<SocketAddr>,
    database_url: Option<String>,
    mail_dir: Option<PathBuf>,
    smtp_url: Option<String>,
    base_url: Option<String>,
    mail_from: Option<String>,
    metrics_listen: Option<SocketAddr>,
    metrics_token: Option<String>,
    trusted_proxies: Option<Vec<IpAddr>>,
    login_attempts_per_minute: Option<u32>,
    challenges_per_minute: Option<u32>,
    streams_per_minute: Option<u32>,
    api_calls_per_minute: Option<u32>,
    max_games_in_progress: Option<u32>,
    session_days: Option<u32>,
    mail_retry_base_seconds: Option<u64>,
    clock_sweep_seconds: Option<u64>,
    vacation_days_per_year: Option<u32>,
    your_turn_email_delay_seconds: Option<u64>,
    clubs_founded_by_administrators: Option<bool>,
    starting_gems: Option<i64>,
    standard_gems: Option<i64>,
    sqlite_synchronous: Option<SqliteSynchronous>,
    vapid_private_key: Option<String>,
    push_endpoints_over_http: Option<bool>,
}

/// `sqlite_synchronous` in the file: how durable a commit on SQLite is.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SqliteSynchronous {
    /// Survives a crash of the process (the default).
    Normal,
    /// Survives a power loss: each commit is flushed to disk first.
    Full,
}

/// The settings the server runs with.
#[derive(Clone)]
pub struct Settings {
    pub listen: SocketAddr,
    pub database_url: String,
    pub mail_dir: PathBuf,
    pub smtp_url: Option<String>,
    /// Without a trailing slash.
    pub base_url: String,
    pub mail_from: String,
    /// Where `/metrics` is served apart from the site, if anywhere.
    pub metrics_listen: Option<SocketAddr>,
    /// The bearer token that opens `/metrics` on the site's address.
    pub metrics_token: Option<String>,
    /// Reverse proxies whose `X-Forwarded-For` names the client
    /// (`http/client.rs`, docs/operations.md).
    pub trusted_proxies: Vec<IpAddr>,
    /// Logins, registrations and reset requests one address may post per
    /// minute before getting 429 (product.md §11).
    pub login_attempts_per_minute: u32,
    /// Challenges and open games one member may create per minute before
    /// getting 429 (product.md §11).
    pub challenges_per_minute: u32,
    /// Event streams and board sockets one member (or one address, when
    /// logged out) may open per minute before getting 429: a client
    /// reconnecting in a loop (product.md §11).
    pub streams_per_minute: u32,
    /// API calls (with a token) one member may make per minute before
    /// getting 429 (product.md §11; `api_calls.rs`).
    pub api_calls_per_minute: u32,
    /// The most games one member may have in progress that a challenge or
    /// an open game starts (product.md §2: a decision; `None`, the
    /// default: no cap). Tournament games are never refused.
    pub max_games_in_progress: Option<u32>,
    pub session_days: u32,
    /// The first retry of a failed delivery waits this long; each further
    /// one twice as long, up to six hours.
    pub mail_retry_base_ms: i64,
    /// How often the clock sweeper and the reminders run.
    pub clock_sweep_ms: u64,
    /// Each member's vacation days per calendar year (product.md §4).
    pub vacation_days_per_year: u32,
    /// How long a "your turn" email waits for the move to be answered
    /// anyway; a reply within it replaces the email (docs/play.md).
    pub your_turn_delay_ms: i64,
    /// Only administrators found clubs (clubs-and-ladder.md: any member
    /// with a confirmed address unless the installation says so).
    pub clubs_founded_by_administrators: bool,
    /// New accounts' gems and a game's standard amount (live-games.md
    /// "Gems": 100 and 10 unless the installation says otherwise).
    pub gems: GemAmounts,
    /// What a commit on SQLite survives (docs/benchmarks.md).
    pub durability: Durability,
    /// The server's VAPID private key for Web Push (base64url of the
    /// P-256 scalar); `None`: the one made on the first start and kept in
    /// the database (docs/notifications.md).
    pub vapid_private_key: Option<String>,
    /// Accept push subscriptions whose endpoint is `http://` (a push
    /// service on the same machine, for tests); push services use https.
    pub push_endpoints_over_http: bool,
}

/// Never prints the database URL or the SMTP URL: they may hold passwords.
impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("listen", &self.listen)
            .field("database", &self.database_url.split(':').next())
            .field("mail_dir", &self.mail_dir)
            .field("smtp", &self.smtp_url.as_ref().map(|_| ".."))
            .field("base_url", &self.base_url)
            .field("metrics_listen", &self.metrics_listen)
            .finish_non_exhaustive()
    }
}

impl Settings {
    /// Resolves the settings: flags and environment, then the file, then
    /// the defaults; then checks them.
    ///
    /// # Errors
    /// An unreadable or invalid file, or an invalid value.
    pub fn resolve(args: &SettingsArgs) -> anyhow::Result<Self> {
        let file = match &args.config {
            Some(path) => read_file(path)?,
            None => FileSettings::default(),
        };
        let listen = args
            .listen
            .or(file.listen)
            .unwrap_or(SocketAddr::from(([127, 0, 0, 1], 8080)));
        let base_url = args
            .base_url
            .clone()
            .or(file.base_url)
            .unwrap_or_else(|| format!("http://{listen}"));
        let settings = Self {
            listen,
            database_url: args
                .database_url
                .clone()
                .or(file.database_url)
                .unwrap_or_else(|| "sqlite:data/redqueen.db".into()),
            mail_dir: args
                .mail_dir
                .clone()
                .or(file.mail_dir)
                .unwrap_or_else(|| "data/mail".into()),
            smtp_url: args
                .smtp_url
                .clone()
                .or(file.smtp_url)
                .filter(|s| !s.is_empty()),
            base_url: base_url.trim_end_matches('/').to_owned(),
            mail_from: args
                .mail_from
                .clone()
                .or(file.mail_from)
                .unwrap_or_else(|| "redqueen <noreply@localhost>".into()),
            metrics_listen: args.metrics_listen.or(file.metrics_listen),
            metrics_token: args
                .metrics_token
                .clone()
                .or(file.metrics_token)
                .filter(|t| !t.is_empty()),
            trusted_proxies: file.trusted_proxies.unwrap_or_default(),
            login_attempts_per_minute: file.login_attempts_per_minute.unwrap_or(20),
            challenges_per_minute: file.challenges_per_minute.unwrap_or(20),
            streams_per_minute: file.streams_per_minute.unwrap_or(60),
            api_calls_per_minute: file.api_calls_per_minute.unwrap_or(600),
            max_games_in_progress: file.max_games_in_progress,
            session_days: file.session_days.unwrap_or(30),
            mail_retry_base_ms: i64::try_from(file.mail_retry_base_seconds.unwrap_or(60))
                .unwrap_or(60)
                .saturating_mul(1000),
            clock_sweep_ms: file.clock_sweep_seconds.unwrap_or(30).saturating_mul(1000),
            vacation_days_per_year: file
                .vacation_days_per_year
                .unwrap_or(redqueen_domain::vacation::DEFAULT_DAYS_PER_YEAR),
            your_turn_delay_ms: i64::try_from(file.your_turn_email_delay_seconds.unwrap_or(60))
                .unwrap_or(60)
                .saturating_mul(1000),
            clubs_founded_by_administrators: file.clubs_founded_by_administrators.unwrap_or(false),
            gems: GemAmounts {
                starting: file.starting_gems.unwrap_or(GemAmounts::default().starting),
                standard: file.standard_gems.unwrap_or(GemAmounts::default().standard),
            },
            durability: match file.sqlite_synchronous {
                None | Some(SqliteSynchronous::Normal) => Durability::ProcessCrash,
                Some(SqliteSynchronous::Full) => Durability::PowerLoss,
            },
            vapid_private_key: file.vapid_private_key.filter(|k| !k.is_empty()),
            push_endpoints_over_http: file.push_endpoints_over_http.unwrap_or(false),
        };
        settings.validate()?;
        Ok(settings)
    }

    fn validate(&self) -> anyhow::Result<()> {
        if !(self.base_url.starts_with("http://") || self.base_url.starts_with("https://")) {
            bail!(
                "base_url must start with http:// or https://, got {:?}",
                self.base_url
            );
        }
        if self.login_attempts_per_minute == 0 {
            bail!("login_attempts_per_minute must be at least 1");
        }
        if self.challenges_per_minute == 0 {
            bail!("challenges_per_minute must be at least 1");
        }
        if self.api_calls_per_minute == 0 {
            bail!("api_calls_per_minute must be at least 1");
        }
        if self.streams_per_minute == 0 {
            bail!("streams_per_minute must be at least 1");
        }
        if self.max_games_in_progress == Some(0) {
            bail!("max_games_in_progress must be at least 1 (leave it out for no cap)");
        }
        if self.session_days == 0 {
            bail!("session_days must be at least 1");
        }
        if self.gems.starting < 0 {
            bail!("starting_gems must be 0 or more");
        }
        if self.gems.standard < 1 {
            bail!("standard_gems must be at least 1");
        }
        self.mail_from
            .parse::<lettre::message::Mailbox>()
            .with_context(|| format!("mail_from {:?} is not an email address", self.mail_from))?;
        Ok(())
    }

    /// Whether the site is served over TLS (cookies are then `Secure`).
    #[must_use]
    pub fn is_https(&self) -> bool {
        self.base_url.starts_with("https://")
    }

    /// An absolute link to `path` (which starts with `/`).
    #[must_use]
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// Creates the folder of a SQLite database file, so the first start
    /// works from an empty checkout.
    ///
    /// # Errors
    /// The folder cannot be created.
    pub fn prepare_sqlite_folder(&self) -> anyhow::Result<()> {
        let Some(path) = self.database_url.strip_prefix("sqlite:") else {
            return Ok(());
        };
        let path = Path::new(
            path.trim_start_matches("//")
                .split('?')
                .next()
                .unwrap_or(path),
        );
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)
                .with_context(|| format!("creating the database folder {}", folder.display()))?;
        }
        Ok(())
    }
}

fn read_file(path: &Path) -> anyhow::Result<FileSettings> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading the settings file {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("in the settings file {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_serve_sqlite_on_port_8080_with_mail_to_a_folder() {
        let settings = Settings::resolve(&SettingsArgs::default()).unwrap();
        assert_eq!(settings.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(settings.database_url, "sqlite:data/redqueen.db");
        assert_eq!(settings.base_url, "http://127.0.0.1:8080");
        assert_eq!(settings.smtp_url, None);
        assert_eq!(settings.vacation_days_per_year, 30);
        assert!(!settings.is_https());
    }

    #[test]
    fn flags_win_over_the_file_and_the_file_over_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("redqueen.toml");
        std::fs::write(
            &path,
            "listen = \"0.0.0.0:9000\"\nbase_url = \"https://chess.example/\"\nsession_days = 7\n\
             vacation_days_per_year = 45\n",
        )
        .unwrap();
        let args = SettingsArgs {
            config: Some(path),
            listen: Some("127.0.0.1:7000".parse().unwrap()),
            ..SettingsArgs::default()
        };
        let settings = Settings::resolve(&args).unwrap();
        assert_eq!(settings.listen.to_string(), "127.0.0.1:7000");
        assert_eq!(settings.base_url, "https://chess.example");
        assert_eq!(settings.session_days, 7);
        assert_eq!(settings.vacation_days_per_year, 45);
        assert!(settings.is_https());
    }

    #[test]
    fn an_unknown_key_or_a_bad_value_is_refused_with_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.toml");
        std::fs::write(&path, "lisen = \"x\"\n").unwrap();
        let args = SettingsArgs {
            config: Some(path),
            ..SettingsArgs::default()
        };
        let error = format!("{:#}", Settings::resolve(&args).err().unwrap());
        assert!(error.contains("lisen"), "{error}");

        let args = SettingsArgs {
            base_url: Some("chess.example".into()),
            ..SettingsArgs::default()
        };
        let error = format!("{:#}", Settings::resolve(&args).err().unwrap());
        assert!(error.contains("base_url"), "{error}");
    }

    #[test]
    fn secrets_are_not_in_the_debug_output() {
        let args = SettingsArgs {
            database_url: Some("postgres://u:hunter2@h/db".into()),
            smtp_url: Some("smtp://u:swordfish@h".into()),
            ..SettingsArgs::default()
        };
        let shown = format!("{:?}", Settings::resolve(&args).unwrap());
        assert!(
            !shown.contains("hunter2") && !shown.contains("swordfish"),
            "{shown}"
        );
    }
}
