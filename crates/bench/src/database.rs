//! Databases to measure on: a fresh one of either backend, made for the run
//! and removed after it, or one given by URL and left as it is.

use std::path::Path;

use anyhow::{Context, bail};
use sqlx::Connection;

/// Where a fresh PostgreSQL database is made when no URL is given.
pub const DEFAULT_POSTGRES_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// The two backends of the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// `sqlite` or `postgres`, as the flag and the report write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "sqlite",
            Self::Postgres => "postgres",
        }
    }

    /// The backend a flag names.
    ///
    /// # Errors
    /// Another name.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        match text {
            "sqlite" => Ok(Self::Sqlite),
            "postgres" | "postgresql" => Ok(Self::Postgres),
            other => bail!("unknown backend {other}; use sqlite or postgres"),
        }
    }

    /// The backend a database URL points at.
    ///
    /// # Errors
    /// A URL of neither kind.
    pub fn of_url(url: &str) -> anyhow::Result<Self> {
        if url.starts_with("sqlite:") {
            Ok(Self::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Self::Postgres)
        } else {
            bail!("a database URL starts with sqlite: or postgres://")
        }
    }
}

/// A database for one measurement.
#[derive(Debug)]
pub struct Database {
    url: String,
    /// For a PostgreSQL database made here: the URL it was made from (to
    /// drop it again) and its name.
    made_on: Option<(String, String)>,
}

impl Database {
    /// A database the caller owns, left as it is.
    #[must_use]
    pub fn existing(url: &str) -> Self {
        Self {
            url: url.to_owned(),
            made_on: None,
        }
    }

    /// A new, empty database: the file `{name}.db` in `dir` for SQLite; for
    /// PostgreSQL a database `rqbench_{name}_{random}` made through
    /// `postgres_url` (any database on the server, e.g. `postgres`).
    ///
    /// # Errors
    /// PostgreSQL is unreachable or refuses to make a database.
    pub async fn fresh(
        backend: Backend,
        dir: &Path,
        name: &str,
        postgres_url: &str,
    ) -> anyhow::Result<Self> {
        match backend {
            Backend::Sqlite => Ok(Self::existing(&format!(
                "sqlite:{}",
                dir.join(format!("{name}.db")).display()
            ))),
            Backend::Postgres => {
                let database = format!(
                    "rqbench_{name}_{}",
                    redqueen_app::secret::random_token(8).to_ascii_lowercase()
                );
                let mut admin = sqlx::PgConnection::connect(postgres_url)
                    .await
                    .context("connecting to PostgreSQL to make a database")?;
                sqlx::query(&format!("CREATE DATABASE {database}"))
                    .execute(&mut admin)
                    .await
                    .with_context(|| format!("creating the database {database}"))?;
                admin.close().await?;
                Ok(Self {
                    url: with_database(postgres_url, &database),
                    made_on: Some((postgres_url.to_owned(), database)),
                })
            }
        }
    }

    /// The URL to connect to.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Drops a PostgreSQL database made by [`Database::fresh`]; a SQLite
    /// file goes with its temporary folder, and a given database stays.
    ///
    /// # Errors
    /// PostgreSQL refused.
    pub async fn remove(self) -> anyhow::Result<()> {
        let Some((postgres_url, database)) = self.made_on else {
            return Ok(());
        };
        let mut admin = sqlx::PgConnection::connect(&postgres_url).await?;
        // FORCE: a connection the run left open must not keep it alive.
        sqlx::query(&format!("DROP DATABASE IF EXISTS {database} WITH (FORCE)"))
            .execute(&mut admin)
            .await
            .with_context(|| format!("dropping the database {database}"))?;
        admin.close().await?;
        Ok(())
    }
}

/// `url` with its database name replaced by `database`, keeping the user,
/// host and parameters.
fn with_database(url: &str, database: &str) -> String {
    let (url, parameters) = match url.split_once('?') {
        Some((url, parameters)) => (url, Some(parameters)),
        None => (url, None),
    };
    let authority_at = url.find("://").map_or(0, |i| i + 3);
    let server = match url[authority_at..].find('/') {
        Some(slash) => &url[..authority_at + slash],
        None => url,
    };
    match parameters {
        Some(parameters) => format!("{server}/{database}?{parameters}"),
        None => format!("{server}/{database}"),
    }
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn only_the_database_name_of_a_url_changes() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5432/postgres", "b"),
            "postgres://postgres@127.0.0.1:5432/b"
        );
        assert_eq!(
            with_database("postgres://u:p@h/db?sslmode=disable", "b"),
            "postgres://u:p@h/b?sslmode=disable"
        );
        assert_eq!(
            with_database("postgres://h:5432", "b"),
            "postgres://h:5432/b"
        );
    }
}
