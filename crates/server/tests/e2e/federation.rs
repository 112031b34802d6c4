//! How other servers find a member (issue 53, docs/federation.md), on
//! SQLite and PostgreSQL: WebFinger by handle and by actor address, the
//! actor at the profile's address for ActivityPub clients (the page for
//! the others), NodeInfo, and one server key for every app server.

use serde_json::Value;

use crate::support::{BASE_URL, TestApp};

app_tests!(
    a_member_is_found_by_webfinger_and_read_as_an_actor,
    nodeinfo_describes_the_server,
);

const ACTIVITY: &str = "application/activity+json";

/// What an answer says: status, content type, `Vary`,
/// `Access-Control-Allow-Origin`, and the body.
type Fetched = (u16, String, String, String, String);

/// `path` of the test server asked for `accept`.
async fn fetch(app: &TestApp, path: &str, accept: &str) -> Fetched {
    fetch_with(app, path, &[], accept).await
}

/// `path?query` of the test server asked for `accept`.
async fn fetch_with(app: &TestApp, path: &str, query: &[(&str, &str)], accept: &str) -> Fetched {
    let response = reqwest::Client::new()
        .get(format!("{}{path}", app.addr))
        .query(query)
        .header("Accept", accept)
        .send()
        .await
        .unwrap();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let (kind, vary, origin) = (
        header("content-type"),
        header("vary"),
        header("access-control-allow-origin"),
    );
    let status = response.status().as_u16();
    (status, kind, vary, origin, response.text().await.unwrap())
}

async fn a_member_is_found_by_webfinger_and_read_as_an_actor(app: &TestApp) {
    app.member("Alice").await;
    let host = BASE_URL.strip_prefix("http://").unwrap();
    let actor_id = format!("{BASE_URL}/@/Alice");

    // By handle, in any case, and by the actor's address.
    for resource in [
        format!("acct:alice@{host}"),
        format!("acct:ALICE@{}", host.to_uppercase()),
        actor_id.clone(),
    ] {
        let (status, kind, _, origin, body) = fetch_with(
            app,
            "/.well-known/webfinger",
            &[("resource", &resource)],
            "application/jrd+json",
        )
        .await;
        assert_eq!(status, 200, "{resource}: {body}");
        assert_eq!(kind, "application/jrd+json");
        assert_eq!(origin, "*", "other servers read it from anywhere");
        let found: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(found["subject"], format!("acct:Alice@{host}"));
        let links = found["links"].as_array().unwrap();
        let me = links.iter().find(|l| l["rel"] == "self").unwrap();
        assert_eq!(me["type"], ACTIVITY);
        assert_eq!(me["href"], actor_id.as_str());
    }
    // Nobody, another server's member, no resource.
    for (resource, status) in [
        (format!("acct:nobody@{host}"), 404),
        ("acct:alice@elsewhere.example".to_owned(), 404),
        (format!("alice@{host}"), 404),
        ("acct:al ice".to_owned(), 404),
        (String::new(), 400),
    ] {
        let query = [("resource", resource.as_str())];
        let (got, _, _, _, body) = fetch_with(
            app,
            "/.well-known/webfinger",
            &query,
            "application/jrd+json",
        )
        .await;
        assert_eq!(got, status, "{resource}: {body}");
    }

    // The profile's address is the actor for ActivityPub clients, and the
    // page for the others.
    for accept in [
        ACTIVITY,
        "application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\"",
    ] {
        let (status, kind, vary, _, body) = fetch(app, "/@/alice", accept).await;
        assert_eq!(status, 200, "{accept}: {body}");
        assert_eq!(kind, ACTIVITY);
        assert_eq!(vary, "Accept");
        let actor: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(actor["id"], actor_id.as_str());
        assert_eq!(actor["type"], "Person");
        assert_eq!(actor["preferredUsername"], "Alice");
        assert_eq!(actor["inbox"], format!("{actor_id}/inbox"));
        assert_eq!(actor["publicKey"]["owner"], actor_id.as_str());
        assert_eq!(actor["publicKey"]["id"], format!("{actor_id}#main-key"));
        let pem = actor["publicKey"]["publicKeyPem"].as_str().unwrap();
        assert!(pem.starts_with("-----BEGIN PUBLIC KEY-----"), "{pem}");
    }
    let (status, kind, _, _, _) = fetch(app, "/@/alice", "text/html").await;
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/html"), "{kind}");
    let (status, _, _, _, _) = fetch(app, "/@/nobody", ACTIVITY).await;
    assert_eq!(status, 404);

    // Every app server signs with the one key the first made.
    let (_, _, _, _, body) = fetch(app, "/@/alice", ACTIVITY).await;
    let actor: Value = serde_json::from_str(&body).unwrap();
    let (other, _mail) = app.second_server().await;
    let key = redqueen::federation::ServerKey::of(&other).await.unwrap();
    assert_eq!(actor["publicKey"]["publicKeyPem"], key.public_pem.as_str());
}

async fn nodeinfo_describes_the_server(app: &TestApp) {
    app.member("Alice").await;
    app.member("Bruno").await;
    let (status, _, _, origin, body) =
        fetch(app, "/.well-known/nodeinfo", "application/json").await;
    assert_eq!((status, origin.as_str()), (200, "*"), "{body}");
    let links: Value = serde_json::from_str(&body).unwrap();
    let link = &links["links"][0];
    assert_eq!(
        link["rel"],
        "http://nodeinfo.diaspora.software/ns/schema/2.1"
    );
    let href = link["href"].as_str().unwrap();
    let path = href.strip_prefix(BASE_URL).unwrap();
    let (status, kind, _, _, body) = fetch(app, path, "application/json").await;
    assert_eq!(status, 200, "{body}");
    assert!(kind.contains("schema/2.1"), "{kind}");
    let info: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(info["version"], "2.1");
    assert_eq!(info["software"]["name"], "redqueen");
    assert_eq!(info["protocols"], serde_json::json!(["activitypub"]));
    assert_eq!(info["usage"]["users"]["total"], 2);
    assert_eq!(info["usage"]["users"]["activeMonth"], 2);
}
