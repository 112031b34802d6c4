//! The OpenAPI document describes the API the server really serves: every
//! documented path and method reaches a handler (not the "no such page"
//! fallback).

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
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let body = response.text().await.unwrap_or_default();
            assert!(
                !(status == 404 && body.contains("This page does not exist")),
                "{method} {path} is documented but not served"
            );
        }
    }
    app.stop().await;
}
