//! Members with API tokens, made directly through the server's library
//! before the server runs (untimed setup).

use redqueen_app::accounts::{self, hash_password};
use redqueen_domain::account::{EmailAddress, MemberId, NewPassword, Scopes, Username};
use redqueen_store::NewAccount;

use crate::opened::Opened;

/// A member and a personal access token of theirs.
#[derive(Debug, Clone)]
pub struct Member {
    pub id: MemberId,
    pub name: String,
    pub token: String,
}

/// Makes `count` verified members with tokens carrying `scopes`. Names get
/// a random part, so a run also works on a database that already has
/// members (a seeded one, or one a previous run used).
///
/// # Errors
/// A database failure.
pub async fn create_members(
    state: &Opened,
    count: usize,
    scopes: &str,
) -> anyhow::Result<Vec<Member>> {
    let scopes = Scopes::parse(scopes)?;
    let run = redqueen_app::secret::random_token(6).to_ascii_lowercase();
    // One Argon2 hash for all: hashing is the slow part of registering and
    // nobody logs in with a password here.
    let password_hash = hash_password(&NewPassword::parse("bench password")?).await?;
    let now = state.now();
    let mut tx = state.store().begin().await?;
    let mut made = Vec::with_capacity(count);
    for n in 0..count {
        let username = Username::parse(&format!("lg{run}_{n}"))?;
        let email = EmailAddress::parse(&format!("{}@bench.invalid", username.as_str()))?;
        let id = tx
            .insert_user(&NewAccount {
                username: username.as_str(),
                username_key: &username.key(),
                email: email.as_str(),
                email_key: &email.key(),
                password_hash: &password_hash,
                email_verified: true,
                is_admin: false,
                language: Some("en"),
                starting_gems: 100,
                now,
            })
            .await?;
        made.push((id, username.as_str().to_owned()));
    }
    tx.commit().await?;
    let mut members = Vec::with_capacity(count);
    for (id, name) in made {
        let token = accounts::create_access_token(state, id, "load generator", &scopes).await?;
        members.push(Member { id, name, token });
    }
    Ok(members)
}
