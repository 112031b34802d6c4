//! A client reconnecting in a loop is stopped (product.md §11): each
//! member (or, logged out, each address) opens at most
//! `streams_per_minute` event streams and board feeds a minute, then gets
//! 429 with `Retry-After`. Behind a trusted reverse proxy the address is
//! the one the proxy forwards.

use redqueen_store::testing::TestBackend;

use crate::support::{TestApp, retry_after};

async fn a_member_reconnecting_in_a_loop_gets_429_with_retry_after(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.streams_per_minute = 2).await else {
        return;
    };
    let ann = app.member("Ann").await;
    let bob = app.member("Bob").await;
    let open = async |member: &crate::support::api::Member| {
        member
            .client
            .get(format!("{}/api/stream/event", member.addr))
            .bearer_auth(&member.token)
            .send()
            .await
            .unwrap()
    };
    for _ in 0..2 {
        assert_eq!(open(&ann).await.status(), 200);
    }
    let refused = open(&ann).await;
    assert_eq!(refused.status(), 429);
    let wait: u64 = retry_after(&refused).unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(body["error"], "Too many requests. Try again later.");
    // The game stream counts too; another member is not held back.
    let game = ann.start_game(&bob, "3").await;
    let watched = ann
        .client
        .get(format!("{}/api/board/game/stream/{game}", ann.addr))
        .bearer_auth(&ann.token)
        .send()
        .await
        .unwrap();
    assert_eq!(watched.status(), 429);
    assert_eq!(open(&bob).await.status(), 200);
    app.stop().await;
}

/// The lobby's stream, logged out, from two clients behind one proxy.
async fn lobby_opens(app: &TestApp, forwarded_for: &str) -> u16 {
    reqwest::Client::new()
        .get(format!("{}/lobby/events", app.addr))
        .header("X-Forwarded-For", forwarded_for)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| {
        s.streams_per_minute = 2;
        s.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await
    else {
        return;
    };
    for _ in 0..2 {
        assert_eq!(lobby_opens(&app, "203.0.113.1").await, 200);
    }
    // What a client claims before the proxy's entry is not believed.
    assert_eq!(lobby_opens(&app, "198.51.100.9, 203.0.113.1").await, 429);
    assert_eq!(lobby_opens(&app, "203.0.113.2").await, 200);
    app.stop().await;
}

async fn an_untrusted_peer_cannot_dodge_the_limit_with_a_header(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.streams_per_minute = 2).await else {
        return;
    };
    assert_eq!(lobby_opens(&app, "203.0.113.1").await, 200);
    assert_eq!(lobby_opens(&app, "203.0.113.2").await, 200);
    assert_eq!(lobby_opens(&app, "203.0.113.3").await, 429);
    app.stop().await;
}

each_backend!(
    a_member_reconnecting_in_a_loop_gets_429_with_retry_after,
    behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit,
    an_untrusted_peer_cannot_dodge_the_limit_with_a_header
);
