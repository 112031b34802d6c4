//! The server's RSA key pair (docs/federation.md "Keys"): one key signs
//! what the server sends for any of its members — the server vouches for
//! them all, and holds every key it could make for them anyway — and
//! every actor it publishes names its public half. RSA, because Mastodon
//! signs and verifies HTTP signatures with `rsa-sha256` only. Made on the
//! first need (a 2048-bit key takes a moment), kept in the database so
//! that every app server signs with the same key and it outlives
//! restarts.

use std::sync::Arc;

use anyhow::Context;
use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, EncodePublicKey, LineEnding};
use rsa::{RsaPrivateKey, RsaPublicKey};

use crate::state::AppState;

/// The key's size in bits, as Mastodon's.
const BITS: usize = 2048;

/// The server's key pair.
pub struct ServerKey {
    /// Signs the requests the server sends (the next step of issue 53).
    pub private: RsaPrivateKey,
    /// SPKI PEM, as actors publish it (`publicKeyPem`).
    pub public_pem: String,
}

impl ServerKey {
    /// The server's key: read once per process, made on the first need.
    ///
    /// # Errors
    /// The database failed, or the stored key is not a PKCS#8 RSA key.
    pub async fn of(state: &AppState) -> anyhow::Result<Arc<Self>> {
        state
            .federation_key
            .get_or_try_init(|| async {
                let (private, public) = match state.store.server_key().await? {
                    Some(pem) => pem,
                    None => {
                        let made = tokio::task::spawn_blocking(make).await??;
                        let mut tx = state.store.begin().await?;
                        let kept = tx.keep_server_key(&made, state.now()).await?;
                        tx.commit().await?;
                        kept
                    }
                };
                let private = RsaPrivateKey::from_pkcs8_pem(&private)
                    .context("the stored server key is not a PKCS#8 RSA key")?;
                Ok(Arc::new(Self {
                    private,
                    public_pem: public,
                }))
            })
            .await
            .cloned()
    }
}

/// A new key pair as PEM: `(private, public)`.
fn make() -> anyhow::Result<(String, String)> {
    let private = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, BITS)?;
    let public = RsaPublicKey::from(&private);
    Ok((
        private.to_pkcs8_pem(LineEnding::LF)?.to_string(),
        public.to_public_key_pem(LineEnding::LF)?,
    ))
}
