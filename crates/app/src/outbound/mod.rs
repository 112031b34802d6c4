//! Every request the server sends out goes through [`PublicClient`]
//! (pushes today; federation will too): the one HTTP client that connects
//! only to public addresses ([`Reach`]). docs/operations.md says what an
//! operator must open for it.
//!
//! The check is on the addresses actually connected to, not on how an
//! address is written: the URL is parsed once, by the parser the client
//! itself uses (the URL standard's, which reads `127.1`, `0x7f.1`,
//! `2130706433.` and `127.0.0.1.` all as 127.0.0.1), a literal address is
//! checked as that parser read it, and a name is resolved by a resolver
//! that hands the connector only the allowed addresses it resolved to.
//! So a name that resolves to an inner address is refused, and so is a
//! name that resolves to a public address once and an inner one the next
//! time (DNS rebinding): the addresses checked are the ones connected to.

mod address;
mod resolver;

use std::sync::Arc;
use std::time::Duration;

pub use address::{Reach, is_global};
use anyhow::Context;
use reqwest::dns::Resolve;
use resolver::{PublicOnly, SystemResolver};

/// Why a request was not sent, or got no answer.
#[derive(Debug, thiserror::Error)]
pub enum OutboundError {
    /// The URL names an address the server may not reach, or no host.
    #[error("{0} is not a public address")]
    NotPublic(String),
    /// The request failed: a name without a public address, the network,
    /// the time limit, TLS.
    #[error(transparent)]
    Failed(#[from] reqwest::Error),
}

/// The server's one HTTP client for requests of its own: no redirects
/// followed (each would need its own check), no proxy from the
/// environment, and only the addresses `reach` allows.
#[derive(Clone)]
pub struct PublicClient {
    client: reqwest::Client,
    reach: Reach,
}

impl PublicClient {
    /// A client that resolves names with the system's resolver and waits
    /// at most `timeout` for an answer.
    ///
    /// # Errors
    /// The HTTP client cannot be made (no TLS roots).
    pub fn new(reach: Reach, timeout: Duration) -> anyhow::Result<Self> {
        Self::with_resolver(reach, timeout, Arc::new(SystemResolver))
    }

    /// The same, with names resolved by `names` (then filtered).
    fn with_resolver(
        reach: Reach,
        timeout: Duration,
        names: Arc<dyn Resolve>,
    ) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .dns_resolver(Arc::new(PublicOnly::new(names, reach)))
            .build()
            .context("the outgoing HTTP client")?;
        Ok(Self { client, reach })
    }

    /// Sends `request` if its host is allowed: a literal address must be
    /// one `reach` allows; a name is resolved to the allowed addresses
    /// only (none: the request fails without a connection).
    ///
    /// # Errors
    /// The address is not public, or the request failed.
    pub async fn execute(
        &self,
        request: reqwest::Request,
    ) -> Result<reqwest::Response, OutboundError> {
        let allowed = match request.url().host() {
            Some(url::Host::Ipv4(v4)) => self.reach.allows(v4.into()),
            Some(url::Host::Ipv6(v6)) => self.reach.allows(v6.into()),
            Some(url::Host::Domain(_)) => true,
            None => false,
        };
        if !allowed {
            return Err(OutboundError::NotPublic(
                request.url().host_str().unwrap_or_default().to_owned(),
            ));
        }
        Ok(self.client.execute(request).await?)
    }
}

#[cfg(test)]
mod tests;
