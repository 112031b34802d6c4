//! API calls per member and minute (product.md §11): past
//! `api_calls_per_minute` a call gets 429 with `Retry-After`; on
//! PostgreSQL the count is shared by the app servers (`api_calls.rs`).

use redqueen_store::testing::TestBackend;

use crate::support::TestApp;

async fn a_member_over_the_api_call_limit_gets_429(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.api_calls_per_minute = 5).await else {
        return;
    };
    let ann = app.member("Ann").await;
    let bob = app.member("Bob").await;
    for _ in 0..5 {
        assert_eq!(ann.get("/api/account").await.status, 200);
    }
    let refused = ann.get("/api/account").await;
    assert_eq!(refused.status, 429, "{}", refused.text);
    assert_eq!(refused.json["error"], "Too many requests. Try again later.");
    let wait: u64 = refused.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // Another member is not held back; the next minute starts afresh.
    assert_eq!(bob.get("/api/account").await.status, 200);
    app.clock.advance(60_000);
    assert_eq!(ann.get("/api/account").await.status, 200);
    app.stop().await;
}

each_backend!(a_member_over_the_api_call_limit_gets_429);

/// Two servers on one PostgreSQL database share the count: calls made on
/// A count on B once the servers have shared their counts (every second;
/// here at once, through the function the servers run).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_api_call_limit_holds_across_two_servers() {
    let Some((database, servers)) =
        crate::two_servers::two_servers_with(|s| s.api_calls_per_minute = 6).await
    else {
        return;
    };
    let on_a = servers[0].member("Ann").await;
    let mut on_b = on_a.clone();
    on_b.addr = servers[1].addr.clone();
    for _ in 0..4 {
        assert_eq!(on_a.get("/api/account").await.status, 200);
    }
    servers[0]
        .state()
        .api_calls
        .share(servers[0].state().now())
        .await
        .unwrap();
    assert_eq!(on_b.get("/api/account").await.status, 200);
    servers[1]
        .state()
        .api_calls
        .share(servers[1].state().now())
        .await
        .unwrap();
    // Five made on both together: one more is allowed, not six.
    assert_eq!(on_b.get("/api/account").await.status, 200);
    assert_eq!(on_b.get("/api/account").await.status, 429);
    for server in servers {
        server.stop().await;
    }
    drop(database);
}
