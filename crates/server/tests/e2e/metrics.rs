//! The operator's `/metrics` (docs/operations.md "Metrics"): not served to
//! the public unless asked for, open to the configured token on the site's
//! address or to anyone on an address of its own, and counting what
//! happens: requests by route, moves, games in progress, open streams,
//! the outbox, job rounds and the database pool.

use redqueen_store::testing::TestBackend;

use crate::support::TestApp;

/// The value of the series `series` (name and labels exactly as written)
/// in a scrape, if present.
fn value_of(scrape: &str, series: &str) -> Option<f64> {
    scrape.lines().find_map(|line| {
        line.strip_prefix(series)
            .and_then(|rest| rest.strip_prefix(' '))
            .and_then(|value| value.trim().parse().ok())
    })
}

async fn scrape(url: &str, token: Option<&str>) -> (u16, String) {
    let mut request = reqwest::Client::new().get(url);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

async fn metrics_need_the_token_on_the_site_address_and_count_what_happens(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| {
        s.metrics_token = Some("scraper secret".into());
    })
    .await
    else {
        return;
    };
    let url = format!("{}/metrics", app.addr);
    for token in [None, Some("guess"), Some("scraper secret2")] {
        assert_eq!(scrape(&url, token).await.0, 404, "{token:?}");
    }
    let white = app.member("Wanda").await;
    let black = app.member("Boris").await;
    let game = white.start_game(&black, "3").await;
    white.play(&game, "e2e4").await;
    black.play(&game, "e7e5").await;
    assert_eq!(white.get("/health").await.status, 200);
    app.run_jobs_once().await;
    let stream = white
        .client
        .get(format!("{}/api/stream/event", white.addr))
        .bearer_auth(&white.token)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);

    let (status, text) = scrape(&url, Some("scraper secret")).await;
    assert_eq!(status, 200, "{text}");
    let expect = |series: &str, wanted: f64| {
        assert_eq!(value_of(&text, series), Some(wanted), "{series} in\n{text}");
    };
    expect("redqueen_moves_total", 2.0);
    expect(r#"redqueen_games_in_progress{kind="correspondence"}"#, 1.0);
    expect(r#"redqueen_games_in_progress{kind="live"}"#, 0.0);
    expect("redqueen_open_streams", 1.0);
    expect("redqueen_open_websockets", 0.0);
    // The route's pattern, not the game's id.
    expect(
        r#"redqueen_http_request_duration_seconds_count{method="POST",route="/api/board/game/{id}/move/{move}",status="200"}"#,
        2.0,
    );
    expect(
        r#"redqueen_http_request_duration_seconds_count{method="GET",route="/health",status="200"}"#,
        1.0,
    );
    assert!(!text.contains(&game), "{text}");
    assert!(
        value_of(
            &text,
            r#"redqueen_job_duration_seconds_count{job="clock sweep"}"#
        )
        .is_some_and(|runs| runs >= 1.0),
        "{text}"
    );
    assert!(
        value_of(&text, r#"redqueen_database_pool_connections{state="max"}"#)
            .is_some_and(|max| max >= 1.0),
        "{text}"
    );
    assert!(value_of(&text, "redqueen_outbox_depth").is_some(), "{text}");
    assert!(
        value_of(&text, "redqueen_outbox_oldest_age_seconds").is_some(),
        "{text}"
    );

    drop(stream);
    crate::support::wait_until("the stream to be counted closed", async || {
        let (_, text) = scrape(&url, Some("scraper secret")).await;
        value_of(&text, "redqueen_open_streams") == Some(0.0)
    })
    .await;
    app.stop().await;
}

async fn metrics_are_served_on_their_own_address_and_not_on_the_site(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| {
        s.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
    })
    .await
    else {
        return;
    };
    let own = app.running.as_ref().unwrap().metrics_addr.unwrap();
    let (status, text) = scrape(&format!("http://{own}/metrics"), None).await;
    assert_eq!(status, 200);
    assert!(
        text.contains("# TYPE redqueen_moves_total counter"),
        "{text}"
    );
    // No token is set: the site's address does not serve them at all.
    assert_eq!(
        scrape(&format!("{}/metrics", app.addr), Some("")).await.0,
        404
    );
    app.stop().await;
}

each_backend!(
    metrics_need_the_token_on_the_site_address_and_count_what_happens,
    metrics_are_served_on_their_own_address_and_not_on_the_site
);
