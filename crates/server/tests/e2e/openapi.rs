//! The OpenAPI document describes the API the server really serves: every
//! documented path and method reaches a handler (not the "no such page"
//! fallback), and what it answers a visitor and a member with made-up ids
//! is among the responses the document lists (404s included).

use redqueen_store::testing::TestBackend;
use serde_json::Value;

use crate::support::TestApp;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_documented_endpoint_exists() {
    let app = TestApp::spawn(TestBackend::Sqlite).await.unwrap();
    let client = reqwest::Client::new();
    let doc: Value = client
        .get(format!("{}/api/openapi.json", app.addr))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths.len() > 30, "{}", paths.len());
    for needed in [
        "/api/tournaments",
        "/api/vacation",
        "/api/game/{id}/conditional-moves",
        "/api/board/game/{id}/move/{move}",
    ] {
        assert!(paths.contains_key(needed), "{needed} is documented");
    }
    let mut undocumented = Vec::new();
    // Once as a visitor, once with a member's token (past the token checks,
    // to the handlers' own refusals).
    let probe = app.member("Probe").await;
    for token in [None, Some(probe.token.as_str())] {
        for (path, methods) in paths {
            let concrete = path
                .replace("{id}", "abcdefgh")
                .replace("{move}", "e2e4")
                .replace("{accept}", "yes")
                .replace("{username}", "nobody")
                .replace("{action}", "cancel");
            for method in methods.as_object().unwrap().keys() {
                let request = match method.as_str() {
                    "get" => client.get(format!("{}{concrete}", app.addr)),
                    "post" => client.post(format!("{}{concrete}", app.addr)),
                    other => panic!("unexpected method {other}"),
                };
                let request = match token {
                    Some(token) => request.bearer_auth(token),
                    None => request,
                };
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                // (Only a 404's body is read: a stream's never ends.)
                let body = if status == 404 {
                    response.text().await.unwrap_or_default()
                } else {
                    String::new()
                };
                assert!(
                    !(status == 404 && body.contains("This page does not exist")),
                    "{method} {path} is documented but not served"
                );
                // What the server answered is among the documented answers.
                let documented = &methods[method]["responses"];
                if documented.get(status.to_string()).is_none() {
                    let who = if token.is_some() { "member" } else { "visitor" };
                    undocumented.push(format!("{method} {path} ({who}): {status}"));
                }
            }
        }
    }
    assert!(
        undocumented.is_empty(),
        "answers the document does not list:\n{}",
        undocumented.join("\n")
    );
    app.stop().await;
}

/// The API's description is answered at its address, not redirected
/// (clients that follow no redirect read it), and every page names the
/// site's icon, which is served (no 404 on every page).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_description_and_the_icon_are_answered_directly() {
    let app = TestApp::spawn(TestBackend::Sqlite).await.unwrap();
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let described = client
        .get(format!("{}/api/openapi.json", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(described.status(), 200);
    assert_eq!(described.headers()["content-type"], "application/json");
    let home = app.browser().get("/").await.body;
    assert!(
        home.contains(r#"<link rel="icon" type="image/svg+xml" href="/static/favicon.svg">"#),
        "{home}"
    );
    let icon = client
        .get(format!("{}/static/favicon.svg", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(icon.status(), 200);
    assert_eq!(icon.headers()["content-type"], "image/svg+xml");
    app.stop().await;
}

/// A path with its parameters' names left out: the document may name a
/// parameter better than the router (`/api/challenge/{username}`, where
/// the router shares `{id}` with the challenge's own paths).
fn shape(path: &str) -> String {
    let mut shape = String::new();
    let mut in_name = false;
    for c in path.chars() {
        match c {
            '{' => in_name = true,
            '}' => {
                in_name = false;
                shape.push_str("{}");
            }
            _ if !in_name => shape.push(c),
            _ => {}
        }
    }
    shape
}

/// The other way round: every route of the API the router declares is in
/// the document, with its method (a new route without its description
/// fails here).
#[test]
fn every_api_route_is_documented() {
    let doc: Value = serde_json::from_str(include_str!("../../assets/openapi.json")).unwrap();
    let paths = doc["paths"].as_object().unwrap();
    let missing: Vec<String> = crate::authorization::routes_in_source()
        .into_iter()
        .filter(|(_, route)| {
            (route.starts_with("/api/") || route.starts_with("/game/export/"))
                && route != "/api/openapi.json"
        })
        .filter(|(method, route)| {
            !paths.iter().any(|(path, methods)| {
                shape(path) == shape(route) && methods.get(method.as_str()).is_some()
            })
        })
        .map(|(method, route)| format!("{method} {route}"))
        .collect();
    assert!(missing.is_empty(), "undocumented routes: {missing:#?}");
}
