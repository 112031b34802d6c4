//! Notices: what tells a member something, in one room (product.md §6,
//! docs/notifications.md). A use case builds a [`Notice`] in the
//! recipient's language ([`lang_of`], the wording of [`wording`]) and
//! [`send`]s it in the transaction of the event that causes it: the
//! member's notice choices are read there, once, and the notice is queued
//! as an email (the outbox, delivered by the mail worker of [`mail`]), as
//! a push to each of their devices ([`push`], delivered by its worker),
//! both or neither. The "your turn" and "game over" notices a game's row
//! says are due are sent by [`send_due_notices`], a clock job.
//!
//! Each concern keeps its own texts beside its use cases (`play/notices.rs`,
//! `clubs/notices.rs`, `tournaments/notices.rs` ...) and sends them here;
//! nothing else queues an email or a push.

mod due;
mod game;
pub mod mail;
mod no_result;
pub mod push;
mod wording;

use redqueen_domain::account::MemberId;
use redqueen_store::{StoreResult, Tx, UserRow};

pub use due::send_due_notices;
pub use game::game_over;
pub use mail::{Email, Notice};
pub use no_result::describe_no_result;
pub use wording::{describe_outcome, describe_reason, describe_time_control};

use crate::i18n::Lang;
use crate::state::AppState;

/// The language `user` reads their emails in: their choice, else English.
#[must_use]
pub fn lang_of(state: &AppState, user: &UserRow) -> Lang {
    user.language
        .as_deref()
        .and_then(|code| state.i18n.lang(code))
        .unwrap_or_else(|| state.i18n.english())
        .in_zone(user.time_zone.as_deref())
}

impl Notice {
    /// The notice with the link that opens game `id`.
    #[must_use]
    pub fn opening_game(self, state: &AppState, lang: &Lang, id: &str) -> Self {
        self.linking(
            lang.t("email-open-game"),
            state.settings.link(&format!("/{id}")),
        )
    }
}

/// Sends `notice` to `to`, in the event's transaction `tx`, as they chose
/// for its kind: by email, as a push to each of their devices, both or
/// neither. Says whether it was queued at all.
///
/// # Errors
/// The database failed; the caller's whole transaction then fails.
pub async fn send(
    state: &AppState,
    tx: &mut Tx,
    to: &UserRow,
    notice: Notice,
) -> StoreResult<bool> {
    let choices = tx.notice_choices(to.id).await?;
    let (pushed, emailed) = (choices.pushes(notice.kind), choices.emails(notice.kind));
    if pushed {
        push::queue(&state.settings, tx, to.id, &notice, state.now()).await?;
    }
    if emailed {
        let lang = lang_of(state, to);
        notice
            .render(&lang, &to.username)
            .queue(tx, to.id, &to.email, state.now())
            .await?;
    }
    Ok(pushed || emailed)
}

/// Sends `email`, the answer to a member's own request about their account
/// (a verification link, a password reset, "this address is already
/// yours"), to `address`: by email only and whatever their choices, since
/// they asked for it.
///
/// # Errors
/// The database failed; the caller's whole transaction then fails.
pub async fn send_account_email(
    tx: &mut Tx,
    to: MemberId,
    address: &str,
    email: Email,
    now: i64,
) -> StoreResult<()> {
    email.queue(tx, to, address, now).await?;
    Ok(())
}
