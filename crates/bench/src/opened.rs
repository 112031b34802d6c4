//! The server's state as a benchmark opens it: the application's state
//! with the store beside it, to seed and read what no API shows. The
//! benchmarks keep the store themselves, so the application's
//! `direct-store` door is not turned on in a workspace build and the
//! shipped binary never has it (docs/architecture.md).

use std::ops::Deref;
use std::sync::Arc;

use anyhow::Context;
use redqueen_app::clock::Clock;
use redqueen_app::config::Settings;
use redqueen_app::state::AppState;
use redqueen_store::Store;

/// The application's state and its store.
#[derive(Clone)]
pub struct Opened {
    state: AppState,
    store: Store,
}

impl Opened {
    /// Connects to the database of `settings`, migrates it and assembles
    /// the state on it, as the server does.
    ///
    /// # Errors
    /// The database is unreachable or its migration fails.
    pub async fn open(settings: Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        settings.prepare_sqlite_folder()?;
        let store = Store::open(&settings.database_url, settings.durability)
            .await
            .context("opening the database")?;
        let state = AppState::on_store(store.clone(), settings, clock).await?;
        Ok(Self { state, store })
    }

    /// The store under the state.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }
}

impl Deref for Opened {
    type Target = AppState;
    fn deref(&self) -> &AppState {
        &self.state
    }
}
