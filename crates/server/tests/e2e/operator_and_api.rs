//! The operator's command line and the API's account endpoint: an account
//! and a token made by `redqueen user create` and `redqueen token create`
//! answer `GET /api/account` in lichess's shape.

use std::process::Command;

use redqueen_store::testing::{TestBackend, TestDatabase};
use serde_json::Value;

use crate::support::{TestApp, next_line};

/// Runs the real binary with the test's database.
fn redqueen(database_url: &str, mail_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_redqueen"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("REDQUEEN_MAIL_DIR", mail_dir)
        .env_remove("REDQUEEN_CONFIG")
        .output()
        .expect("the binary runs")
}

async fn the_first_administrator_and_a_token_come_from_the_command_line(backend: TestBackend) {
    let Some(database) = TestDatabase::create(backend).await else {
        return;
    };
    let mail = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| redqueen(&database.url, mail.path(), args);

    let migrated = run(&["migrate"]);
    assert!(
        migrated.status.success(),
        "{}",
        String::from_utf8_lossy(&migrated.stderr)
    );
    let created = run(&[
        "user",
        "create",
        "--username",
        "Root",
        "--email",
        "root@example.org",
        "--password",
        "operator secret",
        "--verified",
        "--admin",
    ]);
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    let again = run(&[
        "user",
        "create",
        "--username",
        "root",
        "--email",
        "x@example.org",
        "--password",
        "operator secret",
    ]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("the username root is taken"));
    let bad = run(&[
        "user",
        "create",
        "--username",
        "r",
        "--email",
        "x@example.org",
        "--password",
        "operator secret",
    ]);
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--username"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );

    let token = run(&[
        "token",
        "create",
        "--username",
        "root",
        "--scopes",
        "board:play challenge:read challenge:write",
    ]);
    assert!(
        token.status.success(),
        "{}",
        String::from_utf8_lossy(&token.stderr)
    );
    let stdout = String::from_utf8(token.stdout).unwrap();
    let token = stdout.lines().last().unwrap().to_owned();
    assert!(token.starts_with("lip_") && token.len() > 30, "{token}");
    let bad_scope = run(&[
        "token",
        "create",
        "--username",
        "root",
        "--scopes",
        "email:read",
    ]);
    assert!(String::from_utf8_lossy(&bad_scope.stderr).contains("unknown scope \"email:read\""));

    let app = spawn_on(&database).await;
    let client = reqwest::Client::new();
    let response = client
        .get(format!("{}/api/account", app.addr))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let account: Value = response.json().await.unwrap();
    assert_eq!(account["id"], "root");
    assert_eq!(account["username"], "Root");
    assert_eq!(account["url"], "http://redqueen.test/@/Root");
    assert!(account["createdAt"].as_i64().unwrap() > 1_700_000_000_000);
    let unrated =
        serde_json::json!({"games": 0, "rating": 1500, "rd": 500, "prog": 0, "prov": true});
    for speed in ["correspondence", "bullet", "blitz", "rapid", "classical"] {
        assert_eq!(account["perfs"][speed], unrated, "{speed}");
    }
    assert_eq!(account["count"]["all"], 0);
    assert!(!account.to_string().contains("root@example.org"));

    let tested: Value = client
        .post(format!("{}/api/token/test", app.addr))
        .body(format!("{token},lip_nonsense"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(tested[&token]["userId"], "root");
    assert_eq!(
        tested[&token]["scopes"],
        "board:play,challenge:read,challenge:write"
    );
    assert_eq!(tested["lip_nonsense"], Value::Null);

    for bad in ["lip_nonsense", "", "has spaces", &"x".repeat(600)] {
        let response = client
            .get(format!("{}/api/account", app.addr))
            .bearer_auth(bad)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401, "{bad}");
        assert_eq!(
            response.text().await.unwrap(),
            r#"{"error":"No such token"}"#
        );
    }
    let anonymous = client
        .get(format!("{}/api/account", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), 401);

    // The administrator logs in through the site with the same password.
    assert_eq!(
        app.browser().log_in("root", "operator secret").await.path,
        "/"
    );
    app.stop().await;
}

async fn spawn_on(database: &TestDatabase) -> TestApp {
    let mail = tempfile::tempdir().unwrap();
    let settings = crate::support::test_settings(&database.url, mail.path().to_owned());
    let clock = std::sync::Arc::new(redqueen::clock::ManualClock::new(1_800_000_000_000));
    let running = redqueen::app::RunningApp::start(settings, clock.clone())
        .await
        .unwrap();
    TestApp::from_running(running, clock, mail).await
}

async fn tokens_made_on_the_settings_page_work_until_revoked(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let browser = app.browser();
    browser
        .register_and_log_in("Tess", "tess@example.org", "correct horse battery")
        .await;
    let refused = browser
        .submit(
            "/settings/tokens",
            "/settings/tokens",
            &[("description", ""), ("scope", "board:play")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(refused.body.contains("Please describe the token"));
    let refused = browser
        .submit(
            "/settings/tokens",
            "/settings/tokens",
            &[("description", "x"), ("scope", "admin:all")],
        )
        .await;
    assert!(refused.body.contains("Unknown scope: admin:all."));

    let page = browser
        .submit(
            "/settings/tokens",
            "/settings/tokens",
            &[("description", "my bot"), ("scope", "board:play")],
        )
        .await;
    let start = page.body.find("lip_").unwrap();
    let token = page.body[start..].split('<').next().unwrap().to_owned();
    let client = reqwest::Client::new();
    let get = || {
        client
            .get(format!("{}/api/account", app.addr))
            .bearer_auth(&token)
            .send()
    };
    assert_eq!(get().await.unwrap().status(), 200);

    let listed = browser.get("/settings/tokens").await;
    assert!(
        listed.body.contains("my bot") && !listed.body.contains(&token),
        "shown once only"
    );
    let store = app.state().store();
    let tess = store.user_by_username_key("tess").await.unwrap().unwrap();
    let id = store.access_tokens_of(tess.id).await.unwrap()[0].id;
    let other = app.browser();
    other
        .register_and_log_in("Mallory", "m@example.org", "correct horse battery")
        .await;
    let stolen = other
        .submit(
            "/settings/tokens",
            &format!("/settings/tokens/{id}/revoke"),
            &[],
        )
        .await;
    assert_eq!(stolen.status, 404, "nobody revokes another member's token");
    assert_eq!(get().await.unwrap().status(), 200);
    let revoked = browser
        .submit(
            "/settings/tokens",
            &format!("/settings/tokens/{id}/revoke"),
            &[],
        )
        .await;
    assert_eq!(revoked.path, "/settings/tokens?notice=token-revoked");
    assert_eq!(get().await.unwrap().status(), 401);
    app.stop().await;
}

async fn repeated_login_attempts_from_one_address_are_rate_limited(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.login_attempts_per_minute = 3).await else {
        return;
    };
    let browser = app.browser();
    for _ in 0..3 {
        assert_eq!(
            browser.log_in("nobody", "whatever password").await.status,
            401
        );
    }
    let limited = browser.log_in("nobody", "whatever password").await;
    assert_eq!(limited.status, 429);
    assert!(limited.body.contains("Too many attempts."));
    let wait: u64 = limited.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    app.stop().await;
}

each_backend!(
    the_first_administrator_and_a_token_come_from_the_command_line,
    tokens_made_on_the_settings_page_work_until_revoked,
    repeated_login_attempts_from_one_address_are_rate_limited,
    account_links_to_one_address_are_throttled_per_recipient,
    a_stream_ends_when_its_token_is_revoked
);

/// However many clients ask, one address gets at most 5 account links
/// (verification, reset) an hour: nobody floods a mailbox through the site.
async fn account_links_to_one_address_are_throttled_per_recipient(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.login_attempts_per_minute = 1000).await
    else {
        return;
    };
    let victim = app.browser();
    victim
        .register_and_log_in("Vera", "vera@example.org", "correct horse battery")
        .await;
    // The registration's link, then four more asked again: five.
    for _ in 0..4 {
        let again = victim.submit("/", "/verify/resend", &[]).await;
        assert_eq!(again.path, "/?notice=verification-sent");
    }
    let sixth = victim
        .post_form("/verify/resend", &[("csrf", &victim.get("/").await.csrf())])
        .await;
    assert_eq!(sixth.status, 429);
    assert_eq!(sixth.retry_after.as_deref(), Some("3600"));
    // A stranger asking for resets gets the same neutral answer, and no
    // more mail goes to the address.
    let stranger = app.browser();
    for _ in 0..3 {
        let asked = stranger
            .submit(
                "/password-reset",
                "/password-reset",
                &[("email", "vera@example.org")],
            )
            .await;
        assert_eq!(asked.path, "/?notice=reset-sent");
    }
    app.run_jobs_once().await;
    let verify = app.emails_to("vera@example.org", "verify_email", 5).await;
    assert_eq!(verify.len(), 5);
    assert_eq!(
        app.emails_written(),
        5,
        "no reset mail past the hour's five links"
    );
    // An hour later the address may be mailed again.
    app.clock.advance(3_601_000);
    stranger
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "vera@example.org")],
        )
        .await;
    app.email_to("vera@example.org", "password_reset").await;
    app.stop().await;
}

/// An open event stream stops delivering once its token is revoked: the
/// next event finds the token gone and ends the stream.
async fn a_stream_ends_when_its_token_is_revoked(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let alice = app.member("Alice").await;
    let bob = app.member("Bob").await;
    let mut stream = alice
        .client
        .get(format!("{}/api/stream/event", app.addr))
        .bearer_auth(&alice.token)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    let mut buffer = Vec::new();
    bob.challenge(&alice, &[("days", "3")]).await;
    let line = next_line(&mut stream, &mut buffer).await.unwrap();
    assert!(line.contains("\"challenge\""), "{line}");
    // Alice revokes the token on her settings page.
    let browser = app.browser_of(&alice).await;
    let id = app
        .state()
        .store()
        .access_tokens_of(alice.id)
        .await
        .unwrap()[0]
        .id;
    let revoked = browser
        .submit(
            "/settings/tokens",
            &format!("/settings/tokens/{id}/revoke"),
            &[],
        )
        .await;
    assert_eq!(revoked.path, "/settings/tokens?notice=token-revoked");
    bob.challenge(&alice, &[("days", "3")]).await;
    assert_eq!(
        next_line(&mut stream, &mut buffer).await,
        None,
        "the stream ended"
    );
    app.stop().await;
}
