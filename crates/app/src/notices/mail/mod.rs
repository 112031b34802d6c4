//! Email (product.md §6): rendered in the recipient's language, queued in
//! the outbox in the same transaction as the event that causes it, and
//! delivered by a worker over SMTP, or written as `.eml` files when no SMTP
//! server is configured.

mod diagram;
mod templates;
mod transport;
pub mod unsubscribe;
mod worker;

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_store::{NewMail, StoreResult, Tx};

pub use diagram::diagram;
pub use templates::{Notice, address_in_use, password_reset, verify_email};
pub use transport::Transport;
pub(crate) use worker::backoff_ms;
pub use worker::{MailWorker, Outbox};

/// A rendered email, ready for the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub kind: NoticeKind,
    pub subject: String,
    pub text: String,
    pub html: String,
}

impl Email {
    /// Writes the email to the outbox inside `tx` (`None`: the member's
    /// account was deleted meanwhile, nothing is written).
    ///
    /// # Errors
    /// The database failed; the caller's whole transaction then fails.
    pub(super) async fn queue(
        &self,
        tx: &mut Tx,
        user_id: MemberId,
        recipient: &str,
        now: i64,
    ) -> StoreResult<Option<i64>> {
        // An optional kind carries its one-click unsubscribe path; the
        // transport makes it absolute with the site's public URL.
        let unsubscribe = match self.kind.option() {
            Some(_) => {
                let token = tx.unsubscribe_token(user_id).await?;
                Some(unsubscribe::path(&token, self.kind))
            }
            None => None,
        };
        tx.enqueue_mail(
            &NewMail {
                user_id: Some(user_id),
                kind: self.kind,
                recipient,
                subject: &self.subject,
                body_text: &self.text,
                body_html: &self.html,
                unsubscribe_url: unsubscribe.as_deref(),
            },
            now,
        )
        .await
    }
}
