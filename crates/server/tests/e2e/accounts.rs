//! Accounts end to end: the real server, a fresh database, a browser-like
//! client and the mail folder — on SQLite and PostgreSQL.

use crate::support::TestApp;

app_tests!(
    a_newcomer_registers_verifies_logs_out_logs_in_and_resets_the_password,
    registration_errors_name_the_field_and_change_nothing,
    usernames_and_addresses_are_unique_whatever_their_case,
    a_form_without_its_csrf_token_is_refused_and_changes_nothing,
    five_wrong_passwords_lock_the_account_for_fifteen_minutes,
    a_reset_link_works_once_and_not_after_an_hour,
    a_reset_request_for_an_unknown_address_looks_the_same_and_sends_nothing,
    a_change_of_address_takes_effect_when_the_new_address_is_confirmed,
    a_password_change_needs_the_current_password,
    an_email_address_is_never_shown_to_another_member,
    pages_and_emails_speak_the_members_language,
    unknown_routes_get_a_page_or_json_404,
    settings_need_a_login,
    logging_in_goes_on_to_the_page_asked_for,
    pages_say_they_vary_with_the_language,
);

const PASSWORD: &str = "correct horse battery";

async fn a_newcomer_registers_verifies_logs_out_logs_in_and_resets_the_password(app: &TestApp) {
    let browser = app.browser();
    let landing = browser
        .register("Alice", "alice@example.org", PASSWORD)
        .await;
    // Registering opens no session (so the answer tells nobody whether the
    // address was registered before): the emailed link does.
    assert_eq!(
        (landing.status, landing.path.as_str()),
        (200, "/login?notice=registered")
    );
    assert!(
        landing
            .body
            .contains("follow its link to confirm the address"),
        "{}",
        landing.body
    );
    assert!(!landing.body.contains("/@/Alice"), "not logged in yet");

    let email = app.email_to("alice@example.org", "verify_email").await;
    assert_eq!(email.subject, "Confirm your email address");
    assert!(email.text.contains("Hello Alice,"));
    let verified = browser.get(&email.link_path()).await;
    assert_eq!(verified.path, "/?notice=verified");
    assert!(verified.body.contains("/@/Alice"), "the link logs in");
    assert!(!verified.body.contains("Please confirm your email address"));
    let user = app
        .state()
        .store()
        .user_by_username_key("alice")
        .await
        .unwrap()
        .unwrap();
    assert!(user.email_verified);

    let out = browser.log_out().await;
    assert_eq!(out.path, "/?notice=logged-out");
    assert!(out.body.contains("href=\"/login\""));
    let back = browser.log_in("alice", PASSWORD).await;
    assert_eq!((back.status, back.path.as_str()), (200, "/"));
    // A member who has not played yet is welcomed, not welcomed back.
    assert!(
        back.body.contains("Welcome to redqueen, Alice!"),
        "{}",
        back.body
    );
    assert!(!back.body.contains("Welcome back"));

    let stranger = app.browser();
    let asked = stranger
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "ALICE@example.org")],
        )
        .await;
    assert_eq!(asked.path, "/?notice=reset-sent");
    let reset_email = app.email_to("alice@example.org", "password_reset").await;
    let reset_path = reset_email.link_path();
    let done = stranger
        .submit(
            &reset_path,
            &reset_path,
            &[("password", "a brand new secret")],
        )
        .await;
    assert_eq!(done.path, "/login?notice=password-reset");

    // The reset ends every session, and only the new password works.
    assert!(browser.get("/settings").await.path.starts_with("/login"));
    assert_eq!(browser.log_in("Alice", PASSWORD).await.status, 401);
    assert_eq!(
        browser.log_in("Alice", "a brand new secret").await.path,
        "/"
    );
}

async fn registration_errors_name_the_field_and_change_nothing(app: &TestApp) {
    let browser = app.browser();
    let page = browser.register("x!", "not-an-address", "short").await;
    assert_eq!(page.status, 400);
    assert!(
        page.body
            .contains("A username may contain only letters, digits"),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains("This does not look like an email address")
    );
    assert!(page.body.contains("A password has at least 8 characters."));
    assert!(
        page.body.contains("value=\"not-an-address\""),
        "typed values are kept"
    );

    let page = browser.register("ab", "", PASSWORD).await;
    assert!(page.body.contains("A username has at least 3 characters."));
    assert!(page.body.contains("Please enter an email address."));

    let page = browser
        .register(&"a".repeat(21), "a@example.org", PASSWORD)
        .await;
    assert!(page.body.contains("A username has at most 20 characters."));

    assert_eq!(
        app.state()
            .store()
            .user_by_username_key("ab")
            .await
            .unwrap(),
        None
    );
    assert_eq!(app.emails_written(), 0);
    assert_eq!(app.state().store().pending_mail_count().await.unwrap(), 0);
}

async fn usernames_and_addresses_are_unique_whatever_their_case(app: &TestApp) {
    app.browser()
        .register("Alice", "alice@example.org", PASSWORD)
        .await;
    let second = app
        .browser()
        .register("ALICE", "other@example.org", PASSWORD)
        .await;
    assert_eq!(second.status, 400);
    assert!(second.body.contains("This username is taken."));
    // The conduct and security issue: a registered address is answered as
    // a free one (no account is made), and its owner is told.
    let third = app
        .browser()
        .register("Alicia", "Alice@Example.org", PASSWORD)
        .await;
    assert_eq!(
        (third.status, third.path.as_str()),
        (200, "/login?notice=registered")
    );
    assert!(!third.body.contains("already registered"));
    let told = app.email_to("alice@example.org", "address_in_use").await;
    assert!(
        told.text
            .contains("Someone asked to use this email address"),
        "{}",
        told.text
    );
    assert_eq!(
        app.state()
            .store()
            .user_by_username_key("alicia")
            .await
            .unwrap(),
        None
    );
}

async fn a_form_without_its_csrf_token_is_refused_and_changes_nothing(app: &TestApp) {
    let browser = app.browser();
    browser.get("/register").await;
    let fields = [
        ("username", "Mallory"),
        ("email", "m@example.org"),
        ("password", PASSWORD),
    ];
    let forged = browser.post_form("/register", &fields).await;
    assert_eq!(forged.status, 403);
    assert!(forged.body.contains("This form has expired"));
    let wrong = browser
        .post_form(
            "/register",
            &[("csrf", "guess"), fields[0], fields[1], fields[2]],
        )
        .await;
    assert_eq!(wrong.status, 403);
    assert_eq!(
        app.state()
            .store()
            .user_by_username_key("mallory")
            .await
            .unwrap(),
        None
    );
}

async fn five_wrong_passwords_lock_the_account_for_fifteen_minutes(app: &TestApp) {
    app.browser()
        .register("Bob", "bob@example.org", PASSWORD)
        .await;
    let guesser = app.browser();
    for _ in 0..4 {
        let page = guesser.log_in("bob", "wrong password").await;
        assert_eq!(page.status, 401);
        assert!(page.body.contains("Wrong username or password."));
    }
    let fifth = guesser.log_in("bob", "wrong password").await;
    assert_eq!(fifth.status, 429);
    assert_eq!(
        fifth.retry_after.as_deref(),
        Some("900"),
        "every throttle says when"
    );
    assert!(
        fifth.body.contains("Try again in 15 minutes."),
        "{}",
        fifth.body
    );
    // Locked: even the right password is not checked.
    assert_eq!(guesser.log_in("bob", PASSWORD).await.status, 429);
    // For that client only: Bob, elsewhere, logs in (a stranger cannot
    // keep him locked out), and his success clears nothing of theirs.
    let bob = app.browser_at(std::net::Ipv4Addr::new(127, 0, 0, 2));
    assert_eq!(bob.log_in("bob", PASSWORD).await.path, "/");
    assert_eq!(guesser.log_in("bob", PASSWORD).await.status, 429);

    app.clock.advance(15 * 60 * 1000);
    assert_eq!(guesser.log_in("bob", PASSWORD).await.path, "/");
}

async fn a_reset_link_works_once_and_not_after_an_hour(app: &TestApp) {
    let browser = app.browser();
    browser
        .register("Carol", "carol@example.org", PASSWORD)
        .await;
    browser
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "carol@example.org")],
        )
        .await;
    let first = app
        .email_to("carol@example.org", "password_reset")
        .await
        .link_path();
    assert_eq!(
        browser
            .submit(&first, &first, &[("password", "new secret one")])
            .await
            .path,
        "/login?notice=password-reset"
    );
    let again = browser
        .submit(&first, &first, &[("password", "new secret two")])
        .await;
    assert_eq!(again.status, 400);
    assert!(
        again
            .body
            .contains("This link is unknown, was already used, or has expired.")
    );

    browser
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "carol@example.org")],
        )
        .await;
    let second = app
        .emails_to("carol@example.org", "password_reset", 2)
        .await[1]
        .link_path();
    assert_ne!(first, second);
    app.clock.advance(3600 * 1000);
    let late = browser
        .submit(&second, &second, &[("password", "new secret three")])
        .await;
    assert_eq!(late.status, 400);
    assert_eq!(
        app.browser().log_in("Carol", "new secret one").await.path,
        "/"
    );
}

async fn a_reset_request_for_an_unknown_address_looks_the_same_and_sends_nothing(app: &TestApp) {
    let page = app
        .browser()
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "nobody@example.org")],
        )
        .await;
    assert_eq!(page.path, "/?notice=reset-sent");
    assert_eq!(app.state().store().pending_mail_count().await.unwrap(), 0);
    let bad = app
        .browser()
        .submit("/password-reset", "/password-reset", &[("email", "nobody")])
        .await;
    assert_eq!(bad.status, 400);
    assert!(
        bad.body
            .contains("This does not look like an email address")
    );
}

async fn a_change_of_address_takes_effect_when_the_new_address_is_confirmed(app: &TestApp) {
    let browser = app.browser();
    browser
        .register_and_log_in("Dave", "dave@example.org", PASSWORD)
        .await;
    let wrong = browser
        .submit(
            "/settings",
            "/settings/email",
            &[("email", "d2@example.org"), ("password", "nope nope")],
        )
        .await;
    assert_eq!(wrong.status, 400);
    assert!(wrong.body.contains("The password is wrong."));
    // Another member's address gets the same answer as a free one (no
    // account enumeration); that member is told, and nothing changes.
    app.browser()
        .register("Olga", "olga@example.org", PASSWORD)
        .await;
    let taken = browser
        .submit(
            "/settings",
            "/settings/email",
            &[("email", "OLGA@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(taken.path, "/settings?notice=email-change-sent");
    let told = app.email_to("olga@example.org", "address_in_use").await;
    assert!(
        told.link_path().starts_with("/password-reset"),
        "{}",
        told.link_path()
    );
    // One's own address is simply said to be one's own.
    let same = browser
        .submit(
            "/settings",
            "/settings/email",
            &[("email", "dave@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(same.status, 400);
    assert!(same.body.contains("This is already your address."));

    let asked = browser
        .submit(
            "/settings",
            "/settings/email",
            &[("email", "d2@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(asked.path, "/settings?notice=email-change-sent");
    let user = app
        .state()
        .store()
        .user_by_username_key("dave")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        user.email, "dave@example.org",
        "the old address stays until confirmed"
    );

    let link = app
        .email_to("d2@example.org", "verify_email")
        .await
        .link_path();
    browser.get(&link).await;
    let user = app
        .state()
        .store()
        .user_by_username_key("dave")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (user.email.as_str(), user.email_verified),
        ("d2@example.org", true)
    );
    assert!(
        browser
            .get("/settings")
            .await
            .body
            .contains("d2@example.org")
    );
}

async fn a_password_change_needs_the_current_password(app: &TestApp) {
    let browser = app.browser();
    browser
        .register_and_log_in("Erin", "erin@example.org", PASSWORD)
        .await;
    // Erin is logged in on a second device too.
    let other = app.browser();
    assert_eq!(other.log_in("erin", PASSWORD).await.path, "/");
    let fields = [
        ("current_password", "not it at all"),
        ("new_password", "another secret"),
    ];
    let refused = browser
        .submit("/settings", "/settings/password", &fields)
        .await;
    assert_eq!(refused.status, 400);
    assert!(refused.body.contains("The password is wrong."));
    let short = browser
        .submit(
            "/settings",
            "/settings/password",
            &[("current_password", PASSWORD), ("new_password", "x")],
        )
        .await;
    assert!(short.body.contains("A password has at least 8 characters."));
    let fields = [
        ("current_password", PASSWORD),
        ("new_password", "another secret"),
    ];
    assert_eq!(
        browser
            .submit("/settings", "/settings/password", &fields)
            .await
            .path,
        "/settings?notice=password-changed"
    );
    // The change ends the other session, not this one.
    assert_eq!(other.get("/settings").await.path, "/login?next=%2Fsettings");
    assert_eq!(browser.get("/settings").await.path, "/settings");
    assert_eq!(
        app.browser().log_in("erin", "another secret").await.path,
        "/"
    );
}

async fn an_email_address_is_never_shown_to_another_member(app: &TestApp) {
    let alice = app.browser();
    alice
        .register_and_log_in("Alice", "alice.secret@example.org", PASSWORD)
        .await;
    assert!(
        alice
            .get("/settings")
            .await
            .body
            .contains("alice.secret@example.org"),
        "the owner sees it"
    );
    let alice_token = alice
        .submit(
            "/settings/tokens",
            "/settings/tokens",
            &[("description", "mine"), ("scope", "board:play")],
        )
        .await;
    let alice_token = token_on_page(&alice_token.body);
    // The pages with one's address or a new token are never stored.
    let csrf = alice.get("/settings/tokens").await.csrf();
    let shown = alice
        .client
        .post(format!("{}/settings/tokens", app.addr))
        .form(&[
            ("csrf", csrf.as_str()),
            ("description", "two"),
            ("scope", "board:play"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(shown.headers()["cache-control"], "no-store");
    let settings = alice
        .client
        .get(format!("{}/settings", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(settings.headers()["cache-control"], "no-store");
    let css = alice
        .client
        .get(format!("{}/static/site.css", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(css.headers()["cache-control"], "public, max-age=3600");

    let bob = app.browser();
    bob.register("Bob", "bob@example.org", PASSWORD).await;
    for path in [
        "/",
        "/settings",
        "/settings/tokens",
        "/login",
        "/register",
        "/nope",
    ] {
        assert!(!bob.get(path).await.body.contains("alice.secret"), "{path}");
    }
    let client = reqwest::Client::new();
    let tested = client
        .post(format!("{}/api/token/test", app.addr))
        .body(alice_token.clone())
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        tested.contains("\"userId\":\"alice\"") && !tested.contains("alice.secret"),
        "{tested}"
    );
    let account = client
        .get(format!("{}/api/account", app.addr))
        .bearer_auth(&alice_token)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        !account.contains("alice.secret") && !account.contains("@example"),
        "{account}"
    );
}

fn token_on_page(body: &str) -> String {
    let start = body.find("lip_").expect("a token on the page");
    body[start..].split('<').next().unwrap().to_owned()
}

async fn pages_and_emails_speak_the_members_language(app: &TestApp) {
    let browser = app.browser();
    let page = browser
        .get_with_language("/register", "es-ES,es;q=0.9,en;q=0.5")
        .await;
    assert!(page.body.contains("<html lang=\"es\">") && page.body.contains("Crear una cuenta"));
    let csrf = page.csrf();
    let fields = [
        ("csrf", csrf.as_str()),
        ("username", "Ana"),
        ("email", "ana@example.org"),
        ("password", "x"),
    ];
    let refused = browser
        .client
        .post(format!("{}/register", app.addr))
        .header("Accept-Language", "es")
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert!(
        refused
            .text()
            .await
            .unwrap()
            .contains("Una contraseña tiene al menos 8 caracteres.")
    );

    let fields = [
        ("csrf", csrf.as_str()),
        ("username", "Ana"),
        ("email", "ana@example.org"),
        ("password", PASSWORD),
    ];
    browser
        .client
        .post(format!("{}/register", app.addr))
        .header("Accept-Language", "es")
        .form(&fields)
        .send()
        .await
        .unwrap();
    let email = app.email_to("ana@example.org", "verify_email").await;
    assert_eq!(email.subject, "Confirma tu dirección de correo");
    assert!(email.text.contains("Hola, Ana:") && email.html.contains("lang=\"es\""));

    // The language chosen at registration follows the member to a new
    // browser that asks for English.
    let other = app.browser();
    other.log_in("ana", PASSWORD).await;
    assert!(
        other
            .get_with_language("/", "en")
            .await
            .body
            .contains("¡Te damos la bienvenida a redqueen, Ana!")
    );

    // The header picker switches this browser only, and comes back.
    let visitor = app.browser();
    let chosen = visitor
        .submit("/login", "/language", &[("lang", "es"), ("back", "/login")])
        .await;
    assert_eq!(chosen.path, "/login");
    assert!(chosen.body.contains("Entrar"));
    // Never off the site: `//host`, `/\host` (read as `//host` by
    // browsers), control characters inside.
    for back in ["//evil.example", "/\\evil.example", "/\t/evil.example"] {
        let off_site = visitor
            .submit("/login", "/language", &[("lang", "en"), ("back", back)])
            .await;
        assert_eq!(off_site.path, "/", "{back:?}");
    }
    assert_eq!(
        visitor
            .submit("/", "/language", &[("lang", "xx"), ("back", "/")])
            .await
            .status,
        400
    );
}

async fn unknown_routes_get_a_page_or_json_404(app: &TestApp) {
    let browser = app.browser();
    let page = browser.get_with_language("/no/such/page", "es").await;
    assert_eq!(page.status, 404);
    // Said once on the page, in its heading (and in the tab's title).
    assert_eq!(
        page.body.matches("Esta página no existe.").count(),
        2,
        "{}",
        page.body
    );
    assert!(
        page.body.contains("<h1>Esta página no existe.</h1>"),
        "{}",
        page.body
    );
    let api = browser.get("/api/no-such-endpoint").await;
    assert_eq!(api.status, 404);
    assert_eq!(api.body, r#"{"error":"This page does not exist."}"#);
    assert_eq!(
        browser.get("/health").await.body,
        format!(
            r#"{{"database":"{}","status":"ok"}}"#,
            app.state().store().backend_name()
        )
    );
}

async fn settings_need_a_login(app: &TestApp) {
    let browser = app.browser();
    assert_eq!(
        browser.get("/settings").await.path,
        "/login?next=%2Fsettings"
    );
    assert_eq!(
        browser.get("/settings/tokens").await.path,
        "/login?next=%2Fsettings%2Ftokens"
    );
    let posted = browser
        .submit(
            "/login",
            "/settings/password",
            &[("current_password", "a"), ("new_password", "bbbbbbbbbb")],
        )
        .await;
    assert_eq!(posted.path, "/login");
}

/// A link to a page that needs a login (from an email, say) comes back to
/// that page after the login, never to another site.
async fn logging_in_goes_on_to_the_page_asked_for(app: &TestApp) {
    app.member("Alice").await;
    let browser = app.browser();
    let asked = browser.get("/settings/notifications?from=email").await;
    assert_eq!(
        asked.path,
        "/login?next=%2Fsettings%2Fnotifications%3Ffrom%3Demail"
    );
    assert!(
        asked
            .body
            .contains(r#"name="next" value="/settings/notifications?from=email""#),
        "{}",
        asked.body
    );
    let logged_in = browser
        .submit(
            &asked.path,
            "/login",
            &[
                ("username", "Alice"),
                ("password", PASSWORD),
                ("next", "/settings/notifications?from=email"),
            ],
        )
        .await;
    assert_eq!(logged_in.path, "/settings/notifications?from=email");
    // The settings page links every page of settings.
    let settings = browser.get("/settings").await.body;
    for link in [
        "/settings/notifications",
        "/settings/blocks",
        "/settings/tokens",
        "/settings/vacation",
    ] {
        assert!(settings.contains(&format!("href=\"{link}\"")), "{link}");
    }
    browser.log_out().await;
    let elsewhere = browser
        .submit(
            "/login?next=//evil.example",
            "/login",
            &[
                ("username", "Alice"),
                ("password", PASSWORD),
                ("next", "//evil.example"),
            ],
        )
        .await;
    assert_eq!(elsewhere.path, "/");
    assert!(
        !browser
            .get("/login?next=//evil.example")
            .await
            .body
            .contains("name=\"next\"")
    );
}

/// A page is negotiated by `Accept-Language` (and the language cookie): it
/// says so, so that a shared cache keeps a copy per language.
async fn pages_say_they_vary_with_the_language(app: &TestApp) {
    let client = reqwest::Client::new();
    let page = client
        .get(format!("{}/register", app.addr))
        .header("Accept-Language", "es")
        .send()
        .await
        .unwrap();
    let vary: Vec<&str> = page
        .headers()
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    assert!(
        vary.iter().any(|v| v.contains("Accept-Language")),
        "{vary:?}"
    );
    let static_file = client
        .get(format!("{}/static/site.css", app.addr))
        .send()
        .await
        .unwrap();
    assert!(!static_file.headers().contains_key("vary"));
}
