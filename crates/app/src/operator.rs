//! The operator's commands that are not a member's (`redqueen backup`,
//! `redqueen user promote`); the others call the members' use cases.

use redqueen_domain::account::MemberId;
use redqueen_store::StoreError;

use crate::state::AppState;

/// Copies the SQLite database to the new file `path` while the server
/// runs; `false` on PostgreSQL, which is backed up with `pg_dump`.
///
/// # Errors
/// The copy fails (the file exists, the folder is missing ...).
pub async fn back_up(state: &AppState, path: &str) -> Result<bool, StoreError> {
    state.store.back_up_to(path).await
}

/// Makes `member` an administrator.
///
/// # Errors
/// The database fails.
pub async fn promote(state: &AppState, member: MemberId) -> Result<(), StoreError> {
    let mut tx = state.store.begin().await?;
    tx.set_admin(member, true).await?;
    tx.commit().await
}
