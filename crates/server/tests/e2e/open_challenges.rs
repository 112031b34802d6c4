//! Open challenges as lichess has them (lichess-api-subset.md §3): made
//! without a token, no challenger, two links; each side taken by the first
//! member to follow its link (or the one it is kept for); the game starts,
//! with the challenge's id, once both sides are taken — on SQLite and
//! PostgreSQL.

use serde_json::Value;

use crate::support::TestApp;

app_tests!(
    an_open_challenge_is_taken_side_by_side_through_its_links,
    an_open_challenge_kept_for_two_members_is_theirs_only,
);

async fn make(app: &TestApp, form: &[(&str, &str)]) -> Value {
    let made = reqwest::Client::new()
        .post(format!("{}/api/challenge/open", app.addr))
        .form(form)
        .send()
        .await
        .unwrap();
    assert_eq!(made.status(), 200);
    made.json().await.unwrap()
}

async fn an_open_challenge_is_taken_side_by_side_through_its_links(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let open = make(app, &[("days", "3"), ("name", "Club night")]).await;
    let id = open["id"].as_str().unwrap().to_owned();
    assert_eq!(open["challenger"], Value::Null);
    assert_eq!(open["destUser"], Value::Null);
    assert_eq!(open["open"], serde_json::json!({}));
    assert_eq!(
        open["urlWhite"],
        format!("http://redqueen.test/{id}?color=white")
    );
    assert_eq!(
        open["urlBlack"],
        format!("http://redqueen.test/{id}?color=black")
    );
    // A visitor is asked to log in; a member may take either side.
    let visitor = app.browser().get(&format!("/{id}?color=white")).await;
    assert_eq!(visitor.status, 200);
    assert!(
        visitor.body.contains("<h1>Club night</h1>"),
        "{}",
        visitor.body
    );
    assert!(visitor.body.contains("Log in to play"));
    let page = app.browser_of(&alice).await;
    let taken = page
        .submit(
            &format!("/{id}?color=white"),
            &format!("/{id}/join"),
            &[("color", "white")],
        )
        .await;
    assert_eq!(taken.path, format!("/{id}"), "{}", taken.body);
    assert!(
        taken.body.contains("<strong>White</strong> · Alice"),
        "{}",
        taken.body
    );
    // Nobody plays both sides.
    let both = page
        .submit(
            &format!("/{id}"),
            &format!("/{id}/join"),
            &[("color", "black")],
        )
        .await;
    assert_eq!(both.status, 400);
    assert!(
        both.body.contains("you have the other side"),
        "{}",
        both.body
    );
    // Bob takes the other side through the API: the game starts.
    let accepted = bob
        .post(&format!("/api/challenge/{id}/accept?color=black"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    let game = alice.export(&id).await;
    assert_eq!(game["players"]["white"]["user"]["name"], "Alice", "{game}");
    assert_eq!(game["players"]["black"]["user"]["name"], "Bob", "{game}");
    assert_eq!(game["status"], "started");
    let late = app
        .member("Carol")
        .await
        .post(&format!("/api/challenge/{id}/accept?color=white"), &[])
        .await;
    assert_eq!(late.status, 404, "{}", late.text);
    let playing = app.browser_of(&alice).await.get(&format!("/{id}")).await;
    assert!(playing.body.contains("id=\"board\""), "the game page now");
}

async fn an_open_challenge_kept_for_two_members_is_theirs_only(app: &TestApp) {
    let (carol, dave, eve) = (
        app.member("Carol").await,
        app.member("Dave").await,
        app.member("Eve").await,
    );
    let unknown = reqwest::Client::new()
        .post(format!("{}/api/challenge/open", app.addr))
        .form(&[("days", "3"), ("users", "Carol,Nobody")])
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status(), 400);
    assert!(
        unknown
            .text()
            .await
            .unwrap()
            .contains("No such user: Nobody")
    );
    let open = make(
        app,
        &[
            ("clock.limit", "600"),
            ("clock.increment", "5"),
            ("users", "Carol,Dave"),
        ],
    )
    .await;
    let id = open["id"].as_str().unwrap().to_owned();
    assert_eq!(
        open["open"],
        serde_json::json!({ "userIds": ["carol", "dave"] })
    );
    let refused = eve
        .post(&format!("/api/challenge/{id}/accept?color=white"), &[])
        .await;
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert!(
        refused.text.contains("kept for another player"),
        "{}",
        refused.text
    );
    let wrong_side = dave
        .post(&format!("/api/challenge/{id}/accept?color=white"), &[])
        .await;
    assert_eq!(wrong_side.status, 400, "the first named plays White");
    for (who, color) in [(&carol, "white"), (&dave, "black")] {
        let taken = who
            .post(&format!("/api/challenge/{id}/accept?color={color}"), &[])
            .await;
        assert_eq!(taken.status, 200, "{}", taken.text);
    }
    let game = carol.export(&id).await;
    assert_eq!(game["players"]["black"]["user"]["name"], "Dave", "{game}");
    assert_eq!(game["speed"], "rapid", "{game}");
}
