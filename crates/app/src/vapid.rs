//! The server's VAPID key pair (RFC 8292): made on the first start and
//! kept in the database, so every app server signs with the same key and
//! the devices' subscriptions (made for its public half) outlive restarts;
//! or given by the `vapid_private_key` setting.

use std::sync::Arc;

use anyhow::Context;
use base64ct::{Base64UrlUnpadded, Encoding};
use jwt_simple::prelude::{
    Claims, Duration, ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair,
};
use redqueen_store::Store;

use crate::config::Settings;

/// How long a push is kept by the push service while the device is away
/// (the `TTL` header), and how long its VAPID signature stands (RFC 8292
/// §2: at most 24 hours).
pub const VALID_SECONDS: u64 = 12 * 3600;

/// The key pair, and who the push services may contact about this
/// server's pushes (the JWT's `sub`).
#[derive(Clone)]
pub struct VapidKeys {
    pair: Arc<ES256KeyPair>,
    /// The public key as browsers take it (`applicationServerKey`):
    /// base64url of the uncompressed point.
    public: String,
    subject: String,
}

impl VapidKeys {
    /// The setting's key, else the database's, else a new one stored for
    /// every server.
    ///
    /// # Errors
    /// The setting's key is not a P-256 private key, or the database failed.
    pub async fn load(store: &Store, settings: &Settings, now: i64) -> anyhow::Result<Self> {
        let encoded = match &settings.vapid_private_key {
            Some(key) => key.clone(),
            None => {
                let candidate =
                    Base64UrlUnpadded::encode_string(&ES256KeyPair::generate().to_bytes());
                store.vapid_private_key(&candidate, now).await?
            }
        };
        let bytes = Base64UrlUnpadded::decode_vec(&encoded)
            .context("vapid_private_key is not base64url")?;
        let pair = ES256KeyPair::from_bytes(&bytes).map_err(|error| {
            anyhow::anyhow!("vapid_private_key is not a P-256 private key: {error}")
        })?;
        let public = Base64UrlUnpadded::encode_string(
            &pair.public_key().public_key().to_bytes_uncompressed(),
        );
        Ok(Self {
            pair: Arc::new(pair),
            public,
            subject: subject(settings),
        })
    }

    /// The public key for `PushManager.subscribe`.
    #[must_use]
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header of a push to a resource of `origin`
    /// (`https://host[:port]`, RFC 8292 §2: the push resource's origin).
    ///
    /// # Errors
    /// The signature could not be made.
    pub fn authorization(&self, origin: &str) -> anyhow::Result<String> {
        let claims = Claims::create(Duration::from_secs(VALID_SECONDS))
            .with_audience(origin)
            .with_subject(&self.subject);
        let token = self
            .pair
            .sign(claims)
            .map_err(|error| anyhow::anyhow!("VAPID signature: {error}"))?;
        Ok(format!("vapid t={token}, k={}", self.public))
    }
}

/// The JWT's `sub` (RFC 8292 §2.1): the site when it is served over
/// https, else the address its emails come from.
fn subject(settings: &Settings) -> String {
    if settings.is_https() {
        return settings.base_url.clone();
    }
    let from = &settings.mail_from;
    let address = match (from.rfind('<'), from.rfind('>')) {
        (Some(start), Some(end)) if start < end => &from[start + 1..end],
        _ => from.as_str(),
    };
    format!("mailto:{address}")
}
