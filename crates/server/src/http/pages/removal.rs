//! Removing one of a member's own items by the id in its path (a device
//! that receives pushes, an API token): an id that is not a number, or
//! not one of theirs, is not found; else the page they came from says it
//! is gone.

use std::future::Future;

use axum::response::{IntoResponse, Redirect, Response};

use crate::http::errors::PageError;

/// Parses `id`, removes the item with `remove` (`false`: none of the
/// member's has it) and sends the member back to `back`, a page with its
/// notice.
pub(super) async fn removed<Fut, E>(
    id: &str,
    remove: impl FnOnce(i64) -> Fut,
    back: &str,
) -> Result<Response, PageError>
where
    Fut: Future<Output = Result<bool, E>>,
    PageError: From<E>,
{
    let id: i64 = id.parse().map_err(|_| PageError::NotFound)?;
    if !remove(id).await? {
        return Err(PageError::NotFound);
    }
    Ok(Redirect::to(back).into_response())
}
