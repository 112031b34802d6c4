//! Federation between servers (issue 53, docs/federation.md): the
//! handles that name members across servers. The protocol's rules live
//! here as the other rules do, free of the network.

mod handle;

pub use handle::{BadHandle, Handle, Host};
