//! Every form of the site refuses a post without this browser's CSRF
//! token, or with another one: 403, and nothing in the database changed
//! — on SQLite and PostgreSQL.

use std::collections::BTreeMap;

use crate::support::{Browser, TestApp};
use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;

app_tests!(every_page_form_refuses_a_missing_or_wrong_csrf_token_and_changes_nothing);

/// The id in the first form action starting with `prefix`.
fn id_in_form_action(body: &str, prefix: &str) -> String {
    let marker = format!("action=\"{prefix}");
    let start = body.find(&marker).expect("a form for it") + marker.len();
    body[start..].split('/').next().unwrap().to_owned()
}

/// The database's contents once the jobs have done what the setup left
/// them (emails, "your turn" notices): from then on, only a request can
/// change anything.
async fn settled(app: &TestApp) -> BTreeMap<String, String> {
    app.run_jobs_once().await;
    app.state().store().contents().await.unwrap()
}

/// A form to forge: who posts it, where, and its other fields.
type Form<'a> = (Poster, String, Vec<(&'a str, &'a str)>);

/// Who posts a form: a member logged in, or a visitor.
#[derive(Clone, Copy)]
enum Poster {
    Alice,
    Bob,
    Visitor,
}

async fn every_page_form_refuses_a_missing_or_wrong_csrf_token_and_changes_nothing(app: &TestApp) {
    // Alice is an administrator, so that the tournament form would be
    // hers to post: a refusal can only be the token's.
    let alice = app.admin("Alice").await;
    let bob = app.member("Bob").await;
    let game = alice.start_game(&bob, "3").await;
    let challenge = alice.challenge(&bob, &[("days", "3")]).await;
    let start = Day::containing(app.clock.now_ms()).plus(7).to_string();
    let away = alice
        .post("/api/vacation", &[("start", &start), ("days", "1")])
        .await;
    assert_eq!(away.status, 200, "{}", away.text);
    let vacation = away.json["id"].to_string();
    let starts = (app.clock.now_ms() + 3_600_000).to_string();
    let created = alice
        .post(
            "/api/tournaments",
            &[
                ("name", "Test Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts),
                ("min_players", "3"),
                ("max_players", "10"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text);
    let tournament = created.json["id"].as_str().unwrap().to_owned();

    let browsers = [
        app.browser(),
        app.browser(),
        app.browser(), // the visitor
    ];
    browsers[0].log_in("Alice", "correct horse battery").await;
    browsers[1].log_in("Bob", "correct horse battery").await;
    browsers[1]
        .submit("/lobby", "/lobby", &[("time_control", "3d/move")])
        .await;
    let open_game = id_in_form_action(&browsers[0].get("/lobby").await.body, "/lobby/");
    let token = id_in_form_action(
        &browsers[0].get("/settings/tokens").await.body,
        "/settings/tokens/",
    );
    // Every browser has its CSRF cookie, so a wrong token is a mismatch.
    browsers[2].get("/").await;

    let game_form = format!("/{game}/move");
    let forms: Vec<Form> = vec![
        (
            Poster::Visitor,
            "/register".into(),
            vec![
                ("username", "Mallory"),
                ("email", "mallory@example.org"),
                ("password", "correct horse battery"),
            ],
        ),
        (
            Poster::Visitor,
            "/login".into(),
            vec![("username", "Alice"), ("password", "correct horse battery")],
        ),
        (
            Poster::Visitor,
            "/password-reset".into(),
            vec![("email", "alice@example.org")],
        ),
        (
            Poster::Visitor,
            "/password-reset/abc".into(),
            vec![("password", "another long passphrase")],
        ),
        (Poster::Alice, "/logout".into(), vec![]),
        (Poster::Alice, "/verify/resend".into(), vec![]),
        (
            Poster::Alice,
            "/settings/email".into(),
            vec![
                ("email", "new@example.org"),
                ("password", "correct horse battery"),
            ],
        ),
        (
            Poster::Alice,
            "/settings/password".into(),
            vec![
                ("current_password", "correct horse battery"),
                ("new_password", "another long passphrase"),
            ],
        ),
        (
            Poster::Alice,
            "/settings/language".into(),
            vec![("lang", "es")],
        ),
        (
            Poster::Alice,
            "/settings/tokens".into(),
            vec![("description", "forged"), ("scope", "board:play")],
        ),
        (
            Poster::Alice,
            format!("/settings/tokens/{token}/revoke"),
            vec![],
        ),
        (
            Poster::Alice,
            "/settings/notifications".into(),
            vec![("your_turn", "never")],
        ),
        (
            Poster::Alice,
            "/settings/blocks".into(),
            vec![("username", "Bob"), ("action", "block")],
        ),
        (
            Poster::Alice,
            "/settings/vacation".into(),
            vec![("start", "2030-01-01"), ("days", "2")],
        ),
        (
            Poster::Alice,
            format!("/settings/vacation/{vacation}/cancel"),
            vec![],
        ),
        (
            Poster::Alice,
            "/settings/profile".into(),
            vec![("real_name", "Alice Liddell"), ("country", "GB")],
        ),
        (
            Poster::Alice,
            "/language".into(),
            vec![("lang", "es"), ("back", "/")],
        ),
        (
            Poster::Alice,
            "/challenges".into(),
            vec![("username", "Bob"), ("time_control", "3d/move")],
        ),
        (
            Poster::Bob,
            format!("/challenges/{challenge}/accept"),
            vec![],
        ),
        (
            Poster::Bob,
            format!("/challenges/{challenge}/decline"),
            vec![("reason", "later")],
        ),
        (
            Poster::Alice,
            format!("/challenges/{challenge}/cancel"),
            vec![],
        ),
        (
            Poster::Alice,
            "/lobby".into(),
            vec![("time_control", "3d/move")],
        ),
        (Poster::Alice, format!("/lobby/{open_game}/join"), vec![]),
        (
            Poster::Alice,
            game_form.clone(),
            vec![("ply", "0"), ("move", "e4")],
        ),
        (Poster::Alice, format!("/{game}/action/resign"), vec![]),
        (Poster::Alice, format!("/{game}/chat"), vec![("text", "hi")]),
        (
            Poster::Alice,
            format!("/{game}/note"),
            vec![("text", "e4!")],
        ),
        (
            Poster::Alice,
            format!("/{game}/conditional"),
            vec![("lines", "e4 e5")],
        ),
        (Poster::Alice, format!("/{game}/rematch"), vec![]),
        (
            Poster::Alice,
            "/tournaments".into(),
            vec![
                ("name", "Forged Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts),
            ],
        ),
        (
            Poster::Bob,
            format!("/tournaments/{tournament}/join"),
            vec![],
        ),
        (
            Poster::Alice,
            format!("/tournaments/{tournament}/leave"),
            vec![],
        ),
    ];

    let before = settled(app).await;
    for (poster, action, fields) in &forms {
        let browser: &Browser = &browsers[*poster as usize];
        let mut wrong = vec![("csrf", "not-this-browsers-token")];
        wrong.extend_from_slice(fields);
        for (case, body) in [("no token", fields.clone()), ("a wrong token", wrong)] {
            let page = browser.post_form(action, &body).await;
            assert_eq!(page.status, 403, "{action} with {case}: {}", page.body);
        }
    }
    app.run_jobs_once().await;
    assert_eq!(
        app.state().store().contents().await.unwrap(),
        before,
        "nothing changed"
    );
    // The same browsers' genuine posts still go through: the refusals were
    // the tokens', not the sessions'.
    let page = browsers[0]
        .submit(
            &format!("/{game}"),
            &game_form,
            &[("ply", "0"), ("move", "e4")],
        )
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_ne!(app.state().store().contents().await.unwrap(), before);
}
