//! A member's push devices under concurrency and between members, on
//! SQLite and PostgreSQL: the limit holds when many devices are turned on
//! at once, and a device belongs to one member. No push service is
//! needed: only the subscriptions are stored.

use futures_util::future::join_all;

use crate::support::{Browser, TestApp};

app_tests!(
    forty_devices_turned_on_at_once_from_nineteen_leave_twenty,
    another_members_device_is_refused_and_stays_theirs,
);

/// A P-256 public key (the curve's generator point, uncompressed) and a
/// 16-byte auth secret, as a browser's subscription carries them.
const P256DH: &str =
    "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU";
const AUTH: &str = "MDEyMzQ1Njc4OWFiY2RlZg";

const PAGE: &str = "/settings/notifications";
const REMOVE: &str = "Stop pushes to this device";

async fn turn_on(browser: &Browser, endpoint: &str) -> crate::support::Page {
    browser
        .submit(
            PAGE,
            "/settings/notifications/devices",
            &[("endpoint", endpoint), ("p256dh", P256DH), ("auth", AUTH)],
        )
        .await
}

async fn devices_listed(browser: &Browser) -> usize {
    browser.get(PAGE).await.body.matches(REMOVE).count()
}

async fn forty_devices_turned_on_at_once_from_nineteen_leave_twenty(app: &TestApp) {
    let alice = app.member("Alice").await;
    let browser = app.browser_of(&alice).await;
    for n in 0..19 {
        let page = turn_on(&browser, &format!("https://push.example.com/device/{n}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    assert_eq!(devices_listed(&browser).await, 19);

    let at_once = (19..59).map(|n| {
        let browser = &browser;
        async move { turn_on(browser, &format!("https://push.example.com/device/{n}")).await }
    });
    let answers = join_all(at_once).await;
    let taken = answers.iter().filter(|page| page.status == 200).count();
    let refused = answers
        .iter()
        .filter(|page| {
            page.status == 400
                && page
                    .body
                    .contains("Pushes can be on for at most 20 devices")
        })
        .count();
    assert_eq!((taken, refused), (1, 39));
    assert_eq!(devices_listed(&browser).await, 20);
}

async fn another_members_device_is_refused_and_stays_theirs(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let (alices, bobs) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    let endpoint = "https://push.example.com/device/alices-phone";
    assert_eq!(turn_on(&alices, endpoint).await.status, 200);

    let refused = turn_on(&bobs, endpoint).await;
    assert_eq!(refused.status, 400);
    assert!(
        refused
            .body
            .contains("This device already receives another member's pushes"),
        "{}",
        refused.body
    );
    assert_eq!(devices_listed(&bobs).await, 0);
    assert_eq!(devices_listed(&alices).await, 1);
    // Alice's own device subscribing again is still hers.
    assert_eq!(turn_on(&alices, endpoint).await.status, 200);
    assert_eq!(devices_listed(&alices).await, 1);
}
