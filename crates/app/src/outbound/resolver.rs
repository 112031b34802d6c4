//! Name resolution for [`super::PublicClient`]: the addresses a name
//! resolves to, less those the client may not reach. The connector gets
//! only what is left, so it never connects to a refused address, however
//! the name resolves on the day.

use std::net::SocketAddr;
use std::sync::Arc;

use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use super::address::Reach;

/// The system's resolver (`getaddrinfo`, on a blocking thread).
pub(super) struct SystemResolver;

impl Resolve for SystemResolver {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            Ok(Box::new(found.into_iter()) as Addrs)
        })
    }
}

/// Another resolver's answers, filtered by a [`Reach`].
pub(super) struct PublicOnly {
    names: Arc<dyn Resolve>,
    reach: Reach,
}

impl PublicOnly {
    pub(super) fn new(names: Arc<dyn Resolve>, reach: Reach) -> Self {
        Self { names, reach }
    }
}

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let names = self.names.clone();
        let reach = self.reach;
        Box::pin(async move {
            let host = name.as_str().to_owned();
            let allowed: Vec<SocketAddr> = names
                .resolve(name)
                .await?
                .filter(|found| reach.allows(found.ip()))
                .collect();
            if allowed.is_empty() {
                return Err(format!("{host} resolves to no public address").into());
            }
            Ok(Box::new(allowed.into_iter()) as Addrs)
        })
    }
}
