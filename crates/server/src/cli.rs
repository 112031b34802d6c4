//! The `redqueen` command: serve the site (the default) and the operator's
//! tasks, all with the same settings.

use std::sync::Arc;

use anyhow::{Context, bail};
use clap::{Parser, Subcommand};
use redqueen_domain::account::{EmailAddress, NewPassword, Scopes, Username};

use crate::accounts::{self, RegisterError, Registration};
use crate::app::RunningApp;
use crate::clock::SystemClock;
use crate::config::{Settings, SettingsArgs};
use crate::records::UserRow;
use crate::state::AppState;

/// A self-hostable chess server: correspondence and live games, tournaments and club ladders.
#[derive(Debug, Parser)]
#[command(name = "redqueen", version, about)]
pub struct Cli {
    #[command(flatten)]
    settings: SettingsArgs,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the site and run the background jobs (the default).
    Serve,
    /// Create or update the database's tables, then exit.
    Migrate,
    /// Copy the SQLite database to PATH while the server runs (a new
    /// file; on PostgreSQL use pg_dump).
    Backup {
        /// Where the copy goes; the file must not exist.
        path: String,
    },
    /// Manage accounts.
    #[command(subcommand)]
    User(UserCommand),
    /// Manage personal access tokens for the API.
    #[command(subcommand)]
    Token(TokenCommand),
    /// Check or repair the ratings.
    #[command(subcommand)]
    Ratings(RatingsCommand),
    /// Check or repair the gems.
    #[command(subcommand)]
    Gems(GemsCommand),
    /// The opening explorer's databases.
    #[command(subcommand)]
    Explorer(ExplorerCommand),
}

#[derive(Debug, Subcommand)]
enum ExplorerCommand {
    /// Import a PGN file (plain or gzip-compressed) into the explorer as
    /// its database of imported games; a file imported before goes on
    /// where it stopped (docs/openings.md).
    Import {
        /// The PGN file.
        path: std::path::PathBuf,
        /// Games added up in memory and written per transaction.
        #[arg(long, default_value_t = crate::explorer_import::DEFAULT_BATCH)]
        batch: usize,
        /// Stop after this many batches (the next run goes on).
        #[arg(long)]
        batches: Option<usize>,
    },
}

#[derive(Debug, Subcommand)]
enum GemsCommand {
    /// Check every balance against the ledger, and every finished
    /// stand-alone live game's entries against its settlement from the
    /// balances of its time; report each difference.
    Audit {
        /// Also repair what was found (with the server stopped).
        #[arg(long)]
        apply: bool,
    },
}

#[derive(Debug, Subcommand)]
enum RatingsCommand {
    /// Rebuild every correspondence rating from the game history and report
    /// each difference from the stored values.
    Recompute {
        /// Also replace the stored values by the recomputed ones.
        #[arg(long)]
        apply: bool,
    },
}

#[derive(Debug, Subcommand)]
enum UserCommand {
    /// Create an account (for the first administrator, for instance).
    Create {
        /// The account's name (3 to 20 letters, digits, `-` or `_`).
        #[arg(long)]
        username: String,
        /// The account's email address.
        #[arg(long)]
        email: String,
        /// The account's password.
        #[arg(long)]
        password: String,
        /// Treat the address as verified: no verification email.
        #[arg(long)]
        verified: bool,
        /// Make the account an administrator.
        #[arg(long)]
        admin: bool,
    },
    /// Give an existing account administrator rights.
    Promote {
        /// The account to promote.
        #[arg(long)]
        username: String,
    },
}

#[derive(Debug, Subcommand)]
enum TokenCommand {
    /// Create a token; prints it as the last line.
    Create {
        /// The account the token acts for.
        #[arg(long)]
        username: String,
        /// Scopes separated by spaces or commas, e.g. "board:play challenge:read".
        #[arg(long, default_value = "")]
        scopes: String,
        /// What the token is for, shown in the account's token list.
        #[arg(long, default_value = "created by an operator")]
        description: String,
    },
}

impl Cli {
    /// Runs the command.
    ///
    /// # Errors
    /// Whatever stops the command, with its context.
    pub async fn run(self) -> anyhow::Result<()> {
        let settings = Settings::resolve(&self.settings)?;
        match self.command.unwrap_or(Command::Serve) {
            Command::Serve => {
                // Every watcher of a game holds a connection open: lift
                // the soft limit on open files to the hard one, so that
                // thousands of them fit (docs/benchmarks.md, streams).
                if let Err(error) = rlimit::increase_nofile_limit(u64::MAX) {
                    tracing::warn!(%error, "could not raise the open-file limit");
                }
                RunningApp::start(settings, Arc::new(SystemClock))
                    .await?
                    .run_until_signal()
                    .await
            }
            Command::Migrate => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                println!("database migrated ({})", state.backend_name());
                Ok(())
            }
            Command::Backup { path } => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                let started = std::time::Instant::now();
                if !crate::operator::back_up(&state, &path)
                    .await
                    .with_context(|| format!("backing up to {path}"))?
                {
                    bail!("on PostgreSQL, back up with pg_dump (docs/operations.md)");
                }
                let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                println!(
                    "backed up to {path} ({bytes} bytes) in {:.2} s",
                    started.elapsed().as_secs_f64()
                );
                Ok(())
            }
            Command::User(command) => user(settings, command).await,
            Command::Explorer(ExplorerCommand::Import {
                path,
                batch,
                batches,
            }) => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                let started = std::time::Instant::now();
                let progress =
                    crate::explorer_import::import_pgn(&state, &path, batch.max(1), batches, |p| {
                        println!(
                            "{} games read, {} added ({:.1} s)",
                            p.games_read,
                            p.games_added,
                            started.elapsed().as_secs_f64()
                        );
                    })
                    .await
                    .with_context(|| format!("importing {}", path.display()))?;
                println!(
                    "{}: {} games read, {} added{}",
                    path.display(),
                    progress.games_read,
                    progress.games_added,
                    if progress.finished {
                        ", the whole file"
                    } else {
                        ", to be continued"
                    }
                );
                if progress.bad_games > 0 {
                    println!(
                        "{} games could not be read and were skipped:",
                        progress.bad_games
                    );
                    for bad in &progress.bad_named {
                        println!("  game {}: {}", bad.number, bad.reason);
                    }
                    let unnamed = progress.bad_games - progress.bad_named.len() as i64;
                    if unnamed > 0 {
                        println!("  and {unnamed} more");
                    }
                }
                Ok(())
            }
            Command::Ratings(RatingsCommand::Recompute { apply }) => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                let started = std::time::Instant::now();
                let report = crate::ratings::recompute(&state, apply).await?;
                for d in &report.differences {
                    println!(
                        "user {} ({}): stored {:?} ({} games), recomputed {:?} ({} games)",
                        d.user_id,
                        d.pool.as_str(),
                        d.stored.rating,
                        d.stored.games,
                        d.recomputed.rating,
                        d.recomputed.games
                    );
                }
                println!(
                    "{} rated games, {} players, {} differences{} in {:.2} s",
                    report.games,
                    report.players,
                    report.differences.len(),
                    if apply && !report.differences.is_empty() {
                        " (repaired)"
                    } else {
                        ""
                    },
                    started.elapsed().as_secs_f64()
                );
                Ok(())
            }
            Command::Gems(GemsCommand::Audit { apply }) => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                let started = std::time::Instant::now();
                let report = crate::gems::audit_gems(&state, apply).await?;
                for finding in &report.findings {
                    println!("{}", crate::gems::describe(finding));
                }
                println!(
                    "{} members, {} ledger entries, {} games, {} differences{} in {:.2} s",
                    report.members,
                    report.entries,
                    report.games,
                    report.findings.len(),
                    if apply && !report.findings.is_empty() {
                        " (repaired)"
                    } else {
                        ""
                    },
                    started.elapsed().as_secs_f64()
                );
                Ok(())
            }
            Command::Token(TokenCommand::Create {
                username,
                scopes,
                description,
            }) => {
                let state = AppState::open(settings, Arc::new(SystemClock)).await?;
                let user = find_user(&state, &username).await?;
                let scopes = Scopes::parse(&scopes)?;
                let token =
                    accounts::create_access_token(&state, user.id, &description, &scopes).await?;
                println!(
                    "token for {} with scopes [{}]:",
                    user.username,
                    scopes.to_lichess_string()
                );
                println!("{token}");
                Ok(())
            }
        }
    }
}

async fn user(settings: Settings, command: UserCommand) -> anyhow::Result<()> {
    let state = AppState::open(settings, Arc::new(SystemClock)).await?;
    match command {
        UserCommand::Create {
            username,
            email,
            password,
            verified,
            admin,
        } => {
            let registration = Registration {
                username: Username::parse(&username).context("--username")?,
                email: EmailAddress::parse(&email).context("--email")?,
                password: NewPassword::parse(&password).context("--password")?,
                verified,
                admin,
            };
            let id = match accounts::register(&state, &registration, &state.i18n.english()).await {
                Ok(id) => id,
                Err(RegisterError::UsernameTaken) => bail!("the username {username} is taken"),
                Err(RegisterError::EmailTaken) => bail!("that email address is already registered"),
                Err(RegisterError::Internal(error)) => return Err(error),
            };
            if !verified {
                // The verification email waits in the outbox for the server.
                println!("a verification email is queued for delivery by the running server");
            }
            println!(
                "created {} (id {id}){}",
                registration.username,
                if admin { ", administrator" } else { "" }
            );
        }
        UserCommand::Promote { username } => {
            let user = find_user(&state, &username).await?;
            crate::operator::promote(&state, user.id).await?;
            println!("{} is now an administrator", user.username);
        }
    }
    state.close().await;
    Ok(())
}

async fn find_user(state: &AppState, username: &str) -> anyhow::Result<UserRow> {
    accounts::member_named(state, username)
        .await?
        .with_context(|| format!("no account named {username}"))
}
