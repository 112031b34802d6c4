//! Web Push (docs/notifications.md): "your move" and the other notices on
//! a member's phones and computers with the site closed. A device turns
//! push on from the Notifications page (`devices`); each notice a member
//! chose to have pushed is queued for each of their devices in the
//! transaction of the event that causes it (`queue`), encrypted for the
//! device (RFC 8291) and signed with the server's VAPID key (RFC 8292,
//! `crate::vapid`) by the worker that delivers it (`worker`), with retries and on
//! one server at a time, as email is.

mod devices;
mod worker;

use redqueen_domain::account::MemberId;
use redqueen_store::{NewPush, StoreResult, Tx};
use serde::Serialize;

pub use devices::{
    DEVICES_MAX, Device, DeviceError, NewDevice, devices, remove_device, turn_push_on,
};
pub use worker::PushWorker;

use super::Notice;
use crate::config::Settings;
use crate::outbound::Reach;

/// The addresses pushes may be sent to: public ones, and the loopback
/// address where a test's local push service is allowed.
fn reach(settings: &Settings) -> Reach {
    if settings.push_endpoints_over_http {
        Reach::PublicAndLoopback
    } else {
        Reach::Public
    }
}

/// What the service worker shows (`assets/sw.js`): the encrypted body of
/// a push, which the push service cannot read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PushMessage {
    pub title: String,
    pub body: String,
    /// The page a click opens, on this site.
    pub url: String,
    /// The notification it replaces on the device: the same as the topic.
    pub tag: String,
}

/// The push topic (RFC 8030 §5.4: up to 32 characters of the URL-safe
/// base64 alphabet) of a notice about the page at `path`: one per game
/// (`/abcd1234`), challenge or event, so the device holds the latest
/// news of each, not a pile of them.
fn topic_of(path: &str) -> String {
    let topic: String = path
        .trim_matches('/')
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .take(32)
        .collect();
    if topic.is_empty() {
        "home".to_owned()
    } else {
        topic
    }
}

/// Queues `notice` as a push to each of `member`'s devices inside `tx`:
/// its subject as the title, its first paragraph as the text, its link as
/// the page to open.
///
/// # Errors
/// The database failed; the caller's whole transaction then fails.
pub(super) async fn queue(
    settings: &Settings,
    tx: &mut Tx,
    member: MemberId,
    notice: &Notice,
    now: i64,
) -> StoreResult<u64> {
    let url = notice
        .action
        .as_ref()
        .and_then(|(_, link)| link.strip_prefix(&settings.base_url))
        .filter(|path| path.starts_with('/'))
        .unwrap_or("/")
        .to_owned();
    let topic = topic_of(&url);
    let message = PushMessage {
        title: notice.subject.clone(),
        body: notice.paragraphs.first().cloned().unwrap_or_default(),
        url,
        tag: topic.clone(),
    };
    let payload = serde_json::to_string(&message).unwrap_or_default();
    tx.enqueue_push(
        &NewPush {
            user_id: member,
            kind: notice.kind,
            topic: Some(&topic),
            payload: &payload,
        },
        now,
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_is_the_page_in_the_url_safe_alphabet_and_short() {
        assert_eq!(topic_of("/abcd1234"), "abcd1234");
        assert_eq!(topic_of("/tournaments/x1"), "tournaments-x1");
        assert_eq!(topic_of("/"), "home");
        assert_eq!(topic_of(&format!("/{}", "a".repeat(40))).len(), 32);
        assert_eq!(topic_of("/clubs/3/events/4?x=1"), "clubs-3-events-4-x-1");
    }
}
