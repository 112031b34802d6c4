//! The session a board socket or a stream of the pages was opened in: it
//! ends with the session (logged out, ended by a change of password or a
//! reset, expired). The session is read when the socket opens, when the
//! hub says one of the member's sessions ended (on any server), and at its
//! expiry; not at every keep-alive, which at ten thousand sockets was a
//! tenth of the server's work (docs/live-games.md, "Sessions and
//! sockets").

use std::pin::Pin;
use std::time::Duration;

use redqueen_domain::account::MemberId;
use tokio::time::{Instant, Sleep};

use crate::accounts;
use crate::events::SessionWatch;
use crate::secret::token_hash;
use crate::state::AppState;

/// A member's session, watched from a socket opened in it.
pub(super) struct SocketSession {
    state: AppState,
    /// The hash of the session's token.
    session: String,
    member: MemberId,
    watch: SessionWatch,
    /// The session's expiry, as a timer.
    expires: Pin<Box<Sleep>>,
    /// The hub said the session may have ended and it was not read yet:
    /// kept across a `select!` that dropped [`SocketSession::ended`] in
    /// the middle of its read.
    to_check: bool,
}

impl SocketSession {
    /// Watches the session of the cookie's `token` for `member`; `None`
    /// for a visitor, who has no session to lose.
    pub(super) fn open(
        state: &AppState,
        token: Option<&str>,
        member: Option<MemberId>,
    ) -> Option<Self> {
        let (token, member) = (token?, member?);
        Some(Self {
            state: state.clone(),
            session: token_hash(token),
            member,
            watch: state.hub.watch_sessions(member),
            expires: Box::pin(tokio::time::sleep(Duration::ZERO)),
            // Read first: the request was let in a moment ago, but the
            // watch began after that.
            to_check: true,
        })
    }

    /// Resolves once the session no longer stands. Cancel-safe.
    pub(super) async fn ended(&mut self) {
        loop {
            if !self.to_check {
                tokio::select! {
                    () = self.watch.may_have_ended() => {}
                    () = &mut self.expires => {}
                }
                self.to_check = true;
            }
            let expiry = accounts::session_expiry(&self.state, &self.session, self.member).await;
            self.to_check = false;
            match expiry {
                Ok(Some(at)) => {
                    let left = u64::try_from(at.saturating_sub(self.state.now())).unwrap_or(0);
                    self.expires
                        .as_mut()
                        .reset(Instant::now() + Duration::from_millis(left));
                }
                Ok(None) => return,
                Err(error) => {
                    // Read again at the next news or a little later, as
                    // the keep-alives did; the socket stays meanwhile.
                    tracing::warn!(%error, "a socket's session was not read");
                    self.expires
                        .as_mut()
                        .reset(Instant::now() + crate::http::api::ndjson::KEEP_ALIVE);
                }
            }
        }
    }
}

/// Resolves once `session` no longer stands; never for a visitor's
/// (`None`). Cancel-safe.
pub(super) async fn ended(session: Option<&mut SocketSession>) {
    match session {
        Some(session) => session.ended().await,
        None => std::future::pending().await,
    }
}
