//! A NUL character anywhere a handler reads text is refused at the edge
//! with the same 400 on SQLite and PostgreSQL (which cannot store one and
//! answered 500), and changes nothing.

use serde_json::json;

use crate::support::TestApp;

app_tests!(a_nul_character_is_refused_at_the_edge_the_same_on_both_backends);

const SAID: &str = "NUL character";

async fn a_nul_character_is_refused_at_the_edge_the_same_on_both_backends(app: &TestApp) {
    let alice = app.member("Alice").await;
    let visitor = app.browser();
    for path in [
        "/calendar/abc%00.ics",
        "/a%00bcdefg",
        "/a%00bcdefg/analysis",
        "/game/export/a%00bcdefg",
        "/tournaments/a%00b",
        "/api/tournaments/a%00b",
        "/api/users/status?ids=a%00b",
        "/api/challenge/a%00b/show",
        "/@/alice?tab=%00",
        "/api/explorer?fen=%00",
    ] {
        let page = visitor.get(path).await;
        assert_eq!(page.status, 400, "{path}: {}", page.body);
        assert!(page.body.contains(SAID), "{path}: {}", page.body);
        let answer = alice.get(path).await;
        assert_eq!(answer.status, 400, "{path}: {}", answer.text);
        assert!(answer.text.contains(SAID), "{path}: {}", answer.text);
    }

    // A form's value and a JSON body's string.
    let page = visitor
        .post_form("/login", &[("username", "ali\0ce"), ("password", "x")])
        .await;
    assert_eq!(page.status, 400, "{}", page.body);
    assert!(page.body.contains(SAID), "{}", page.body);
    let answer = alice
        .post("/api/challenge/bob", &[("days", "3"), ("color", "whi\0te")])
        .await;
    assert_eq!(answer.status, 400, "{}", answer.text);
    let answer = alice
        .post_json(
            "/api/challenge/bob",
            &json!({ "days": 3, "color": "whi\u{0}te" }),
        )
        .await;
    assert_eq!(answer.status, 400, "{}", answer.text);
    assert!(answer.text.contains(SAID), "{}", answer.text);

    // The same names without the NUL are not refused as such.
    assert_eq!(visitor.get("/tournaments/ab").await.status, 404);
    assert_eq!(visitor.get("/calendar/abc.ics").await.status, 404);
}
